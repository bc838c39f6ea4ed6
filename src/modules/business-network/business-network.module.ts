import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/index.js';
import { BusinessDirectory } from './application/business-directory.facade.js';
import { DIRECTORY_READ_MODEL } from './application/business-directory.read-model.js';
import { CancelMembership } from './application/cancel-membership.use-case.js';
import { EndPaidTierForFoundingMember } from './application/end-paid-tier-for-founding-member.use-case.js';
import { ClaimFoundingPlace } from './application/claim-founding-place.use-case.js';
import { CreateBusinessProfile } from './application/create-business-profile.use-case.js';
import { DirectoryQueries } from './application/directory.queries.js';
import { FOUNDING_PROGRAM_READ_MODEL, FoundingProgramQueries } from './application/founding-program.queries.js';
import { MEMBERSHIP_TIER_CATALOG } from './application/membership-tier-catalog.port.js';
import { MembershipQueries } from './application/membership.queries.js';
import { OnSubscriptionChanged } from './application/on-subscription-changed.handler.js';
import { OnAccountClosed } from './application/on-account-closed.handler.js';
import { SubscribeToTier } from './application/subscribe-to-tier.use-case.js';
import { SUBSCRIPTION_STARTER } from './application/subscription-starter.port.js';
import { UpdateBusinessProfile } from './application/update-business-profile.use-case.js';
import { BUSINESS_PROFILE_REPOSITORY } from './domain/business-profile.repository.js';
import { FOUNDING_PLACE_REPOSITORY } from './domain/founding-place.repository.js';
import { MEMBERSHIP_REPOSITORY } from './domain/membership.repository.js';
import { BusinessProfilesController } from './adapters/http/business-profiles.controller.js';
import { MembershipsController } from './adapters/http/memberships.controller.js';
import { PaymentsSubscriptionStarter } from './adapters/payments/payments-subscription-starter.js';
import { BusinessProfileSchema } from './adapters/persistence/business-profile.schema.js';
import { FoundingPlaceSchema } from './adapters/persistence/founding-place.schema.js';
import { MembershipSchema } from './adapters/persistence/membership.schema.js';
import { MikroOrmBusinessProfileRepository } from './adapters/persistence/mikro-orm-business-profile.repository.js';
import { MikroOrmFoundingPlaceRepository } from './adapters/persistence/mikro-orm-founding-place.repository.js';
import { MikroOrmMembershipRepository } from './adapters/persistence/mikro-orm-membership.repository.js';
import { SqlDirectoryReadModel } from './adapters/persistence/sql-directory.read-model.js';
import { SqlFoundingProgramReadModel } from './adapters/persistence/sql-founding-program.read-model.js';
import { SqlMembershipTierCatalog } from './adapters/persistence/sql-membership-tier.catalog.js';

/** The business network: directory, business profiles, monthly tiers, founding members. */
@Module({
  imports: [MikroOrmModule.forFeature([BusinessProfileSchema, MembershipSchema, FoundingPlaceSchema]), PaymentsModule],
  controllers: [BusinessProfilesController, MembershipsController],
  providers: [
    { provide: BUSINESS_PROFILE_REPOSITORY, useClass: MikroOrmBusinessProfileRepository },
    { provide: MEMBERSHIP_REPOSITORY, useClass: MikroOrmMembershipRepository },
    { provide: FOUNDING_PLACE_REPOSITORY, useClass: MikroOrmFoundingPlaceRepository },
    { provide: DIRECTORY_READ_MODEL, useClass: SqlDirectoryReadModel },
    { provide: FOUNDING_PROGRAM_READ_MODEL, useClass: SqlFoundingProgramReadModel },
    { provide: MEMBERSHIP_TIER_CATALOG, useClass: SqlMembershipTierCatalog },
    { provide: SUBSCRIPTION_STARTER, useClass: PaymentsSubscriptionStarter },
    BusinessDirectory,
    DirectoryQueries,
    CreateBusinessProfile,
    UpdateBusinessProfile,
    MembershipQueries,
    SubscribeToTier,
    CancelMembership,
    EndPaidTierForFoundingMember,
    OnSubscriptionChanged,
    OnAccountClosed,
    FoundingProgramQueries,
    ClaimFoundingPlace,
  ],
  exports: [BusinessDirectory, CreateBusinessProfile, ClaimFoundingPlace],
})
export class BusinessNetworkModule {}
