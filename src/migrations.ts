import type { MigrationObject } from '@mikro-orm/core';
import { SharedKernelMigration20261122000000 } from './shared-kernel/infrastructure/database/migrations/20261122000000-shared-kernel.migration.js';
import { IdentityMigration20261122000100 } from './modules/identity/index.js';

/**
 * Every committed migration of every context, in the order they apply (their names sort by time).
 * A context's migrations live in its adapters/persistence/migrations and are exported from its index.
 */
export const allMigrations: MigrationObject[] = [
  { name: '20261122000000-shared-kernel', class: SharedKernelMigration20261122000000 },
  { name: '20261122000100-identity', class: IdentityMigration20261122000100 },
].sort((a, b) => a.name.localeCompare(b.name)) as MigrationObject[];
