// The browser specs of organizations, loaded into this one jest file: one module graph per group (test/support/spec-group.ts).
import { loadSpecs } from '../support/spec-group.js';

await loadSpecs(new URL('./organizations/', import.meta.url));
