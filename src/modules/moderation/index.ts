/** The moderation context's public door. Other contexts import from here only. */
export { ModerationModule } from './moderation.module.js';
export { ModerationMigration20261122000400 } from './adapters/persistence/migrations/20261122000400-moderation.migration.js';
