/** The creator-hub context's public door. Other contexts import from here only. */
export { CreatorHubModule } from './creator-hub.module.js';
