import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/index.js';
import { BUSINESS_DIRECTORY_READS, BusinessDirectory } from './application/business-directory.js';
import { BusinessProfiles } from './application/business-profiles.js';
import { DIRECTORY_READ_MODEL } from './application/directory-queries.js';
import { FOUNDING_PROGRAMME_STORE, FoundingProgramme } from './application/founding-programme.js';
import { MEMBERSHIP_TIER_CATALOG } from './application/membership-tiers.js';
import { MEMBERSHIP_STORE, Memberships, SUBSCRIPTION_STARTER } from './application/memberships.js';
import { BUSINESS_PROFILE_REPOSITORY } from './domain/business-profile.repository.js';
import { BusinessProfilesController } from './adapters/http/business-profiles.controller.js';
import { MembershipsController } from './adapters/http/memberships.controller.js';
import { PaymentsSubscriptionStarter } from './adapters/payments/payments-subscription-starter.js';
import { BusinessProfileSchema } from './adapters/persistence/business-profile.schema.js';
import { MikroOrmBusinessProfileRepository } from './adapters/persistence/mikro-orm-business-profile.repository.js';
import { SqlBusinessDirectoryReads } from './adapters/persistence/sql-business-directory.reads.js';
import { SqlDirectoryReadModel } from './adapters/persistence/sql-directory.read-model.js';
import {
  SqlFoundingProgrammeStore,
  SqlMembershipStore,
  SqlMembershipTierCatalog,
} from './adapters/persistence/sql-membership.stores.js';

/** The business network: directory, business profiles, monthly tiers, founding members. */
@Module({
  imports: [MikroOrmModule.forFeature([BusinessProfileSchema]), PaymentsModule],
  controllers: [BusinessProfilesController, MembershipsController],
  providers: [
    { provide: BUSINESS_DIRECTORY_READS, useClass: SqlBusinessDirectoryReads },
    { provide: BUSINESS_PROFILE_REPOSITORY, useClass: MikroOrmBusinessProfileRepository },
    { provide: DIRECTORY_READ_MODEL, useClass: SqlDirectoryReadModel },
    { provide: MEMBERSHIP_TIER_CATALOG, useClass: SqlMembershipTierCatalog },
    { provide: MEMBERSHIP_STORE, useClass: SqlMembershipStore },
    { provide: FOUNDING_PROGRAMME_STORE, useClass: SqlFoundingProgrammeStore },
    { provide: SUBSCRIPTION_STARTER, useClass: PaymentsSubscriptionStarter },
    BusinessDirectory,
    BusinessProfiles,
    Memberships,
    FoundingProgramme,
  ],
  exports: [BusinessDirectory, BusinessProfiles, FoundingProgramme],
})
export class BusinessNetworkModule {}
