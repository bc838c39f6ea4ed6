import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../../../src/shared-kernel/infrastructure/config/app-config.js';

const BASE = { DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db', SESSION_SECRET: 'a-session-secret-of-some-length' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...BASE, ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('outbox settings', () => {
  it('keeps a week of delivered messages and gives up after ten failures by default', () => {
    expect(loadConfig(BASE).outbox).toEqual({ retentionDays: 7, maxAttempts: 10, retentionIntervalMs: 3_600_000 });
  });

  it('reads OUTBOX_RETENTION_DAYS, OUTBOX_MAX_ATTEMPTS and OUTBOX_RETENTION_INTERVAL_MS', () => {
    expect(loadConfig({ ...BASE, OUTBOX_RETENTION_DAYS: '30', OUTBOX_MAX_ATTEMPTS: '3', OUTBOX_RETENTION_INTERVAL_MS: '0' }).outbox).toEqual({
      retentionDays: 30,
      maxAttempts: 3,
      retentionIntervalMs: 0,
    });
  });

  it('refuses to start on values that would delete undelivered work or never retry, naming each', () => {
    const problems = problemsOf({ OUTBOX_RETENTION_DAYS: '0', OUTBOX_MAX_ATTEMPTS: '-1', OUTBOX_RETENTION_INTERVAL_MS: 'hourly' });
    expect(problems).toHaveLength(3);
    expect(problems.join(' ')).toMatch(/OUTBOX_RETENTION_DAYS/);
    expect(problems.join(' ')).toMatch(/OUTBOX_MAX_ATTEMPTS/);
    expect(problems.join(' ')).toMatch(/OUTBOX_RETENTION_INTERVAL_MS/);
  });
});
