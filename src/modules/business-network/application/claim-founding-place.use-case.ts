import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { FoundingPlace } from '../domain/founding-place.aggregate.js';
import { FOUNDING_PLACE_REPOSITORY, type FoundingPlaceRepository } from '../domain/founding-place.repository.js';

/** Takes one of the 100 free lifetime founding places: one per member, never more than 100 however many claim at once. */
@Injectable()
export class ClaimFoundingPlace {
  constructor(
    @Inject(FOUNDING_PLACE_REPOSITORY) private readonly places: FoundingPlaceRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(userId: string): Promise<{ seat: number }> {
    return this.uow.run(async () => {
      const programme = await this.places.programmeFor(userId); // locked until this unit commits
      const place = FoundingPlace.claim(userId, programme, this.clock.now());
      await this.places.save(place);
      return { seat: place.seat };
    });
  }
}
