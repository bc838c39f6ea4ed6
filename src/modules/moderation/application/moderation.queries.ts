import { Inject, Injectable } from '@nestjs/common';
import type { Page } from '../../../shared-kernel/application.js';
import { ReviewCaseErrors } from '../domain/review-case.errors.js';
import { REVIEW_CASE_REPOSITORY, type ReviewCaseRepository } from '../domain/review-case.repository.js';
import { ADMINISTRATOR_DIRECTORY, type AdministratorDirectory } from './administrator-directory.port.js';
import { APPLICATION_CATALOG, type ApplicationCatalog, type ApplicationReviewStatus, type ModeratedApplication } from './application-catalog.port.js';
import { AUDIT_TRAIL, type AuditEntry, type AuditFilter, type AuditTrail } from './audit-trail.port.js';
import { CAMPAIGN_CATALOG, type CampaignCatalog, type CampaignListFilter, type ModeratedCampaign } from './campaign-catalog.port.js';
import { CAMPAIGN_UPDATE_CATALOG, type CampaignUpdateCatalog, type ModeratedCampaignUpdate } from './campaign-update-catalog.port.js';
import { ORGANIZATION_CATALOG, type ModeratedOrganization, type OrganizationCatalog, type OrganizationReviewStatus } from './organization-catalog.port.js';
import { REVIEW_QUEUE_READ_MODEL, type ReviewQueueReadModel } from './review-queue.read-model.js';

/** What moderators read: the review queue with each subject's details, and the audit trail. */
@Injectable()
export class ModerationQueries {
  constructor(
    @Inject(REVIEW_QUEUE_READ_MODEL) private readonly queue: ReviewQueueReadModel,
    @Inject(REVIEW_CASE_REPOSITORY) private readonly cases: ReviewCaseRepository,
    @Inject(CAMPAIGN_CATALOG) private readonly campaigns: CampaignCatalog,
    @Inject(APPLICATION_CATALOG) private readonly applications: ApplicationCatalog,
    @Inject(AUDIT_TRAIL) private readonly audit: AuditTrail,
    @Inject(ADMINISTRATOR_DIRECTORY) private readonly administrators: AdministratorDirectory,
    @Inject(CAMPAIGN_UPDATE_CATALOG) private readonly updates: CampaignUpdateCatalog,
    @Inject(ORGANIZATION_CATALOG) private readonly organizations: OrganizationCatalog,
  ) {}

  /** Registered organizations, newest first, of one status or all. */
  organizationList(filter: { status?: OrganizationReviewStatus; limit: number; offset: number }): Promise<ModeratedOrganization[]> {
    return this.organizations.list(filter);
  }

  async organization(id: string): Promise<ModeratedOrganization> {
    const organization = await this.organizations.find(id);
    if (!organization) throw ReviewCaseErrors.subjectNotFound('organization');
    return organization;
  }

  /** Organizers' updates waiting for a decision, newest first (those deleted with their campaign left out). */
  async pendingCampaignUpdates(filter: { limit: number; cursor?: string }): Promise<Page<ModeratedCampaignUpdate>> {
    const page = await this.queue.pending('campaign_update', filter);
    const items = (await this.updates.inOrder(page.items)).filter((u) => u.status === 'pending');
    return { items, nextCursor: page.nextCursor };
  }

  async campaignUpdate(id: string): Promise<ModeratedCampaignUpdate> {
    const update = await this.updates.find(id);
    if (!update) throw ReviewCaseErrors.subjectNotFound('campaign_update');
    return update;
  }

  /** Campaigns waiting for a decision, newest submission first. */
  async pendingCampaigns(filter: { text?: string; limit: number; cursor?: string }): Promise<Page<ModeratedCampaign>> {
    const page = await this.queue.pending('campaign', filter);
    return { items: await this.campaigns.inOrder(page.items), nextCursor: page.nextCursor };
  }

  /** Every campaign with its true status. */
  allCampaigns(filter: CampaignListFilter): Promise<Page<ModeratedCampaign>> {
    return this.campaigns.list(filter);
  }

  async campaign(id: string): Promise<ModeratedCampaign> {
    const campaign = await this.campaigns.find(id);
    if (!campaign) throw ReviewCaseErrors.subjectNotFound('campaign');
    return campaign;
  }

  /** Whether the campaign still exists, archived (a removal archives a campaign holding gifts). */
  async archivedCampaign(id: string): Promise<boolean> {
    const campaign = await this.campaigns.find(id);
    return campaign?.archivedAt != null;
  }

  applicationList(filter: { status?: ApplicationReviewStatus; limit: number; offset: number }): Promise<ModeratedApplication[]> {
    return this.applications.list(filter);
  }

  async application(id: string): Promise<ModeratedApplication> {
    const reviewCase = await this.cases.findBySubject('sponsorship_application', id);
    const found = reviewCase && (await this.applications.ofApplicant(reviewCase.submittedBy)).find((a) => a.id === id);
    if (!found) throw ReviewCaseErrors.subjectNotFound('sponsorship_application');
    return found;
  }

  /** The audit trail, each entry with its administrator's name ('Former admin' once they are gone). */
  async auditTrail(filter: AuditFilter): Promise<Page<AuditEntry & { adminName: string }>> {
    const page = await this.audit.list(filter);
    const names = await this.administrators.names([...new Set(page.items.map((e) => e.adminId))]);
    return { ...page, items: page.items.map((e) => ({ ...e, adminName: names.get(e.adminId) ?? 'Former admin' })) };
  }
}
