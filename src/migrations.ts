import type { MigrationObject } from '@mikro-orm/core';
import { SharedKernelMigration20261122000000 } from './shared-kernel/infrastructure/database/migrations/20261122000000-shared-kernel.migration.js';
import { IdentityAdminSearchMigration20261122000800, IdentityMigration20261122000100 } from './modules/identity/index.js';
import { FundraisingMigration20261122000200 } from './modules/fundraising/index.js';
import { BusinessNetworkMigration20261122000300, MembershipMigration20261122000600 } from './modules/business-network/index.js';
import { ModerationMigration20261122000400 } from './modules/moderation/index.js';
import { PaymentsMigration20261122000500 } from './modules/payments/adapters/persistence/migrations/20261122000500-payments.migration.js';
import { CreatorHubMigration20261122000700 } from './modules/creator-hub/index.js';

/**
 * Every committed migration of every context, in the order they apply (their names sort by time).
 * A context's migrations live in its adapters/persistence/migrations and are exported from its index.
 */
export const allMigrations: MigrationObject[] = [
  { name: '20261122000000-shared-kernel', class: SharedKernelMigration20261122000000 },
  { name: '20261122000100-identity', class: IdentityMigration20261122000100 },
  { name: '20261122000200-fundraising', class: FundraisingMigration20261122000200 },
  { name: '20261122000300-business-network', class: BusinessNetworkMigration20261122000300 },
  { name: '20261122000400-moderation', class: ModerationMigration20261122000400 },
  { name: '20261122000500-payments', class: PaymentsMigration20261122000500 },
  { name: '20261122000600-membership', class: MembershipMigration20261122000600 },
  { name: '20261122000700-creator-hub', class: CreatorHubMigration20261122000700 },
  { name: '20261122000800-identity-admin-search', class: IdentityAdminSearchMigration20261122000800 },
].sort((a, b) => a.name.localeCompare(b.name)) as MigrationObject[];
