import type { MigrationObject } from '@mikro-orm/core';
import { SharedKernelMigration20261122000000 } from './shared-kernel/infrastructure/database/migrations/20261122000000-shared-kernel.migration.js';
import { OutboxDeadLettersMigration20261125000000 } from './shared-kernel/infrastructure/database/migrations/20261125000000-outbox-dead-letters.migration.js';
import { IdentityMigration20261122000100 } from './modules/identity/adapters/persistence/migrations/20261122000100-identity.migration.js';
import { IdentityAttemptCountersMigration20261123000100 } from './modules/identity/adapters/persistence/migrations/20261123000100-identity-attempt-counters.migration.js';
import { IdentityAdminSearchMigration20261122000800 } from './modules/identity/adapters/persistence/migrations/20261122000800-identity-admin-search.migration.js';
import { BusinessNetworkMigration20261122000300 } from './modules/business-network/adapters/persistence/migrations/20261122000300-business-network.migration.js';
import { MembershipMigration20261122000600 } from './modules/business-network/adapters/persistence/migrations/20261122000600-membership.migration.js';
import { BusinessProfileTierFromMembershipMigration20261124000300 } from './modules/business-network/adapters/persistence/migrations/20261124000300-business-profile-tier-from-membership.migration.js';
import { CampaignDonationsStartedMigration20261125000300 } from './modules/fundraising/adapters/persistence/migrations/20261125000300-campaign-donations-started.migration.js';
import { FundraisingMigration20261122000200 } from './modules/fundraising/adapters/persistence/migrations/20261122000200-fundraising.migration.js';
import { CampaignArchiveAndRevisionMigration20261125000100 } from './modules/fundraising/adapters/persistence/migrations/20261125000100-campaign-archive-and-revision.migration.js';
import { ModerationMigration20261122000400 } from './modules/moderation/adapters/persistence/migrations/20261122000400-moderation.migration.js';
import { ReviewCasesMigration20261124000900 } from './modules/moderation/adapters/persistence/migrations/20261124000900-review-cases.migration.js';
import { ReviewCaseRevisionMigration20261125000200 } from './modules/moderation/adapters/persistence/migrations/20261125000200-review-case-revision.migration.js';
import { CreatorHubMigration20261122000700 } from './modules/creator-hub/adapters/persistence/migrations/20261122000700-creator-hub.migration.js';
import { PaymentsMigration20261122000500 } from './modules/payments/adapters/persistence/migrations/20261122000500-payments.migration.js';
import { PaymentsLedgerMigration20261126000100 } from './modules/payments/adapters/persistence/migrations/20261126000100-payments-ledger.migration.js';
import { DonationRefundsMigration20261126000200 } from './modules/payments/adapters/persistence/migrations/20261126000200-donation-refunds.migration.js';
import { PaymentSweepLeaseMigration20261124001200 } from './modules/payments/adapters/persistence/migrations/20261124001200-payment-sweep-lease.migration.js';
import { TierFeaturesAsBuiltMigration20261127000100 } from './modules/business-network/adapters/persistence/migrations/20261127000100-tier-features-as-built.migration.js';
import { FeaturedApprovedCreatorsMigration20261127000200 } from './modules/creator-hub/adapters/persistence/migrations/20261127000200-featured-approved-creators.migration.js';
import { HiddenSupportMessagesMigration20261128000200 } from './modules/payments/adapters/persistence/migrations/20261128000200-hidden-support-messages.migration.js';
import { DonationTotalsShardsMigration20261129001510 } from './modules/payments/adapters/persistence/migrations/20261129001510-donation-totals-shards.migration.js';
import { CampaignSearchStatisticsMigration20261129001520 } from './modules/fundraising/adapters/persistence/migrations/20261129001520-campaign-search-statistics.migration.js';
import { CampaignSearchWordsMigration20261129001500 } from './modules/fundraising/adapters/persistence/migrations/20261129001500-campaign-search-words.migration.js';
import { CampaignUpdatesMigration20261128000300 } from './modules/fundraising/adapters/persistence/migrations/20261128000300-campaign-updates.migration.js';
import { RecurringGiftsMigration20261128000400 } from './modules/payments/adapters/persistence/migrations/20261128000400-recurring-gifts.migration.js';
import { CampaignUpdateOptOutsMigration20261128000500 } from './modules/payments/adapters/persistence/migrations/20261128000500-campaign-update-opt-outs.migration.js';
import { CampaignPrayersMigration20261128000100 } from './modules/fundraising/adapters/persistence/migrations/20261128000100-campaign-prayers.migration.js';
import { CampaignEndTimeZoneMigration20261127000300 } from './modules/fundraising/adapters/persistence/migrations/20261127000300-campaign-end-time-zone.migration.js';
import { OutgoingMessagesMigration20261129000100 } from './modules/notifications/adapters/persistence/migrations/20261129000100-outgoing-messages.migration.js';
import { MembershipPaymentsMigration20261129000200 } from './modules/payments/adapters/persistence/migrations/20261129000200-membership-payments.migration.js';
import { IdentityAccountRecoveryMigration20261129000300 } from './modules/identity/adapters/persistence/migrations/20261129000300-identity-account-recovery.migration.js';
import { PayoutAccountsMigration20261129002000 } from './modules/payments/adapters/persistence/migrations/20261129002000-payout-accounts.migration.js';

