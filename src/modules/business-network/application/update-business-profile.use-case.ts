import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import type { BusinessProfileChanges } from '../domain/business-profile.aggregate.js';
import { ProfileErrors } from '../domain/business-profile.errors.js';
import { BUSINESS_PROFILE_REPOSITORY, type BusinessProfileRepository } from '../domain/business-profile.repository.js';
import { type BusinessProfileView, DIRECTORY_READ_MODEL, type DirectoryReadModel } from './business-directory.read-model.js';

/** The owner changes their business profile: only the fields they send. */
@Injectable()
export class UpdateBusinessProfile {
  constructor(
    @Inject(BUSINESS_PROFILE_REPOSITORY) private readonly profiles: BusinessProfileRepository,
    @Inject(DIRECTORY_READ_MODEL) private readonly directory: DirectoryReadModel,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(id: string, by: string, changes: BusinessProfileChanges): Promise<BusinessProfileView> {
    return this.uow.run(async () => {
      const profile = await this.profiles.findById(id);
      if (!profile) throw ProfileErrors.notFound();
      profile.update(by, changes, this.clock.now());
      await this.profiles.save(profile);
      const view = await this.directory.findById(id);
      if (!view) throw ProfileErrors.notFound();
      return view;
    });
  }
}
