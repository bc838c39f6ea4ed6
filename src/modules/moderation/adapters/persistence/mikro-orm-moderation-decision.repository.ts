import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ModerationDecision } from '../../domain/moderation-decision.js';
import type { ModerationDecisionRepository } from '../../domain/moderation-decision.repository.js';

@Injectable()
export class MikroOrmModerationDecisionRepository implements ModerationDecisionRepository {
  constructor(private readonly em: EntityManager) {}

  async add(decision: ModerationDecision): Promise<void> {
    this.em.persist(decision);
    await this.em.flush();
  }
}
