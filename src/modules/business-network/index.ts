/** The business-network context's public door. Other contexts import from here only. */
export { BusinessNetworkModule } from './business-network.module.js';
export { BusinessDirectory } from './application/business-directory.js';
export { BusinessNetworkMigration20261122000300 } from './adapters/persistence/migrations/20261122000300-business-network.migration.js';
