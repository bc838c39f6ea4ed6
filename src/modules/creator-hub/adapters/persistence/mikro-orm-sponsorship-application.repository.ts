import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { trackAggregate } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import type { SponsorshipApplication } from '../../domain/sponsorship-application.aggregate.js';
import { ApplicationErrors } from '../../domain/sponsorship-application.errors.js';
import type { SponsorshipApplicationRepository } from '../../domain/sponsorship-application.repository.js';
import { SponsorshipApplicationMapper as Mapper } from './sponsorship-application.mapper.js';
import { SponsorshipApplicationRecord } from './sponsorship-application.schema.js';

@Injectable()
export class MikroOrmSponsorshipApplicationRepository implements SponsorshipApplicationRepository {
  constructor(private readonly em: EntityManager) {}

  async findById(id: string): Promise<SponsorshipApplication | null> {
    const record = await this.em.findOne(SponsorshipApplicationRecord, { id }, { disableIdentityMap: true });
    return record ? Mapper.toDomain(record) : null;
  }

  async pendingOfApplicantLocked(applicantId: string): Promise<SponsorshipApplication[]> {
    await this.em.execute(`SELECT pg_advisory_xact_lock(hashtext('sponsorship-application'), hashtext(?))`, [applicantId]);
    const records = await this.em.find(SponsorshipApplicationRecord, { applicantId, status: 'pending' }, { disableIdentityMap: true });
    return records.map((record) => Mapper.toDomain(record));
  }

  /**
   * A pending application is inserted once; a decision is one conditional UPDATE that only a
   * still-pending row accepts, so two moderators deciding at once cannot both succeed.
   */
  async save(application: SponsorshipApplication): Promise<void> {
    trackAggregate(application);
    const record = Mapper.toRecord(application);
    if (record.status === 'pending') {
      await this.em.insert(SponsorshipApplicationRecord, record);
      return;
    }
    const decided = await this.em.nativeUpdate(
      SponsorshipApplicationRecord,
      { id: record.id, status: 'pending' },
      { status: record.status, reviewedBy: record.reviewedBy, reviewedAt: record.reviewedAt },
    );
    if (decided === 0) {
      const current = await this.em.findOne(SponsorshipApplicationRecord, { id: record.id }, { disableIdentityMap: true });
      throw current ? ApplicationErrors.alreadyDecided(current.status) : ApplicationErrors.notFound();
    }
  }
}
