import { Injectable } from '@nestjs/common';
import type { UnitOfWork } from '../../application/unit-of-work.js';
import { unitScope } from '../events/unit-scope.js';
import { OutboxRelay } from '../outbox/outbox.relay.js';
import { TransactionRunner } from './transaction-runner.js';

/**
 * A request's unit of work: one transaction (see TransactionRunner). After it commits, the
 * integration events it published are delivered at once to their consumers, before the caller
 * answers, so whoever made a change reads its effects in other contexts straight away (a gift shows
 * on its campaign); background consumers (emails) are left to the relay's poller, woken at once.
 * Delivery is still the outbox's: idempotent, and retried by the poller if it fails here.
 */
@Injectable()
export class MikroOrmUnitOfWork implements UnitOfWork {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly relay: OutboxRelay,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (unitScope.current()) return work(); // joins the outer unit of work
    const { result, scope } = await this.transactions.run(work);
    if (scope.published.length > 0) await this.relay.deliverNow(scope.published);
    return result;
  }

  async runAsOneStatement<T>(work: () => Promise<T>): Promise<T> {
    if (unitScope.current()) return work(); // joins the outer unit of work
    const { result, scope } = await this.transactions.runOneStatement(work);
    if (scope.published.length > 0) await this.relay.deliverNow(scope.published);
    return result;
  }
}
