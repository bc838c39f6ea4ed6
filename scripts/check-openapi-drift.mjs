// Fails when openapi.yaml or the frontend's generated types no longer match the code.
// Fix with `npm run openapi` and commit both files.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'fc-openapi-'));
const yaml = join(dir, 'openapi.yaml');
const types = join(dir, 'schema.d.ts');
execFileSync('node', ['dist/bin/write-openapi.js', yaml], { stdio: 'inherit' });
execFileSync('node_modules/.bin/openapi-typescript', [yaml, '-o', types], { stdio: 'ignore' });

let stale = [];
if (readFileSync(yaml, 'utf8') !== readFileSync('openapi.yaml', 'utf8')) stale.push('openapi.yaml');
if (readFileSync(types, 'utf8') !== readFileSync('frontend/src/api/schema.d.ts', 'utf8')) stale.push('frontend/src/api/schema.d.ts');
rmSync(dir, { recursive: true, force: true });
if (stale.length) {
  console.error(`Stale API contract: ${stale.join(', ')}. Run \`npm run openapi\` and commit the result.`);
  process.exit(1);
}
console.log('openapi.yaml and frontend/src/api/schema.d.ts match the code.');
