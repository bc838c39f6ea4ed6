import { afterAll } from '@jest/globals';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * One app on one database for every spec file of a jest file (a group loaded by spec-group.ts) that asks for it:
 * started by the first, closed once after the group's last test (this module's afterAll is registered at the
 * group's top level, when a spec file first imports it). Files that share it must not assume an empty database.
 */
let shared: Promise<TestApp> | null = null;

afterAll(async () => {
  const app = shared;
  shared = null;
  await (await app)?.close();
});

export function sharedTestApp(): Promise<TestApp> {
  return (shared ??= startTestApp());
}
