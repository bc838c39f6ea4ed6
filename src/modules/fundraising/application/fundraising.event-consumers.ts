import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { INTEGRATION_EVENT_SUBSCRIBER, type IntegrationEventSubscriber } from '../../../shared-kernel/application.js';
import { Money } from '../../../shared-kernel/domain.js';
import { ApplyModerationDecision } from './apply-moderation-decision.use-case.js';
import { CampaignUpdates } from './campaign-updates.use-case.js';
import { DeleteCampaign } from './delete-campaign.use-case.js';
import { CreditCampaign } from './credit-campaign.use-case.js';

/**
 * What fundraising does when other contexts report: moderators' decisions take effect on the
 * campaign, started gifts mark it as holding money in flight, completed gifts are credited. Each consumer runs once per message (its processed key).
 */
@Injectable()
export class FundraisingEventConsumers implements OnModuleInit {
  constructor(
    @Inject(INTEGRATION_EVENT_SUBSCRIBER) private readonly subscriber: IntegrationEventSubscriber,
    private readonly decisions: ApplyModerationDecision,
    private readonly credit: CreditCampaign,
    private readonly deletion: DeleteCampaign,
    private readonly updates: CampaignUpdates,
  ) {}

  onModuleInit(): void {
    const { subscriber } = this;
    subscriber.subscribe('moderation.campaign-approved.v1', 'fundraising.apply-approval', ({ payload }) =>
      this.decisions.execute({ verdict: 'approve', campaignId: payload.campaignId, by: payload.decidedBy, at: new Date(payload.decidedAt), reason: payload.reason }),
    );
    subscriber.subscribe('moderation.campaign-rejected.v1', 'fundraising.apply-rejection', ({ payload }) =>
      this.decisions.execute({ verdict: 'reject', campaignId: payload.campaignId, by: payload.decidedBy, at: new Date(payload.decidedAt), reason: payload.reason }),
    );
    subscriber.subscribe('moderation.campaign-removed.v1', 'fundraising.apply-removal', ({ payload }) =>
      this.decisions.execute({ verdict: 'remove', campaignId: payload.campaignId, by: payload.decidedBy, at: new Date(payload.decidedAt), reason: payload.reason }),
    );
    subscriber.subscribe('moderation.campaign-revision-approved.v1', 'fundraising.apply-revision-approval', ({ payload }) =>
      this.decisions.execute({ verdict: 'approve-revision', campaignId: payload.campaignId, by: payload.decidedBy, at: new Date(payload.decidedAt), reason: payload.reason, revisionSubmittedAt: revisionOf(payload) }),
    );
    subscriber.subscribe('moderation.campaign-revision-rejected.v1', 'fundraising.apply-revision-rejection', ({ payload }) =>
      this.decisions.execute({ verdict: 'reject-revision', campaignId: payload.campaignId, by: payload.decidedBy, at: new Date(payload.decidedAt), reason: payload.reason, revisionSubmittedAt: revisionOf(payload) }),
    );
    // A moderator's review of an organizer's update: approved, it is public (and its donors are told); rejected, it is not.
    subscriber.subscribe('moderation.campaign-update-approved.v1', 'fundraising.apply-update-approval', ({ payload }) =>
      this.updates.applyDecision({ updateId: payload.updateId, verdict: 'approve', by: payload.decidedBy, at: new Date(payload.decidedAt), reason: null }),
    );
    subscriber.subscribe('moderation.campaign-update-rejected.v1', 'fundraising.apply-update-rejection', ({ payload }) =>
      this.updates.applyDecision({ updateId: payload.updateId, verdict: 'reject', by: payload.decidedBy, at: new Date(payload.decidedAt), reason: payload.reason }),
    );
    // A started gift may still be paid: from then on taking the campaign down archives it (never deletes it).
    // One statement claims the message and notes it (only the first gift changes anything): no transaction.
    subscriber.subscribe(
      'payments.donation-started.v1',
      'fundraising.note-donation-started',
      ({ payload }) => this.credit.noteStarted(payload.campaignId, new Date(payload.startedAt)),
      { delivery: 'at-once-in-one-statement' },
    );
    // One statement claims the message and credits the gift (no transaction of its own per gift).
    subscriber.subscribe(
      'payments.donation-completed.v1',
      'fundraising.credit-campaign',
      ({ payload }) => this.credit.execute(payload.campaignId, Money.ofCents(payload.giftCents), new Date(payload.completedAt)),
      { delivery: 'at-once-in-one-statement' },
    );
    // A closed account's campaigns are taken down: archived when they hold gifts, deleted otherwise.
    subscriber.subscribe('identity.account-closed.v1', 'fundraising.take-down-closed-account-campaigns', ({ payload }) =>
      this.deletion.removeAllOf(payload.userId),
    );
    // A refunded gift leaves its campaign's total and donor count (once per message).
    subscriber.subscribe('payments.donation-refunded.v1', 'fundraising.debit-refunded-gift', ({ payload }) =>
      this.credit.refund(payload.campaignId, Money.ofCents(payload.amountCents)),
    );
  }
}

/** The edit a decision was made on (messages from before this field existed decide whatever edit is waiting). */
function revisionOf(payload: { revisionSubmittedAt?: string | null }): Date | null {
  return payload.revisionSubmittedAt ? new Date(payload.revisionSubmittedAt) : null;
}
