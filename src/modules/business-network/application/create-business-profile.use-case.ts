import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { BusinessProfile, type BusinessProfileDetails } from '../domain/business-profile.aggregate.js';
import { ProfileErrors } from '../domain/business-profile.errors.js';
import { BUSINESS_PROFILE_REPOSITORY, type BusinessProfileRepository } from '../domain/business-profile.repository.js';
import { type BusinessProfileView, DIRECTORY_READ_MODEL, type DirectoryReadModel } from './business-directory.read-model.js';

/** A member lists their business: one profile per member. */
@Injectable()
export class CreateBusinessProfile {
  constructor(
    @Inject(BUSINESS_PROFILE_REPOSITORY) private readonly profiles: BusinessProfileRepository,
    @Inject(DIRECTORY_READ_MODEL) private readonly directory: DirectoryReadModel,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(ownerId: string, details: BusinessProfileDetails): Promise<BusinessProfileView> {
    return this.uow.run(async () => {
      if (await this.profiles.findByOwner(ownerId)) throw ProfileErrors.alreadyExists();
      const profile = BusinessProfile.create(ownerId, details, this.clock.now());
      await this.profiles.save(profile);
      return this.listed(profile.id);
    });
  }

  private async listed(id: string): Promise<BusinessProfileView> {
    const view = await this.directory.findById(id);
    if (!view) throw ProfileErrors.notFound();
    return view;
  }
}
