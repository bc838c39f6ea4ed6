import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared-kernel/application.js';
import { CLOCK, type Clock } from '../../../shared-kernel/domain.js';
import { SponsorshipApplication, type SubmitApplication } from '../domain/sponsorship-application.aggregate.js';
import { ApplicationErrors } from '../domain/sponsorship-application.errors.js';
import {
  SPONSORSHIP_APPLICATION_REPOSITORY,
  type SponsorshipApplicationRepository,
} from '../domain/sponsorship-application.repository.js';
import { type SponsorshipApplicationView, toApplicationView } from './sponsorship-application.read-model.js';

/**
 * A member applies for sponsorship; moderation hears of it (creator-hub.sponsorship-applied.v1). One
 * application per member and platform profile waits for review at a time (409 for a second, however
 * many arrive at once).
 */
@Injectable()
export class SubmitSponsorshipApplication {
  constructor(
    @Inject(SPONSORSHIP_APPLICATION_REPOSITORY) private readonly applications: SponsorshipApplicationRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(command: SubmitApplication): Promise<SponsorshipApplicationView> {
    return this.uow.run(async () => {
      const application = SponsorshipApplication.submit(command, this.clock.now());
      const pending = await this.applications.pendingOfApplicantLocked(application.applicantId);
      if (pending.some((other) => application.sharesAProfileWith(other))) throw ApplicationErrors.duplicatePending();
      await this.applications.save(application);
      return toApplicationView(application.toState());
    });
  }
}
