/** The business-network context's public door. Other contexts import from here only. */
export { BusinessNetworkModule } from './business-network.module.js';
/** The directory's figures, for moderation's statistics. */
export { BusinessDirectory } from './application/business-directory.facade.js';
/** Used by the demo content seed (src/demo). */
export { CreateBusinessProfile } from './application/create-business-profile.use-case.js';
export { ClaimFoundingPlace } from './application/claim-founding-place.use-case.js';
