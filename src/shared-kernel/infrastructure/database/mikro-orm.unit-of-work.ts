import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { UnitOfWork } from '../../application/unit-of-work.js';
import { OutboxRelay } from '../outbox/outbox.relay.js';
import { publishedInUnit } from '../outbox/published-in-unit.js';

/**
 * One PostgreSQL transaction per unit of work. After it commits, the integration events it
 * published are delivered at once, before the caller answers, so whoever made a change reads
 * its effects in other contexts straight away (a gift shows on its campaign). Delivery is still
 * the outbox's: idempotent, and retried by the poller if it fails here.
 */
@Injectable()
export class MikroOrmUnitOfWork implements UnitOfWork {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.em.isInTransaction()) return work(); // joins the outer unit of work
    const published: string[] = [];
    const result = await publishedInUnit.run(published, () => this.em.transactional(() => work()));
    if (published.length > 0) await this.relay.deliverNow(published);
    return result;
  }
}
