import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EntityManager } from '@mikro-orm/postgresql';
import { PlainSql } from '../../shared-kernel/infrastructure/database/plain-sql.js';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../shared-kernel/infrastructure/config/app-config.js';
import { FundraisingModule } from '../fundraising/index.js';
import { IdentityModule } from '../identity/index.js';
import { OrganizationsModule } from '../organizations/index.js';
import { ORGANIZATION_BOOK } from './application/organization-book.port.js';
import { StartOrganizationGift } from './application/start-organization-gift.use-case.js';
import { CampaignStewards } from './application/campaign-stewards.service.js';
import { OrganizationsBook } from './adapters/organizations/organizations-book.js';
import { OrganizationPayoutAccountController } from './adapters/http/organization-payout-account.controller.js';
import { OrganizationGivingController } from './adapters/http/organization-giving.controller.js';
import { OrganizationGiving, ORGANIZATION_GIVING_READ_MODEL } from './application/organization-giving.queries.js';
import { SqlOrganizationGivingReadModel } from './adapters/persistence/sql-organization-giving.read-model.js';
import { CAMPAIGN_CATALOG } from './application/campaign-catalog.port.js';
import { CompleteDonation } from './application/complete-donation.use-case.js';
import { ConfirmSandboxPayment, SANDBOX_PROCESSOR } from './application/confirm-sandbox-payment.use-case.js';
import { CUSTOMER_ACCOUNT_STORE, CustomerAccounts } from './application/customer-accounts.service.js';
import { DemoGiving } from './application/demo-giving.facade.js';
import { DONATION_READ_MODEL, DonationQueries } from './application/donation.queries.js';
import { DONOR_DIRECTORY } from './application/donor-directory.port.js';
import { HandleProviderNotice } from './application/handle-provider-notice.handler.js';
import { PAYMENT_GATEWAY } from './application/payment-gateway.port.js';
import { PaymentReports } from './application/payment-reports.facade.js';
import { PaymentsEventRoutes } from './application/payments.event-routes.js';
import { RecordDonationPayment } from './application/record-donation-payment.use-case.js';
import { StartDonation } from './application/start-donation.use-case.js';
import { StartSubscription } from './application/start-subscription.use-case.js';
import { SweepUnrecordedPayments } from './application/sweep-unrecorded-payments.use-case.js';
import { UnrecordedPaymentsSweeper } from './adapters/scheduling/unrecorded-payments.sweeper.js';
import { PastDueRetriesSweeper } from './adapters/scheduling/past-due-retries.sweeper.js';
import { RecoverMonthlyGift } from './application/recover-monthly-gift.use-case.js';
import { SubscriptionNotices } from './application/subscription-notices.service.js';
import { DONATION_REPOSITORY } from './domain/donation.repository.js';
import { MEMBERSHIP_SUBSCRIPTION_REPOSITORY } from './domain/membership-subscription.repository.js';
import { FundraisingCampaignCatalog } from './adapters/fundraising/fundraising-campaign-catalog.js';
import { DonationsController } from './adapters/http/donations.controller.js';
import { PaymentsController } from './adapters/http/payments.controller.js';
import { IdentityDonorDirectory } from './adapters/identity/identity-donor-directory.js';
import { MembershipSubscriptionSchema } from './adapters/persistence/membership-subscription.schema.js';
import { SqlDonationRepository } from './adapters/persistence/sql-donation.repository.js';
import { MikroOrmMembershipSubscriptionRepository } from './adapters/persistence/mikro-orm-membership-subscription.repository.js';
import { SqlCustomerAccountStore } from './adapters/persistence/sql-customer-account.store.js';
import { SqlDonationReadModel } from './adapters/persistence/sql-donation.read-model.js';
import { SandboxPaymentGateway } from './adapters/sandbox/sandbox-payment-gateway.js';
import { SandboxBankClock } from './adapters/scheduling/sandbox-bank.clock.js';
import { SettleSandboxBankPayment } from './application/settle-sandbox-bank-payment.use-case.js';
import { StripePaymentGateway } from './adapters/stripe/stripe-payment-gateway.js';
import { StripeWebhookInbox } from './adapters/stripe/stripe-webhook.inbox.js';

