import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type ApplicationStatus,
  SponsorshipApplication,
  type SponsorshipApplicationRepository,
} from '../../domain/sponsorship-application.js';

@Injectable()
export class MikroOrmSponsorshipApplicationRepository implements SponsorshipApplicationRepository {
  constructor(private readonly em: EntityManager) {}

  async add(application: SponsorshipApplication): Promise<void> {
    this.em.persist(application);
    await this.em.flush();
  }

  findById(id: string): Promise<SponsorshipApplication | null> {
    return this.em.findOne(SponsorshipApplication, { id });
  }

  async save(application: SponsorshipApplication): Promise<void> {
    this.em.persist(application);
    await this.em.flush();
  }

  listByApplicant(applicantId: string): Promise<SponsorshipApplication[]> {
    return this.em.find(SponsorshipApplication, { applicantId }, { orderBy: { createdAt: 'desc' } });
  }

  list(filter: { status?: ApplicationStatus; limit: number; offset: number }): Promise<SponsorshipApplication[]> {
    return this.em.find(SponsorshipApplication, filter.status ? { status: filter.status } : {}, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: filter.limit,
      offset: filter.offset,
    });
  }

  async countByStatus(): Promise<Record<ApplicationStatus, number>> {
    const rows = await this.em.execute<{ status: ApplicationStatus; n: string }[]>(
      `SELECT status, count(*) AS n FROM sponsorship_application GROUP BY status`,
    );
    const counts: Record<ApplicationStatus, number> = { pending: 0, approved: 0, rejected: 0 };
    for (const row of rows) counts[row.status] = Number(row.n);
    return counts;
  }
}
