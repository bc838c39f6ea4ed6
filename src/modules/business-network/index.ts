/** The business-network context's public door. Other contexts import from here only. */
export { BusinessNetworkModule } from './business-network.module.js';
