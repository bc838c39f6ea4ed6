// The browser specs of business, loaded into this one jest file: one module graph per group (test/support/spec-group.ts).
import { loadSpecs } from '../support/spec-group.js';

await loadSpecs(new URL('./business/', import.meta.url));
