import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cleanUp, freshDataDir, groupAlive, postgresPids, startScript, type StartedScript } from './start-script.js';

describe('npm start with a wrong configuration', () => {
  let dataDir: string | null = null;
  let started: StartedScript | null = null;
  afterEach(async () => {
    // A start that boots in spite of the wrong settings must not outlive the test.
    await cleanUp(started, dataDir && join(dataDir, 'postgres'), dataDir ? [dataDir] : []);
    started = null;
    dataDir = null;
  });

  it('refuses to boot, lists every problem in one message and exits 1 before starting anything', async () => {
    dataDir = freshDataDir();
    const s = (started = await startScript(
      { DATA_DIR: dataDir, PORT: 'abc', OUTBOX_POLL_MS: '-5', LOGIN_MAX_FAILURES_PER_IP: 'x', STRIPE_SECRET_KEY: 'sk_test_123' },
      { waitReady: false },
    ));
    const exit = await s.exited(20_000);
    const output = s.output();
    expect(exit.code).toBe(1);
    expect(output).toContain('The configuration has 4 problems:');
    expect(output).toContain('PORT="abc" is not valid: it must be a whole number from 1 to 65535.');
    expect(output).toContain('OUTBOX_POLL_MS="-5" is not valid');
    expect(output).toContain('LOGIN_MAX_FAILURES_PER_IP="x" is not valid');
    expect(output).toContain('STRIPE_SECRET_KEY is set but STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are not');
    expect(output).toContain('Fix these settings (README, Configuration) and start again.');
    expect(output).not.toMatch(/undefined|at .*\.js:\d+/); // no stack trace, no "undefined"
    expect(existsSync(join(dataDir, 'postgres'))).toBe(false);
    expect(postgresPids(join(dataDir, 'postgres'))).toEqual([]);
    expect(groupAlive(s.pid)).toBe(false);
  }, 30_000);

  it('a bad PORT alone is refused too', async () => {
    dataDir = freshDataDir();
    const bad = (started = await startScript({ DATA_DIR: dataDir, PORT: '99999' }, { waitReady: false }));
    const exit = await bad.exited(20_000);
    expect(exit.code).toBe(1);
    expect(bad.output()).toContain('The configuration has a problem:\n  - PORT="99999" is not valid');
  }, 30_000);
});