/**
 * Every committed migration of every context, in the order they apply (their names sort by time).
 * A context's migrations live in its adapters/persistence/migrations and are imported from there
 * (never through its index.ts, which exports no adapters).
 */
export const allMigrations: MigrationObject[] = [
  { name: '20261122000000-shared-kernel', class: SharedKernelMigration20261122000000 },
  { name: '20261122000100-identity', class: IdentityMigration20261122000100 },
  { name: '20261122000200-fundraising', class: FundraisingMigration20261122000200 },
  { name: '20261122000300-business-network', class: BusinessNetworkMigration20261122000300 },
  { name: '20261122000400-moderation', class: ModerationMigration20261122000400 },
  { name: '20261122000500-payments', class: PaymentsMigration20261122000500 },
  { name: '20261122000600-membership', class: MembershipMigration20261122000600 },
  { name: '20261122000700-creator-hub', class: CreatorHubMigration20261122000700 },
  { name: '20261122000800-identity-admin-search', class: IdentityAdminSearchMigration20261122000800 },
  { name: '20261123000100-identity-attempt-counters', class: IdentityAttemptCountersMigration20261123000100 },
  { name: '20261124000300-business-profile-tier-from-membership', class: BusinessProfileTierFromMembershipMigration20261124000300 },
  { name: '20261124000900-review-cases', class: ReviewCasesMigration20261124000900 },
  { name: '20261125000100-campaign-archive-and-revision', class: CampaignArchiveAndRevisionMigration20261125000100 },
  { name: '20261125000200-review-case-revision', class: ReviewCaseRevisionMigration20261125000200 },
  { name: '20261124001200-payment-sweep-lease', class: PaymentSweepLeaseMigration20261124001200 },
  { name: '20261125000000-outbox-dead-letters', class: OutboxDeadLettersMigration20261125000000 },
  { name: '20261125000300-campaign-donations-started', class: CampaignDonationsStartedMigration20261125000300 },
  { name: '20261126000100-payments-ledger', class: PaymentsLedgerMigration20261126000100 },
  { name: '20261127000100-tier-features-as-built', class: TierFeaturesAsBuiltMigration20261127000100 },
  { name: '20261126000200-donation-refunds', class: DonationRefundsMigration20261126000200 },
  { name: '20261127000200-featured-approved-creators', class: FeaturedApprovedCreatorsMigration20261127000200 },
  { name: '20261127000300-campaign-end-time-zone', class: CampaignEndTimeZoneMigration20261127000300 },
  { name: '20261128000100-campaign-prayers', class: CampaignPrayersMigration20261128000100 },
  { name: '20261128000200-hidden-support-messages', class: HiddenSupportMessagesMigration20261128000200 },
  { name: '20261128000300-campaign-updates', class: CampaignUpdatesMigration20261128000300 },
  { name: '20261128000400-recurring-gifts', class: RecurringGiftsMigration20261128000400 },
  { name: '20261128000500-campaign-update-opt-outs', class: CampaignUpdateOptOutsMigration20261128000500 },
  { name: '20261129000100-outgoing-messages', class: OutgoingMessagesMigration20261129000100 },
  { name: '20261129000200-membership-payments', class: MembershipPaymentsMigration20261129000200 },
  { name: '20261129000300-identity-account-recovery', class: IdentityAccountRecoveryMigration20261129000300 },
  { name: '20261129001500-campaign-search-words', class: CampaignSearchWordsMigration20261129001500 },
  { name: '20261129001510-donation-totals-shards', class: DonationTotalsShardsMigration20261129001510 },
  { name: '20261129002000-payout-accounts', class: PayoutAccountsMigration20261129002000 },
  { name: '20261129001520-campaign-search-statistics', class: CampaignSearchStatisticsMigration20261129001520 },
].sort((a, b) => a.name.localeCompare(b.name)) as MigrationObject[];
