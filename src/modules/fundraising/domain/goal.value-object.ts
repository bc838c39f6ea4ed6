import { Money } from '../../../shared-kernel/domain.js';
import { CampaignErrors } from './campaign.errors.js';

/** How much a campaign asks for: more than nothing, at most $10,000,000. */
export class Goal {
  static readonly MAX = Money.ofCents(10_000_000_00);

  private constructor(readonly amount: Money) {}

  static of(amount: Money): Goal {
    if (!amount.isPositive()) throw CampaignErrors.invalidGoal();
    if (amount.cents > Goal.MAX.cents) throw CampaignErrors.goalTooLarge();
    return new Goal(amount);
  }

  get cents(): number {
    return this.amount.cents;
  }
}
