/**
 * Fundraising's published language: the HTTP shapes of its data that other contexts' adapters serve too (moderation's
 * queue, the admin console). Declared once here, so OpenAPI has one schema that nobody keeps equal by hand. Other
 * contexts' adapters may import this file and index.ts, nothing else of fundraising (.dependency-cruiser.cjs).
 */
export { CampaignResponse, type PublishedCampaign } from './campaign.response.dto.js';
export { CampaignRejectionResponse } from './campaign-rejection.response.dto.js';
export { CampaignRevisionResponse } from './campaign-revision.response.dto.js';
export { CreatorCardResponse } from './creator-card.response.dto.js';
export { campaignEndOf, CreateCampaignRequest } from './create-campaign.request.dto.js';
