import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type {
  ApplicationCounts,
  ApplicationStatus,
  SponsorshipApplicationReadModel,
  SponsorshipApplicationView,
} from '../../application/sponsorship-application.read-model.js';
import { toApplicationView } from '../../application/sponsorship-application.read-model.js';
import { SponsorshipApplicationMapper as Mapper } from './sponsorship-application.mapper.js';
import { SponsorshipApplicationRecord } from './sponsorship-application.schema.js';

@Injectable()
export class MikroOrmSponsorshipApplicationReadModel implements SponsorshipApplicationReadModel {
  constructor(private readonly em: EntityManager) {}

  async listByApplicant(applicantId: string): Promise<SponsorshipApplicationView[]> {
    const records = await this.em.find(
      SponsorshipApplicationRecord,
      { applicantId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, disableIdentityMap: true },
    );
    return records.map((r) => toApplicationView(Mapper.toState(r)));
  }

  async list(filter: { status?: ApplicationStatus; limit: number; offset: number }): Promise<SponsorshipApplicationView[]> {
    const records = await this.em.find(SponsorshipApplicationRecord, filter.status ? { status: filter.status } : {}, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: filter.limit,
      offset: filter.offset,
      disableIdentityMap: true,
    });
    return records.map((r) => toApplicationView(Mapper.toState(r)));
  }

  async countByStatus(): Promise<ApplicationCounts> {
    const rows = await this.em.execute<{ status: ApplicationStatus; n: string }[]>(
      `SELECT status, count(*) AS n FROM sponsorship_application GROUP BY status`,
    );
    const counts: ApplicationCounts = { pending: 0, approved: 0, rejected: 0 };
    for (const row of rows) counts[row.status] = Number(row.n);
    return counts;
  }
}
