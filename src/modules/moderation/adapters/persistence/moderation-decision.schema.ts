import { EntitySchema } from '@mikro-orm/core';
import { ModerationDecision } from '../../domain/moderation-decision.js';

export const ModerationDecisionSchema = new EntitySchema<ModerationDecision>({
  class: ModerationDecision,
  tableName: 'moderation_decision',
  properties: {
    id: { type: 'uuid', primary: true },
    adminId: { type: 'uuid' },
    action: { type: 'text' },
    subjectType: { type: 'text' },
    subjectId: { type: 'uuid' },
    subjectLabel: { type: 'text' },
    decidedAt: { type: 'Date' },
  } as never,
});
