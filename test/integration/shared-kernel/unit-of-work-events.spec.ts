import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../src/shared-kernel/application/unit-of-work.js';
import { AggregateRoot } from '../../../src/shared-kernel/domain/aggregate-root.js';
import type { DomainEvent } from '../../../src/shared-kernel/domain/domain-event.js';
import { DomainEventDispatcher } from '../../../src/shared-kernel/infrastructure/events/domain-event-dispatcher.js';
import { trackAggregate } from '../../../src/shared-kernel/infrastructure/events/unit-scope.js';
import { OutboxRelay } from '../../../src/shared-kernel/infrastructure/outbox/outbox.relay.js';
import { eventually } from '../../support/eventually.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

class Greeted implements DomainEvent {
  constructor(
    readonly name: string,
    readonly occurredAt: Date,
  ) {}
}
class Replied implements DomainEvent {
  constructor(
    readonly name: string,
    readonly occurredAt: Date,
  ) {}
}

class Answered implements DomainEvent {
  constructor(
    readonly name: string,
    readonly occurredAt: Date,
  ) {}
}

/** A tiny aggregate: greeting records an event, as every aggregate of the product does. */
class Greeter extends AggregateRoot<Greeted | Replied | Answered> {
  answer(name: string): void {
    this.record(new Answered(name, new Date()));
  }
  greet(name: string): void {
    this.record(new Greeted(name, new Date()));
  }
  reply(name: string): void {
    this.record(new Replied(name, new Date()));
  }
}

/**
 * The unit of work takes the events of the aggregates saved in it: in-transaction handlers and the
 * integration events they map to commit with the change or not at all; after-commit handlers see only
 * committed work; a handler that saves another aggregate has its events handled too.
 */
describe('unit of work and domain events', () => {
  let t: TestApp;
  const committed: string[] = [];
  /** For each consumer's after-commit handler: was the consumer's write visible from another connection? */
  /** Per answered name: whether its after-commit handler saw the consumer's write from another connection. */
  const seenAfterCommit = new Map<string, boolean>();

  beforeAll(async () => {
    t = await startTestApp({ config: { outboxPollMs: 0 } });
    const em = t.app.get(EntityManager);
    await em.fork().execute(`CREATE TABLE test_greeting (name text NOT NULL)`);
    const routes = t.app.get(DomainEventDispatcher);
    routes.onCommitting(Greeted, async (e) => {
      await em.execute(`INSERT INTO test_greeting (name) VALUES (?)`, [e.name]);
      const replier = new Greeter();
      replier.reply(`re: ${e.name}`);
      trackAggregate(replier); // a handler saving another aggregate of its context
    });
    routes.onCommitted(Replied, (e) => committed.push(e.name));
    // A consumer of the integration event, delivered by the poller: its own unit writes and records Answered;
    // Answered's after-commit handler looks for that write from another connection.
    t.app.get(OutboxRelay).subscribe('identity.user-registered.v1', 'test.answer', async (event) => {
      await em.execute(`INSERT INTO test_greeting (name) VALUES (?)`, [`answered ${event.payload.username}`]);
      const answerer = new Greeter();
      answerer.answer(event.payload.username);
      trackAggregate(answerer);
    });
    routes.onCommitted(Answered, (e) => {
      void em
        .fork()
        .execute<unknown[]>(`SELECT 1 FROM test_greeting WHERE name = ?`, [`answered ${e.name}`])
        .then((rows) => seenAfterCommit.set(e.name, rows.length === 1));
    });
    routes.publishAs(Greeted, 'identity.user-registered.v1', (e) => ({
      userId: '00000000-0000-4000-8000-000000000000',
      username: e.name,
      email: `${e.name}@example.org`,
      firstName: null,
      lastName: null,
      registeredAt: e.occurredAt.toISOString(),
    }));
  });

  afterAll(async () => {
    await t.close();
  });

  const outbox = (name: string) =>
    t.app.get(EntityManager).fork().execute<unknown[]>(`SELECT id FROM outbox_message WHERE payload->>'username' = ?`, [name]);
  const greetings = (name: string) =>
    t.app.get(EntityManager).fork().execute<unknown[]>(`SELECT name FROM test_greeting WHERE name = ?`, [name]);

  it('commits the change, the handlers’ writes and the mapped integration event together; after-commit handlers run once', async () => {
    await t.inContext(() =>
      t.app.get<UnitOfWork>(UNIT_OF_WORK).run(async () => {
        const greeter = new Greeter();
        greeter.greet('ruth');
        trackAggregate(greeter);
      }),
    );
    expect(await greetings('ruth')).toHaveLength(1);
    expect(await outbox('ruth')).toHaveLength(1);
    expect(committed).toEqual(['re: ruth']);
  });

  it('a failing unit leaves nothing behind: no handler writes, no outbox message, no after-commit handler', async () => {
    await expect(
      t.inContext(() =>
        t.app.get<UnitOfWork>(UNIT_OF_WORK).run(async () => {
          const greeter = new Greeter();
          greeter.greet('naomi');
          trackAggregate(greeter);
          throw new Error('the change was refused');
        }),
      ),
    ).rejects.toThrow('the change was refused');
    expect(await greetings('naomi')).toHaveLength(0);
    expect(await outbox('naomi')).toHaveLength(0);
    expect(committed).not.toContain('re: naomi');
  });

  it("a consumer delivered by the poller commits in a transaction of its own: its after-commit handlers see its writes from any connection", async () => {
    await t.inContext(() =>
      t.app.get<UnitOfWork>(UNIT_OF_WORK).run(async () => {
        for (const name of ['boaz', 'jesse']) {
          const greeter = new Greeter();
          greeter.greet(name);
          trackAggregate(greeter);
        }
      }),
    );
    await t.app.get(OutboxRelay).drain(); // the poller's path: a claim transaction around the batch
    const seen = () => ['boaz', 'jesse'].map((name) => seenAfterCommit.get(name));
    await eventually(async () => seen(), (values) => values.every((value) => value !== undefined), 5_000);
    expect(seen()).toEqual([true, true]);
  });

  it('an aggregate saved outside a unit of work is a programming error, not a silent loss of its events', () => {
    const greeter = new Greeter();
    greeter.greet('orpah');
    expect(() => trackAggregate(greeter)).toThrow('Greeter saved outside a unit of work');
  });
});
