import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FoundingProgramReadModel } from '../../application/founding-program.queries.js';

@Injectable()
export class SqlFoundingProgramReadModel implements FoundingProgramReadModel {
  constructor(private readonly em: EntityManager) {}

  async placesTaken(): Promise<number> {
    const [row] = await this.em.execute<{ n: string }[]>(`SELECT count(*) AS n FROM founding_member`);
    return Number(row?.n ?? 0);
  }

  async holdsPlace(userId: string): Promise<boolean> {
    return (await this.em.execute(`SELECT 1 FROM founding_member WHERE user_id = ?`, [userId])).length > 0;
  }
}
