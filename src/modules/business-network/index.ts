/** The business-network context's public door. Other contexts import from here only. */
export { BusinessNetworkModule } from './business-network.module.js';
export { BusinessDirectory } from './application/business-directory.js';
export { BusinessProfiles } from './application/business-profiles.js';
export { FoundingProgramme } from './application/founding-programme.js';
export { BusinessNetworkMigration20261122000300 } from './adapters/persistence/migrations/20261122000300-business-network.migration.js';
export { MembershipMigration20261122000600 } from './adapters/persistence/migrations/20261122000600-membership.migration.js';
