import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BusinessProfile } from '../../domain/business-profile.aggregate.js';
import { BusinessErrors } from '../../domain/business-profile.errors.js';
import type { BusinessProfileRepository } from '../../domain/business-profile.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class MikroOrmBusinessProfileRepository implements BusinessProfileRepository {
  constructor(private readonly em: EntityManager) {}

  findById(id: string): Promise<BusinessProfile | null> {
    return UUID.test(id) ? this.em.findOne(BusinessProfile, { id }) : Promise.resolve(null);
  }

  findByOwner(ownerId: string): Promise<BusinessProfile | null> {
    return this.em.findOne(BusinessProfile, { ownerId });
  }

  async save(profile: BusinessProfile): Promise<void> {
    this.em.persist(profile);
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw BusinessErrors.alreadyExists();
      throw error;
    }
  }
}
