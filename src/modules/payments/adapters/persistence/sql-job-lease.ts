import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { JobLease } from '../../application/job-lease.port.js';

/** Leases in payment_job_lease: one statement takes a free or expired lease, or renews one's own. */
@Injectable()
export class SqlJobLease implements JobLease {
  constructor(private readonly em: EntityManager) {}

  async acquire(name: string, holder: string, ms: number): Promise<boolean> {
    const rows = await this.em.fork().execute<{ holder: string }[]>(
      `INSERT INTO payment_job_lease (name, holder, expires_at) VALUES (?, ?, now() + make_interval(secs => ?))
       ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
        WHERE payment_job_lease.expires_at <= now() OR payment_job_lease.holder = excluded.holder
       RETURNING holder`,
      [name, holder, ms / 1000],
    );
    return rows.length === 1;
  }
}
