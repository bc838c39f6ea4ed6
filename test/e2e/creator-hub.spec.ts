// The e2e specs of creator-hub, loaded into this one jest file: one module graph per worker (test/support/spec-group.ts).
import { loadSpecs } from '../support/spec-group.js';

await loadSpecs(new URL('./creator-hub/', import.meta.url));
