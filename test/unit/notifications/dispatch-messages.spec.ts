import { describe, expect, it } from '@jest/globals';
import { DISPATCH_BATCH, DispatchMessages } from '../../../src/modules/notifications/application/dispatch-messages.use-case.js';
import type { Mailer, OutgoingMail } from '../../../src/modules/notifications/application/mailer.port.js';
import { OutgoingMessage } from '../../../src/modules/notifications/domain/outgoing-message.aggregate.js';
import type { OutgoingMessageRepository } from '../../../src/modules/notifications/domain/outgoing-message.repository.js';
import type { UnitOfWork } from '../../../src/shared-kernel/application/unit-of-work.js';

const at = new Date('2026-11-26T10:00:00Z');

function queued(n: number): OutgoingMessage {
  return OutgoingMessage.queue(
    {
      dedupeKey: `donation-receipt:d${n}`,
      template: 'donation-receipt',
      sourceEventType: 'payments.donation-completed.v1',
      sourceEventId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      to: `donor${n}@example.org`,
      recipientUserId: null,
      message: { subject: 'Your receipt', greeting: 'Hello,', blocks: [{ kind: 'paragraph', text: 'Thank you' }] },
    },
    at,
  );
}

/**
 * The dispatcher hands a mailer as many messages at once as it takes, and writes their outcomes together
 * before the next ones go: an SMTP mailer a few (each send may take a server's time-outs), the .eml writer
 * the whole claimed batch.
 */
describe('DispatchMessages', () => {
  async function dispatch(count: number, sendsAtOnce: number, failing: Set<string> = new Set()) {
    let due = Array.from({ length: count }, (_, i) => queued(i + 1));
    const outcomeWrites: { to: string; state: string }[][] = [];
    let inFlight = 0;
    let mostAtOnce = 0;
    const messages = {
      claimDue: async (limit: number) => {
        const batch = due.slice(0, limit);
        due = due.slice(limit);
        return batch;
      },
      saveDeliveries: async (wave: readonly OutgoingMessage[]) => {
        expect(inFlight).toBe(0); // written once the wave's sends are over
        outcomeWrites.push(wave.map((m) => ({ to: m.recipientEmail ?? '', state: m.toState().state })));
      },
    } as unknown as OutgoingMessageRepository;
    const mailer: Mailer = {
      sendsAtOnce,
      async send(mail: OutgoingMail) {
        inFlight++;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        await new Promise((r) => setTimeout(r, 1));
        inFlight--;
        if (failing.has(mail.to)) throw new Error('421 try again later');
      },
    };
    const uow = { run: (work: () => Promise<unknown>) => work(), runAsOneStatement: (work: () => Promise<unknown>) => work() } as unknown as UnitOfWork;
    const dispatcher = new DispatchMessages(messages, mailer, uow, { now: () => at }, { baseUrl: 'http://localhost', organizationName: 'FC', taxStatement: '', retry: { baseMs: 1000, maxMs: 60_000, maxAttempts: 5 }, claimMs: 120_000 });
    const result = await dispatcher.execute();
    return { result, outcomeWrites, mostAtOnce };
  }

  it('writes the outcomes of a mailer that takes the whole batch in one statement per batch', async () => {
    const { result, outcomeWrites, mostAtOnce } = await dispatch(45, DISPATCH_BATCH);
    expect(result).toEqual({ sent: 45, failed: 0 });
    expect(outcomeWrites.map((w) => w.length)).toEqual([20, 20, 5]);
    expect(mostAtOnce).toBe(20);
    expect(outcomeWrites.flat().every((o) => o.state === 'sent')).toBe(true);
  });

  it('renews the claim on the messages it is sending while a slow server keeps them, never after their outcomes are written', async () => {
    let due = [queued(1), queued(2)];
    const log: string[] = [];
    const messages = {
      claimDue: async (limit: number) => {
        const batch = due.slice(0, limit);
        due = due.slice(limit);
        return batch;
      },
      renewClaims: async (ids: readonly string[], leaseMs: number) => {
        log.push(`renew ${ids.length} for ${leaseMs} ms`);
      },
      saveDeliveries: async () => {
        log.push('outcomes');
      },
    } as unknown as OutgoingMessageRepository;
    // The server answers once the claim has been renewed five times (or after 5 s: then the renewals are missing).
    // Waiting for the renewals, not for a fixed 200 ms: a loaded CI machine ran only two 20 ms timers in 200 ms.
    const renewals = () => log.filter((l) => l.startsWith('renew')).length;
    const slowServer = () =>
      new Promise<void>((resolve) => {
        const gaveUp = setTimeout(finish, 5_000);
        const watch = setInterval(() => renewals() >= 5 && finish(), 5);
        function finish() {
          clearTimeout(gaveUp);
          clearInterval(watch);
          resolve();
        }
      });
    const mailer: Mailer = { sendsAtOnce: 4, send: slowServer };
    const uow = { runAsOneStatement: (work: () => Promise<unknown>) => work() } as unknown as UnitOfWork;
    const settings = { baseUrl: 'http://localhost', organizationName: 'FC', taxStatement: '', retry: { baseMs: 1000, maxMs: 60_000, maxAttempts: 5 }, claimMs: 60 };
    const result = await new DispatchMessages(messages, mailer, uow, { now: () => at }, settings).execute();
    expect(result).toEqual({ sent: 2, failed: 0 });
    // A claim of 60 ms renewed (every 20 ms) while the send lasts; nothing once the outcomes are written.
    expect(renewals()).toBeGreaterThanOrEqual(5);
    expect(new Set(log.filter((l) => l.startsWith('renew')))).toEqual(new Set(['renew 2 for 60 ms']));
    expect(log.at(-1)).toBe('outcomes');
  });

  it('hands an SMTP-like mailer four at a time, their outcomes written before the next four go', async () => {
    const { result, outcomeWrites, mostAtOnce } = await dispatch(10, 4, new Set(['donor3@example.org']));
    expect(result).toEqual({ sent: 9, failed: 1 });
    expect(outcomeWrites.map((w) => w.length)).toEqual([4, 4, 2]);
    expect(mostAtOnce).toBe(4);
    expect(outcomeWrites.flat().find((o) => o.to === 'donor3@example.org')?.state).toBe('retrying');
  });
});
