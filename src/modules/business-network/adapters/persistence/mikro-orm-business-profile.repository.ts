import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { trackAggregate } from '../../../../shared-kernel/infrastructure/events/unit-scope.js';
import type { BusinessProfile } from '../../domain/business-profile.aggregate.js';
import { ProfileErrors } from '../../domain/business-profile.errors.js';
import type { BusinessProfileRepository } from '../../domain/business-profile.repository.js';
import { BusinessProfileMapper as Mapper } from './business-profile.mapper.js';
import { BusinessProfileRecord } from './business-profile.schema.js';

@Injectable()
export class MikroOrmBusinessProfileRepository implements BusinessProfileRepository {
  constructor(private readonly em: EntityManager) {}

  async findById(id: string): Promise<BusinessProfile | null> {
    const record = await this.em.findOne(BusinessProfileRecord, { id }, { disableIdentityMap: true });
    return record ? Mapper.toDomain(record) : null;
  }

  async findByOwner(ownerId: string): Promise<BusinessProfile | null> {
    const record = await this.em.findOne(BusinessProfileRecord, { ownerId }, { disableIdentityMap: true });
    return record ? Mapper.toDomain(record) : null;
  }

  async removeOfOwner(ownerId: string): Promise<void> {
    await this.em.execute(`DELETE FROM business_profile WHERE owner_id = ?`, [ownerId]);
  }

  /** One INSERT ... ON CONFLICT (id) DO UPDATE; the owner and creation time never change. */
  async save(profile: BusinessProfile): Promise<void> {
    trackAggregate(profile);
    try {
      await this.em.upsert(BusinessProfileRecord, Mapper.toRecord(profile), {
        onConflictFields: ['id'],
        onConflictExcludeFields: ['ownerId', 'createdAt'],
        disableIdentityMap: true,
      });
    } catch (error) {
      // Two first profiles of one member at once: the unique owner key lets one through.
      if (error instanceof UniqueConstraintViolationException) throw ProfileErrors.alreadyExists();
      throw error;
    }
  }
}
