/** The moderation context's public door. Other contexts import from here only. */
export { ModerationModule } from './moderation.module.js';
