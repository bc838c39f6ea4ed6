/**
 * `npm run openapi`: boots the app without listening or touching a database and writes the
 * contract to openapi.yaml with sorted keys, so the file changes only when the API does.
 */
import 'reflect-metadata';
import { dump } from 'js-yaml';
import { writeFileSync } from 'node:fs';
import { createApp } from '../main.js';
import { loadConfig } from '../shared-kernel/infrastructure/config/app-config.js';
import { buildOpenApiDocument } from '../shared-kernel/infrastructure/http/openapi.js';

export async function renderOpenApiYaml(): Promise<string> {
  const config = loadConfig(
    { ...process.env, DATABASE_URL: 'postgres://openapi:openapi@127.0.0.1:1/openapi' },
    { sessionSecret: 'openapi', outboxPollMs: 0, backgroundJobs: false, webRoot: null },
  );
  const app = await createApp(config, { quiet: true });
  try {
    const document = buildOpenApiDocument(app);
    return dump(document, { sortKeys: true, lineWidth: 120, noRefs: true });
  } finally {
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.argv[2] ?? 'openapi.yaml';
  writeFileSync(target, await renderOpenApiYaml());
  process.stdout.write(`Wrote ${target}\n`);
}