/** Payments: donations with tips, membership subscriptions, Stripe or the sandbox. */
import { LedgerController } from './adapters/http/ledger.controller.js';
import { SqlLedgerReadModel } from './adapters/persistence/sql-ledger.read-model.js';
import { CampaignFundsQueries } from './application/campaign-funds.queries.js';
import { RECONCILIATION_READ_MODEL, SHOWN_CAMPAIGN_TOTALS } from './application/reconciliation.read-model.js';
import { MoneyReconciliation } from './application/reconciliation.queries.js';
import { SqlReconciliationReadModel } from './adapters/persistence/sql-reconciliation.read-model.js';
import { FundraisingCampaignTotals } from './adapters/fundraising/fundraising-campaign-totals.js';
import { LEDGER_READ_MODEL } from './application/ledger.read-model.js';
import { RefundDonation } from './application/refund-donation.use-case.js';
import { HIDDEN_MESSAGE_STORE, WordsOfSupport } from './application/words-of-support.queries.js';
import { WordsOfSupportController } from './adapters/http/words-of-support.controller.js';
import { SqlHiddenMessageStore } from './adapters/persistence/sql-hidden-message.store.js';
import { GivingStatements, STATEMENT_ISSUER, STATEMENT_READ_MODEL } from './application/giving-statements.queries.js';
import { GivingStatementController } from './adapters/http/giving-statement.controller.js';
import { SqlStatementReadModel } from './adapters/persistence/sql-statement.read-model.js';
import { ManageMonthlyGifts } from './application/manage-monthly-gifts.use-case.js';
import { MONTHLY_GIFT_LINKS } from './application/monthly-gift-links.port.js';
import { PaymentsEventConsumers } from './application/payments.event-consumers.js';
import { RecordMonthlyGift } from './application/record-monthly-gift.use-case.js';
import { RecordMembershipPayment } from './application/record-membership-payment.use-case.js';
import { MEMBERSHIP_PAYMENT_REPOSITORY } from './domain/membership-payment.repository.js';
import { SqlMembershipPaymentRepository } from './adapters/persistence/sql-membership-payment.repository.js';
import { RenewSandboxSubscription } from './application/renew-sandbox-subscription.use-case.js';
import { StartMonthlyGift } from './application/start-monthly-gift.use-case.js';
import { RECURRING_GIFT_REPOSITORY } from './domain/recurring-gift.repository.js';
import { MonthlyGiftsController } from './adapters/http/monthly-gifts.controller.js';
import { SqlRecurringGiftRepository } from './adapters/persistence/sql-recurring-gift.repository.js';
import { HmacMonthlyGiftLinks } from './adapters/security/hmac-monthly-gift-links.js';
import { CampaignUpdateAudience, UNSUBSCRIBE_LINKS, UPDATE_OPT_OUTS } from './application/campaign-update-audience.facade.js';
import { CampaignUpdateEmailsController } from './adapters/http/campaign-update-emails.controller.js';
import { SqlUpdateOptOuts } from './adapters/persistence/sql-update-opt-outs.js';
import { PayoutAccounts, PAYOUT_ACCOUNT_STORE } from './application/payout-accounts.service.js';
import { PAYOUT_PROVIDER, SANDBOX_ONBOARDING } from './application/payout-provider.port.js';
import { PayoutAccountsController } from './adapters/http/payout-accounts.controller.js';
import { PayoutsController } from './adapters/http/payouts.controller.js';
import { CampaignPayouts, PAYOUT_STORE } from './application/campaign-payouts.service.js';
import { SqlPayoutStore } from './adapters/persistence/sql-payout.store.js';
import { SqlPayoutRepository } from './adapters/persistence/sql-payout.repository.js';
import { PAYOUT_REPOSITORY } from './domain/payout.repository.js';
import { CLOSED_ACCOUNTS } from './application/closed-accounts.port.js';
import { MonthlyGiftManageLinks } from './application/monthly-gift-manage-links.facade.js';
import { IdentityClosedAccounts } from './adapters/identity/identity-closed-accounts.js';
import { StuckPayoutsSweeper } from './adapters/scheduling/stuck-payouts.sweeper.js';
import { AdminMoneyController } from './adapters/http/admin-money.controller.js';
import { AdminMoneyQueries, ADMIN_MONEY_READ_MODEL } from './application/admin-money.queries.js';
import { SqlAdminMoneyReadModel } from './adapters/persistence/sql-admin-money.read-model.js';
import { SqlPayoutAccountStore } from './adapters/persistence/sql-payout-account.store.js';
import { SandboxPayoutProvider } from './adapters/sandbox/sandbox-payout-provider.js';
import { StripePayoutProvider } from './adapters/stripe/stripe-payout-provider.js';
import { HmacUnsubscribeLinks } from './adapters/security/hmac-unsubscribe-links.js';

