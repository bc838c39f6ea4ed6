import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { FoundingPlace } from '../domain/founding-place.aggregate.js';
import { FOUNDING_PLACE_REPOSITORY, type FoundingPlaceRepository } from '../domain/founding-place.repository.js';
import { EndPaidTierForFoundingMember, type PaidTierEnding } from './end-paid-tier-for-founding-member.use-case.js';

/** Takes one of the 100 free lifetime founding places: one per member, never more than 100 however many claim at once. */
@Injectable()
export class ClaimFoundingPlace {
  constructor(
    @Inject(FOUNDING_PLACE_REPOSITORY) private readonly places: FoundingPlaceRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly endPaidTier: EndPaidTierForFoundingMember,
  ) {}

  /** A paid tier the member held stops renewing (founding is free for life): `paidTierEnding` says which and when. */
  async execute(userId: string): Promise<{ seat: number; paidTierEnding: PaidTierEnding | null }> {
    const { seat } = await this.claim(userId);
    return { seat, paidTierEnding: await this.endPaidTier.execute(userId) };
  }

  private claim(userId: string): Promise<{ seat: number }> {
    return this.uow.run(async () => {
      const program = await this.places.programFor(userId); // locked until this unit commits
      const place = FoundingPlace.claim(userId, program, this.clock.now());
      await this.places.save(place);
      return { seat: place.seat };
    });
  }
}
