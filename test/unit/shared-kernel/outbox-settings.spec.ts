import { describe, expect, it } from '@jest/globals';
import { outboxSettings } from '../../../src/shared-kernel/infrastructure/outbox/outbox-settings.js';

describe('outbox settings', () => {
  it('keeps a week of delivered messages and gives up after ten failures by default', () => {
    expect(outboxSettings({})).toEqual({ retentionDays: 7, maxAttempts: 10, retentionIntervalMs: 3_600_000 });
  });

  it('reads OUTBOX_RETENTION_DAYS, OUTBOX_MAX_ATTEMPTS and OUTBOX_RETENTION_INTERVAL_MS', () => {
    expect(outboxSettings({ OUTBOX_RETENTION_DAYS: '30', OUTBOX_MAX_ATTEMPTS: '3', OUTBOX_RETENTION_INTERVAL_MS: '0' })).toEqual({
      retentionDays: 30,
      maxAttempts: 3,
      retentionIntervalMs: 0,
    });
  });

  it('ignores values that would delete undelivered work or never retry', () => {
    expect(outboxSettings({ OUTBOX_RETENTION_DAYS: '0', OUTBOX_MAX_ATTEMPTS: '0' })).toMatchObject({ retentionDays: 7, maxAttempts: 10 });
    expect(outboxSettings({ OUTBOX_RETENTION_DAYS: 'soon', OUTBOX_MAX_ATTEMPTS: '-1' })).toMatchObject({ retentionDays: 7, maxAttempts: 10 });
  });
});
