import { DomainError, Money } from '../../../shared-kernel/domain.js';

/** One fund's part of a gift to an organization. */
export interface FundPart {
  readonly fundId: string;
  readonly cents: number;
}

/** The smallest part a fund may be given: as for any gift, below it the provider's fee would eat it. */
const MIN_PART = Money.ofCents(1_00);

export const FundAllocationErrors = {
  none: () => DomainError.validation('allocations', 'Choose at least one fund and an amount for it.'),
  repeated: () => DomainError.validation('allocations', 'Each fund can be given to once in a gift: add its amounts together.'),
  tooSmall: () => DomainError.validation('allocations', "Each fund's part must be at least $1.00."),
  notOurs: () => DomainError.validation('allocations', 'That fund is not one of this organization’s funds.'),
  archived: (name: string) => DomainError.validation('allocations', `The fund “${name}” is archived and no longer receives gifts.`),
  amountDisagrees: (sum: Money, tip: Money) =>
    DomainError.validation('amount', `The amount does not match the funds’ parts: they add up to ${sum.format()}${tip.isPositive() ? ` (${sum.plus(tip).format()} with the tip)` : ''}.`),
};

/**
 * How one gift to an organization is split across its funds, in the donor's order: at least one fund,
 * each once, each part at least $1.00. Which funds may be given to is the organization's (the use case
 * checks them against its active funds).
 */
export class FundAllocations {
  private constructor(readonly parts: readonly FundPart[]) {}

  static of(parts: readonly { fundId: string; amount: Money }[]): FundAllocations {
    if (parts.length === 0) throw FundAllocationErrors.none();
    const seen = new Set<string>();
    for (const part of parts) {
      if (seen.has(part.fundId)) throw FundAllocationErrors.repeated();
      seen.add(part.fundId);
      if (part.amount.cents < MIN_PART.cents) throw FundAllocationErrors.tooSmall();
    }
    return new FundAllocations(parts.map((p) => ({ fundId: p.fundId, cents: p.amount.cents })));
  }

  /** What the funds receive together: the gift. */
  get total(): Money {
    return Money.ofCents(this.parts.reduce((sum, p) => sum + p.cents, 0));
  }
}
