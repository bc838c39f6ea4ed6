import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../shared-kernel/infrastructure/config/app-config.js';
import { FundraisingModule } from '../fundraising/index.js';
import { IdentityModule } from '../identity/index.js';
import { PaymentsModule } from '../payments/index.js';
import { CAMPAIGN_DIRECTORY, ORGANIZATION_DIRECTORY, MEMBER_CONTACTS, MONTHLY_GIFT_MANAGEMENT, UPDATE_SUBSCRIBERS } from './application/directories.port.js';
import { CAMPAIGN_UPDATE_MAILBOX } from './application/campaign-update-mailbox.port.js';
import { CampaignUpdateMailing } from './application/campaign-update-mailing.service.js';
import { DispatchMessages } from './application/dispatch-messages.use-case.js';
import { EMAIL_LOG_READ_MODEL, EmailLog } from './application/email-log.service.js';
import { MAILER } from './application/mailer.port.js';
import { MessageQueue } from './application/message-queue.service.js';
import { DISPATCH_TRIGGER, NOTIFICATION_SETTINGS, type NotificationSettings } from './application/notification-settings.port.js';
import { NotificationsEventConsumers } from './application/notifications.event-consumers.js';
import { NotificationsEventRoutes } from './application/notifications.event-routes.js';
import { GIFT_NOTICE_LEDGER } from './domain/gift-notice-ledger.js';
import { OUTGOING_MESSAGE_REPOSITORY } from './domain/outgoing-message.repository.js';
import { FundraisingCampaignDirectory } from './adapters/fundraising/fundraising-campaign-directory.js';
import { AdminEmailsController } from './adapters/http/admin-emails.controller.js';
import { IdentityMemberContacts } from './adapters/identity/identity-member-contacts.js';
import { PaymentsUpdateSubscribers } from './adapters/payments/payments-update-subscribers.js';
import { PaymentsMonthlyGiftManagement } from './adapters/payments/payments-monthly-gift-management.js';
import { SqlGiftNoticeLedger } from './adapters/persistence/sql-gift-notice-ledger.js';
import { SqlOutgoingMessageRepository } from './adapters/persistence/sql-outgoing-message.repository.js';
import { SqlEmailLogReadModel } from './adapters/persistence/sql-email-log.read-model.js';
import { MailDispatchScheduler } from './adapters/scheduling/mail-dispatch.scheduler.js';
import { mailSendsProvider } from './adapters/scheduling/mail-sends.queue.js';
import { CampaignUpdateDigestScheduler } from './adapters/scheduling/campaign-update-digest.scheduler.js';
import { SqlCampaignUpdateMailbox } from './adapters/persistence/sql-campaign-update-mailbox.js';
import { EmlFileMailer, SmtpMailer } from './adapters/smtp/mail-transport.js';
import { OrganizationsDirectory } from './adapters/organizations/organizations-directory.js';
import { OrganizationsModule } from '../organizations/index.js';

/** Email: the messages other contexts' events call for, queued durably and sent by SMTP (or written as .eml files). */
@Module({
  imports: [IdentityModule, FundraisingModule, PaymentsModule, OrganizationsModule],
  controllers: [AdminEmailsController],
  providers: [
    {
      provide: NOTIFICATION_SETTINGS,
      inject: [APP_CONFIG],
      useFactory: (c: AppConfig): NotificationSettings => ({
        baseUrl: c.publicUrl ?? `http://localhost:${c.port}`,
        organizationName: c.organization.name,
        taxStatement: c.organization.taxStatement,
        retry: { baseMs: c.mail.retryBaseMs, maxMs: c.mail.retryMaxMs, maxAttempts: c.mail.maxAttempts },
      }),
    },
    {
      provide: MAILER,
      inject: [APP_CONFIG],
      useFactory: (c: AppConfig) =>
        c.mail.smtpUrl ? new SmtpMailer(c.mail.smtpUrl, c.mail.from, c.mail.sendTimeoutMs) : new EmlFileMailer(join(c.dataDir, 'mail'), c.mail.from),
    },
    mailSendsProvider,
    { provide: OUTGOING_MESSAGE_REPOSITORY, useClass: SqlOutgoingMessageRepository },
    { provide: GIFT_NOTICE_LEDGER, useClass: SqlGiftNoticeLedger },
    { provide: EMAIL_LOG_READ_MODEL, useClass: SqlEmailLogReadModel },
    { provide: MEMBER_CONTACTS, useClass: IdentityMemberContacts },
    { provide: CAMPAIGN_DIRECTORY, useClass: FundraisingCampaignDirectory },
    { provide: ORGANIZATION_DIRECTORY, useClass: OrganizationsDirectory },
    { provide: UPDATE_SUBSCRIBERS, useClass: PaymentsUpdateSubscribers },
    { provide: MONTHLY_GIFT_MANAGEMENT, useClass: PaymentsMonthlyGiftManagement },
    { provide: CAMPAIGN_UPDATE_MAILBOX, useClass: SqlCampaignUpdateMailbox },
    CampaignUpdateMailing,
    CampaignUpdateDigestScheduler,
    MailDispatchScheduler,
    { provide: DISPATCH_TRIGGER, useExisting: MailDispatchScheduler },
    MessageQueue,
    DispatchMessages,
    EmailLog,
    NotificationsEventConsumers,
    NotificationsEventRoutes,
  ],
})
export class NotificationsModule {}
