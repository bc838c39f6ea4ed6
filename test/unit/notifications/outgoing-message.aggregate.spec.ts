import { describe, expect, it } from '@jest/globals';
import { OutgoingMessage } from '../../../src/modules/notifications/domain/outgoing-message.aggregate.js';
import { MessageQueued } from '../../../src/modules/notifications/domain/outgoing-message.events.js';
import { RetryPolicy } from '../../../src/modules/notifications/domain/retry-policy.value-object.js';

const at = new Date('2026-11-24T10:00:00Z');
const policy = new RetryPolicy(30_000, 1_800_000, 4);

function queued(oneClickUnsubscribeUrl?: string): OutgoingMessage {
  return OutgoingMessage.queue(
    {
      dedupeKey: 'donation-receipt:d1',
      template: 'donation-receipt',
      sourceEventType: 'payments.donation-completed.v1',
      sourceEventId: '00000000-0000-4000-8000-000000000001',
      to: ' ruth@example.org ',
      recipientUserId: null,
      message: { subject: 'Your receipt', greeting: 'Hello,', blocks: [{ kind: 'paragraph', text: 'Thank you' }], oneClickUnsubscribeUrl },
    },
    at,
  );
}

describe('RetryPolicy', () => {
  it('doubles from the base up to the maximum, and gives up after the last attempt', () => {
    const p = new RetryPolicy(30_000, 1_800_000, 60);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 60].map((n) => p.delayAfter(n))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_800_000, 1_800_000, 1_800_000]);
    expect(p.givesUpAfter(59)).toBe(false);
    expect(p.givesUpAfter(60)).toBe(true);
    expect(() => new RetryPolicy(0, 10, 1)).toThrow();
  });
});

describe('OutgoingMessage', () => {
  it('is queued for its trimmed address, due at once, and records MessageQueued', () => {
    const m = queued();
    expect(m.toState()).toMatchObject({ state: 'queued', attempts: 0, recipientEmail: 'ruth@example.org', nextAttemptAt: at, sentAt: null });
    expect(m.pullEvents()).toEqual([new MessageQueued(m.id, 'donation-receipt', at)]);
    expect(() => OutgoingMessage.queue({ ...queued().toState(), to: 'not an address', message: { subject: 's', greeting: 'Hello,', blocks: [] } }, at)).toThrow();
  });

  it('a failed send is retried with backoff, then failed for good after the last attempt; never sent afterwards', () => {
    const m = queued();
    m.markFailedAttempt('451 try later', at, policy);
    expect(m.toState()).toMatchObject({ state: 'retrying', attempts: 1, lastError: '451 try later', nextAttemptAt: new Date(at.getTime() + 30_000) });
    m.markFailedAttempt('451 try later', at, policy);
    expect(m.toState().nextAttemptAt).toEqual(new Date(at.getTime() + 60_000));
    m.markFailedAttempt('x', at, policy);
    m.markFailedAttempt('connection refused', at, policy);
    expect(m.toState()).toMatchObject({ state: 'failed', attempts: 4, lastError: 'connection refused' });
    expect(m.isSendable).toBe(false);
    m.markSent(at);
    expect(m.deliveryState).toBe('failed');
  });

  it('once sent it stays sent: a late failure report or a second send changes nothing', () => {
    const m = queued();
    m.markSent(at);
    m.markFailedAttempt('late', at, policy);
    m.markSent(new Date(at.getTime() + 1000));
    expect(m.toState()).toMatchObject({ state: 'sent', attempts: 1, lastError: null, sentAt: at });
  });

  it('an administrator can retry only a failed message', () => {
    const m = queued();
    expect(m.retry(at)).toBe(false);
    for (let i = 0; i < 4; i++) m.markFailedAttempt('down', at, policy);
    m.pullEvents();
    const later = new Date(at.getTime() + 3_600_000);
    expect(m.retry(later)).toBe(true);
    expect(m.toState()).toMatchObject({ state: 'retrying', nextAttemptAt: later });
    expect(m.pullEvents()).toEqual([new MessageQueued(m.id, 'donation-receipt', later)]);
  });

  it('erasing removes the address and the body with its unsubscribe address (they name them); an unsent message is cancelled, a sent one stays sent', () => {
    const unsent = queued('https://give.example/api/campaigns/c/updates/unsubscribe/one-click?email=ruth%40example.org&token=t');
    expect(JSON.stringify(unsent.body)).toContain('ruth%40example.org');
    unsent.erase();
    expect(unsent.toState()).toMatchObject({ recipientEmail: null, body: null, state: 'cancelled', dedupeKey: `erased:${unsent.id}` });
    expect(unsent.isSendable).toBe(false);
    const sent = queued();
    sent.markSent(at);
    sent.erase();
    expect(sent.toState()).toMatchObject({ recipientEmail: null, body: null, state: 'sent' });
  });
});
