import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { BusinessDirectoryReads } from '../../application/business-directory.js';

@Injectable()
export class SqlBusinessDirectoryReads implements BusinessDirectoryReads {
  constructor(private readonly em: EntityManager) {}

  async countProfiles(): Promise<number> {
    const [row] = await this.em.execute<{ n: string }[]>(`SELECT count(*) AS n FROM business_profile`);
    return Number(row?.n ?? 0);
  }

  async countIndustries(): Promise<number> {
    const [row] = await this.em.execute<{ n: string }[]>(`SELECT count(DISTINCT industry) AS n FROM business_profile`);
    return Number(row?.n ?? 0);
  }
}
