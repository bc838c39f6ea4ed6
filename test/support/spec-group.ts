import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Loads every `*.spec.ts` file of a folder (and its subfolders) into the jest file that calls it, so that they
 * share one module graph: jest gives each of its files a fresh one, and loading the whole platform (Nest, the
 * ORM, every context) again for each file cost more than most files' own tests. Each file still starts its own
 * app on its own database in its own beforeAll, and its tests are named as before. A `*.alone.spec.ts` file is
 * left out: jest runs it as a file of its own (jest.config.js).
 *
 * `SPECS=campaigns npm run test:e2e` loads only the files whose path contains one of the comma-separated words
 * (and jest.config.js runs only the groups that hold one).
 */
export async function loadSpecs(folder: URL): Promise<void> {
  const root = fileURLToPath(folder);
  const only = (process.env.SPECS ?? '').split(',').map((word) => word.trim()).filter(Boolean);
  const files = (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.spec.ts') && !file.endsWith('.alone.spec.ts'))
    .filter((file) => only.length === 0 || only.some((word) => file.includes(word)))
    .sort();
  for (const file of files) await import(join(root, file));
  // jest.config.js runs only the groups that hold a file asked for.
  if (files.length === 0) throw new Error(`No spec files in ${relative(process.cwd(), root)}${only.length ? ` match SPECS=${process.env.SPECS}` : ''}`);
}
