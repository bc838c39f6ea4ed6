/** The fundraising context's public door. Other contexts import from here only. */
export { FundraisingModule } from './fundraising.module.js';
