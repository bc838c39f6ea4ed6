// The e2e specs of identity, loaded into this one jest file: one module graph per worker (test/support/spec-group.ts).
import { loadSpecs } from '../support/spec-group.js';

await loadSpecs(new URL('./identity/', import.meta.url));