@Module({
  imports: [MikroOrmModule.forFeature([MembershipSubscriptionSchema]), FundraisingModule, IdentityModule, OrganizationsModule],
  controllers: [DonationsController, PaymentsController, LedgerController, WordsOfSupportController, GivingStatementController, MonthlyGiftsController, CampaignUpdateEmailsController, PayoutAccountsController, PayoutsController, AdminMoneyController, OrganizationPayoutAccountController, OrganizationGivingController],
  providers: [
    SandboxPaymentGateway,
    {
      provide: PAYMENT_GATEWAY,
      inject: [APP_CONFIG, EntityManager, PlainSql],
      useFactory: (config: AppConfig, em: EntityManager, sql: PlainSql) =>
        config.stripe ? new StripePaymentGateway(config.stripe) : new SandboxPaymentGateway(em, sql, config),
    },
    { provide: SANDBOX_PROCESSOR, useExisting: SandboxPaymentGateway },
    SandboxPayoutProvider,
    {
      provide: PAYOUT_PROVIDER,
      inject: [APP_CONFIG, SandboxPayoutProvider],
      useFactory: (config: AppConfig, sandbox: SandboxPayoutProvider) => (config.stripe ? new StripePayoutProvider(config.stripe) : sandbox),
    },
    { provide: SANDBOX_ONBOARDING, useExisting: SandboxPayoutProvider },
    { provide: PAYOUT_ACCOUNT_STORE, useClass: SqlPayoutAccountStore },
    { provide: ORGANIZATION_BOOK, useClass: OrganizationsBook },
    { provide: ORGANIZATION_GIVING_READ_MODEL, useClass: SqlOrganizationGivingReadModel },
    OrganizationGiving,
    PayoutAccounts,
    { provide: PAYOUT_STORE, useClass: SqlPayoutStore },
    { provide: PAYOUT_REPOSITORY, useClass: SqlPayoutRepository },
    { provide: CLOSED_ACCOUNTS, useClass: IdentityClosedAccounts },
    CampaignPayouts,
    StuckPayoutsSweeper,
    { provide: ADMIN_MONEY_READ_MODEL, useClass: SqlAdminMoneyReadModel },
    AdminMoneyQueries,
    { provide: DONATION_REPOSITORY, useClass: SqlDonationRepository },
    { provide: DONATION_READ_MODEL, useClass: SqlDonationReadModel },
    { provide: MEMBERSHIP_SUBSCRIPTION_REPOSITORY, useClass: MikroOrmMembershipSubscriptionRepository },
    { provide: MEMBERSHIP_PAYMENT_REPOSITORY, useClass: SqlMembershipPaymentRepository },
    { provide: CUSTOMER_ACCOUNT_STORE, useClass: SqlCustomerAccountStore },
    { provide: CAMPAIGN_CATALOG, useClass: FundraisingCampaignCatalog },
    { provide: DONOR_DIRECTORY, useClass: IdentityDonorDirectory },
    { provide: LEDGER_READ_MODEL, useClass: SqlLedgerReadModel },
    { provide: HIDDEN_MESSAGE_STORE, useClass: SqlHiddenMessageStore },
    WordsOfSupport,
    { provide: STATEMENT_READ_MODEL, useClass: SqlStatementReadModel },
    { provide: STATEMENT_ISSUER, inject: [APP_CONFIG], useFactory: (config: AppConfig) => config.organization },
    GivingStatements,
    { provide: RECURRING_GIFT_REPOSITORY, useClass: SqlRecurringGiftRepository },
    { provide: MONTHLY_GIFT_LINKS, useClass: HmacMonthlyGiftLinks },
    StartMonthlyGift,
    RecordMonthlyGift,
    RecordMembershipPayment,
    ManageMonthlyGifts,
    RenewSandboxSubscription,
    RecoverMonthlyGift,
    PastDueRetriesSweeper,
    PaymentsEventConsumers,
    { provide: UNSUBSCRIBE_LINKS, useClass: HmacUnsubscribeLinks },
    { provide: UPDATE_OPT_OUTS, useClass: SqlUpdateOptOuts },
    CampaignUpdateAudience,
    MonthlyGiftManageLinks,
    CampaignFundsQueries,
    { provide: RECONCILIATION_READ_MODEL, useClass: SqlReconciliationReadModel },
    { provide: SHOWN_CAMPAIGN_TOTALS, useClass: FundraisingCampaignTotals },
    MoneyReconciliation,
    RefundDonation,
    SweepUnrecordedPayments,
    UnrecordedPaymentsSweeper,
    SandboxBankClock,
    SettleSandboxBankPayment,
    PaymentsEventRoutes,
    StartDonation,
    StartOrganizationGift,
    CampaignStewards,
    RecordDonationPayment,
    CompleteDonation,
    DonationQueries,
    SubscriptionNotices,
    HandleProviderNotice,
    ConfirmSandboxPayment,
    CustomerAccounts,
    StartSubscription,
    StripeWebhookInbox,
    DemoGiving,
    PaymentReports,
  ],
  exports: [StartSubscription, DemoGiving, PaymentReports, CampaignUpdateAudience, MonthlyGiftManageLinks],
})
export class PaymentsModule {}
