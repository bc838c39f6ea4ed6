import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { BusinessProfile, type BusinessProfileFields } from '../domain/business-profile.aggregate.js';
import { BusinessErrors } from '../domain/business-profile.errors.js';
import { BUSINESS_PROFILE_REPOSITORY, type BusinessProfileRepository } from '../domain/business-profile.repository.js';

/** Members create their one business profile and edit it. */
@Injectable()
export class BusinessProfiles {
  constructor(
    @Inject(BUSINESS_PROFILE_REPOSITORY) private readonly profiles: BusinessProfileRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  create(ownerId: string, fields: BusinessProfileFields): Promise<BusinessProfile> {
    return this.uow.run(async () => {
      if (await this.profiles.findByOwner(ownerId)) throw BusinessErrors.alreadyExists();
      const profile = BusinessProfile.create(ownerId, fields, this.clock.now());
      await this.profiles.save(profile);
      return profile;
    });
  }

  update(id: string, by: string, fields: BusinessProfileFields): Promise<BusinessProfile> {
    return this.uow.run(async () => {
      const profile = await this.profiles.findById(id);
      if (!profile) throw BusinessErrors.notFound();
      profile.update(by, fields, this.clock.now());
      await this.profiles.save(profile);
      return profile;
    });
  }
}
