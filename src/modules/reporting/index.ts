/** The reporting context's public door: read-only figures, nothing other contexts need to call. */
export { ReportingModule } from './reporting.module.js';
