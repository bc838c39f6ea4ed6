/** The payments context's public door. Other contexts import from here only. */
export { PaymentsModule } from './payments.module.js';
