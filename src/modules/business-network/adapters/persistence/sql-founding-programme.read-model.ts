import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FoundingProgrammeReadModel } from '../../application/founding-programme.queries.js';

@Injectable()
export class SqlFoundingProgrammeReadModel implements FoundingProgrammeReadModel {
  constructor(private readonly em: EntityManager) {}

  async placesTaken(): Promise<number> {
    const [row] = await this.em.execute<{ n: string }[]>(`SELECT count(*) AS n FROM founding_member`);
    return Number(row?.n ?? 0);
  }

  async holdsPlace(userId: string): Promise<boolean> {
    return (await this.em.execute(`SELECT 1 FROM founding_member WHERE user_id = ?`, [userId])).length > 0;
  }
}
