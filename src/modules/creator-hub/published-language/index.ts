/**
 * Creator-hub's published language: the HTTP shapes of its data that other contexts' adapters serve too (moderation's
 * queue, the admin console). Declared once here, so OpenAPI has one schema that nobody keeps equal by hand. Other
 * contexts' adapters may import this file and index.ts, nothing else of creator-hub (.dependency-cruiser.cjs).
 */
export { PlatformEntryDto } from '../adapters/http/dto/platform-entry.dto.js';
export { SponsorshipApplicationResponse, type PublishedApplication } from './sponsorship-application.response.dto.js';
