import type { ModerationDecision } from './moderation-decision.js';

export interface ModerationDecisionRepository {
  add(decision: ModerationDecision): Promise<void>;
}
export const MODERATION_DECISION_REPOSITORY = Symbol('ModerationDecisionRepository');
