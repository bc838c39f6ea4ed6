import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { UnitOfWork } from '../../application/unit-of-work.js';
import { OutboxRelay } from '../outbox/outbox.relay.js';

/** One PostgreSQL transaction per unit of work; the relay is woken when it commits. */
@Injectable()
export class MikroOrmUnitOfWork implements UnitOfWork {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.em.isInTransaction()) return work(); // joins the outer unit of work
    const result = await this.em.transactional(() => work());
    this.relay.kick();
    return result;
  }
}
