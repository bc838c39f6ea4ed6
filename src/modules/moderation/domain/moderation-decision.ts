import { newId } from '../../../shared-kernel/domain.js';

export const DECISION_ACTIONS = [
  'campaign.approved',
  'campaign.rejected',
  'campaign.deleted',
  'sponsorship.approved',
  'sponsorship.rejected',
  'user.admin-granted',
  'user.admin-revoked',
] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

/** One administrator decision, kept for the audit trail: who decided what about which item, when. */
export class ModerationDecision {
  id: string;
  adminId: string;
  action: DecisionAction;
  subjectType: 'campaign' | 'sponsorship_application' | 'user';
  subjectId: string;
  subjectLabel: string;
  decidedAt: Date;

  static record(props: Omit<ModerationDecision, 'id' | 'decidedAt'>, now: Date): ModerationDecision {
    return Object.assign(new ModerationDecision(), { ...props, id: newId(), decidedAt: now });
  }
}
