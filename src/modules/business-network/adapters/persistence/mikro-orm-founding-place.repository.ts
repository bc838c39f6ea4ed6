import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { trackAggregate } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import type { FoundingPlace, FoundingProgramSnapshot } from '../../domain/founding-place.aggregate.js';
import type { FoundingPlaceRepository } from '../../domain/founding-place.repository.js';
import { FoundingPlaceRecord } from './founding-place.schema.js';

/** The program's lock: a transaction-scoped advisory lock, released when the unit of work ends. */
const PROGRAMME_LOCK = 748201772;

@Injectable()
export class MikroOrmFoundingPlaceRepository implements FoundingPlaceRepository {
  constructor(private readonly em: EntityManager) {}

  async programFor(userId: string): Promise<FoundingProgramSnapshot> {
    if (!this.em.isInTransaction()) throw new Error('A founding claim must run in a unit of work (it holds the program lock)');
    // Count and insert cannot interleave between claims: the 101st sees 100 and is refused.
    await this.em.execute(`SELECT pg_advisory_xact_lock(${PROGRAMME_LOCK})`);
    const [row] = await this.em.execute<{ taken: string; holds: boolean; has_profile: boolean }[]>(
      `SELECT count(*) AS taken, bool_or(user_id = ?) AS holds,
              EXISTS (SELECT 1 FROM business_profile WHERE owner_id = ?) AS has_profile
         FROM founding_member`,
      [userId, userId],
    );
    return {
      placesTaken: Number(row?.taken ?? 0),
      claimantHoldsPlace: row?.holds === true,
      claimantHasBusinessProfile: row?.has_profile === true,
    };
  }

  async save(place: FoundingPlace): Promise<void> {
    trackAggregate(place);
    await this.em.insert(FoundingPlaceRecord, place.toState());
  }
}
