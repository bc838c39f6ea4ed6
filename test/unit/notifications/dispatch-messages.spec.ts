import { describe, expect, it } from '@jest/globals';
import { DispatchMessages } from '../../../src/modules/notifications/application/dispatch-messages.use-case.js';
import type { Mailer, OutgoingMail } from '../../../src/modules/notifications/application/mailer.port.js';
import { OutgoingMessage } from '../../../src/modules/notifications/domain/outgoing-message.aggregate.js';
import { RetryPolicy } from '../../../src/modules/notifications/domain/retry-policy.value-object.js';
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
 * The job queue hands the dispatcher a batch of sends (as many as the mailer takes at once); the dispatcher sends
 * those still owed, all at once, and writes their outcomes together, in one unit of work, once every send is over.
 */
describe('DispatchMessages', () => {
  async function dispatch(owed: OutgoingMessage[], failing: Set<string> = new Set(), asked: string[] = owed.map((m) => m.id)) {
    const outcomeWrites: { to: string; state: string; attempts: number; nextAttemptAt: Date }[][] = [];
    const units: string[] = [];
    let inFlight = 0;
    let mostAtOnce = 0;
    const sentTo: string[] = [];
    const messages = {
      findOwed: async (ids: readonly string[]) => owed.filter((m) => ids.includes(m.id) && ['queued', 'retrying'].includes(m.deliveryState)),
      saveDeliveries: async (wave: readonly OutgoingMessage[]) => {
        expect(inFlight).toBe(0); // written once the sends are over
        outcomeWrites.push(wave.map((m) => ({ to: m.recipientEmail ?? '', state: m.toState().state, attempts: m.attempts, nextAttemptAt: m.toState().nextAttemptAt })));
      },
    } as unknown as OutgoingMessageRepository;
    const mailer: Mailer = {
      sendsAtOnce: 4,
      async send(mail: OutgoingMail) {
        inFlight++;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        await new Promise((r) => setTimeout(r, 1));
        inFlight--;
        sentTo.push(mail.to);
        if (failing.has(mail.to)) throw new Error('421 try again later');
      },
    };
    const uow = {
      run: async (work: () => Promise<unknown>) => {
        units.push('transaction');
        return work();
      },
      runAsOneStatement: async (work: () => Promise<unknown>) => {
        units.push('one statement');
        return work();
      },
    } as unknown as UnitOfWork;
    const dispatcher = new DispatchMessages(messages, mailer, uow, { now: () => at }, { baseUrl: 'http://localhost', organizationName: 'FC', taxStatement: '', retry: { baseMs: 1000, maxMs: 60_000, maxAttempts: 2 } });
    const result = await dispatcher.execute(asked);
    return { result, outcomeWrites, mostAtOnce, units, sentTo };
  }

  it("sends the batch the queue handed over at once and writes the outcomes in one unit of work, a failed send's next attempt after the backoff", async () => {
    const batch = [1, 2, 3, 4].map(queued);
    const { result, outcomeWrites, mostAtOnce, units } = await dispatch(batch, new Set(['donor3@example.org']));
    expect(result).toEqual({ sent: 3, failed: 1 });
    expect(mostAtOnce).toBe(4);
    // A failed send's next send is enqueued with the outcomes: one transaction.
    expect(units).toEqual(['transaction']);
    expect(outcomeWrites).toHaveLength(1);
    const failed = outcomeWrites[0].find((o) => o.to === 'donor3@example.org');
    // Retried (its next send is enqueued with its outcome) one base delay later.
    expect(failed).toEqual({ to: 'donor3@example.org', state: 'retrying', attempts: 1, nextAttemptAt: new Date(at.getTime() + 1000) });
    expect(outcomeWrites[0].filter((o) => o.state === 'sent')).toHaveLength(3);
  });

  it('gives a message up after its last attempt (failed, for an administrator to retry)', async () => {
    const message = queued(7);
    message.markFailedAttempt('421 try again later', at, new RetryPolicy(1000, 60_000, 2));
    const { outcomeWrites } = await dispatch([message], new Set(['donor7@example.org']));
    expect(outcomeWrites[0]).toEqual([expect.objectContaining({ state: 'failed', attempts: 2 })]);
  });

  it('sends nothing that is no longer owed: one sent, or erased, since its send was scheduled', async () => {
    const sent = queued(1);
    sent.markSent(at);
    const erased = queued(2);
    erased.erase();
    const owed = queued(3);
    const { result, sentTo, units } = await dispatch([sent, erased, owed]);
    expect(sentTo).toEqual(['donor3@example.org']);
    // Every send went through: the outcomes are one statement, no transaction.
    expect(units).toEqual(['one statement']);
    expect(result).toEqual({ sent: 1, failed: 0 });
  });
});
