import { infiniteQueryOptions, queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { api, ApiError, errorText, sendData } from '../../api/client';
import type { components } from '../../api/schema';
import { toast } from '../../app/toast';
import { campaignKeys } from '../../components/campaign/campaign-api';
import { statisticsKeys } from '../../components/statistics/statistics-api';
import { PLATFORM_TIME_ZONE } from '../../lib/format';

export type AdminCampaign = components['schemas']['CampaignResponse'];
export type CampaignStatus = AdminCampaign['status'];
export type Transaction = components['schemas']['TransactionResponse'];
export type TransactionStatus = Transaction['status'];
export type AdminUser = components['schemas']['AdminUserResponse'];
export type UserActivity = components['schemas']['UserActivityResponse'];
export type Application = components['schemas']['SponsorshipApplicationResponse'];
export type ApplicationStatus = Application['status'];
export type AuditEntry = components['schemas']['AuditEntryResponse'];
export type Dashboard = components['schemas']['DashboardResponse'];
export type Charts = components['schemas']['ChartsResponse'];
export type DeadLetter = components['schemas']['DeadLetterResponse'];
export type BackgroundJob = components['schemas']['JobStateResponse'];
export type PendingCampaignUpdate = components['schemas']['PendingCampaignUpdateResponse'];
export type ModeratedOrganization = components['schemas']['ModeratedOrganizationResponse'];
export type ModeratedOrganizationStatus = ModeratedOrganization['status'];

/** How many rows a page of each list asks for. */
export const PAGE_SIZE = 20;

/** Query keys by API path, so one prefix refreshes every admin view after an action. */
export const adminKeys = {
  dashboard: ['/api/admin/dashboard'] as const,
  charity: ['/api/admin/charity'] as const,
  charts: ['/api/admin/charts'] as const,
  campaigns: (status: string, search: string) => ['/api/admin/campaigns', 'all', status, search] as const,
  pending: ['/api/admin/campaigns/pending'] as const,
  campaignUpdates: ['/api/admin/campaign-updates', 'pending'] as const,
  transactions: (status: string) => ['/api/admin/transactions', status] as const,
  users: (search: string) => ['/api/admin/users', search] as const,
  admins: ['/api/admin/users', 'admins'] as const,
  activity: (id: string) => ['/api/admin/users/activity', id] as const,
  applications: (status: string) => ['/api/admin/sponsorship-applications', status] as const,
  organizations: (status: string) => ['/api/admin/organizations', status] as const,
  audit: (adminId: string, kind: string) => ['/api/admin/audit', adminId, kind] as const,
  deadLetters: ['/api/admin/outbox/dead-letters'] as const,
  jobs: ['/api/admin/jobs'] as const,
};

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Admin reads: unlike the public `readData`, a 401 here is an error ("401: ..."), because it means the
 * session ended while the console was open (spec section 8: 'Unauthorized', then /api/login).
 * A read silenced in the first seconds after page load (204) counts as no data.
 */
async function adminRead<T>(call: Promise<FetchResult<T>>): Promise<{ data: T | null; response: Response }> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, response.statusText, error);
  return { data: data ?? null, response };
}

export interface CursorPage<T> {
  items: T[];
  /** The X-Next-Cursor header: the next page, or null on the last one. */
  nextCursor: string | null;
}

export async function cursorPage<T>(call: Promise<FetchResult<T[]>>): Promise<CursorPage<T>> {
  const { data, response } = await adminRead(call);
  return { items: Array.isArray(data) ? data : [], nextCursor: response.headers.get('X-Next-Cursor') };
}

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

async function fetchDashboard(): Promise<Dashboard | null> {
  return (await adminRead(api.GET('/api/admin/dashboard'))).data;
}

async function fetchCharity() {
  return (await adminRead(api.GET('/api/admin/charity'))).data;
}

async function fetchCharts(): Promise<Charts | null> {
  return (await adminRead(api.GET('/api/admin/charts'))).data;
}

function fetchCampaigns(status: string, search: string, cursor?: string): Promise<CursorPage<AdminCampaign>> {
  return cursorPage(
    api.GET('/api/admin/campaigns', {
      params: {
        query: {
          status: (optional(status) as CampaignStatus | undefined) ?? undefined,
          search: optional(search),
          limit: PAGE_SIZE,
          cursor,
        },
      },
    }),
  );
}

function fetchPendingCampaigns(cursor?: string): Promise<CursorPage<AdminCampaign>> {
  return cursorPage(api.GET('/api/admin/campaigns/pending', { params: { query: { limit: PAGE_SIZE, cursor } } }));
}

async function fetchPendingCampaignUpdates(): Promise<PendingCampaignUpdate[]> {
  const { data } = await adminRead(api.GET('/api/admin/campaign-updates', { params: { query: { status: 'pending' } } }));
  return Array.isArray(data) ? data : [];
}

function fetchTransactions(status: string, cursor?: string): Promise<CursorPage<Transaction>> {
  return cursorPage(
    api.GET('/api/admin/transactions', {
      params: { query: { status: optional(status) as TransactionStatus | undefined, limit: PAGE_SIZE, cursor } },
    }),
  );
}

function fetchUsers(search: string, cursor?: string, limit = PAGE_SIZE): Promise<CursorPage<AdminUser>> {
  return cursorPage(api.GET('/api/admin/users', { params: { query: { search: optional(search), limit, cursor } } }));
}

/** Every administrator: walks the users list (100 a page) and keeps those with isAdmin. */
async function fetchAdmins(): Promise<AdminUser[]> {
  const admins: AdminUser[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 20; page += 1) {
    const { items, nextCursor } = await fetchUsers('', cursor, 100);
    admins.push(...items.filter((user) => user.isAdmin));
    if (!nextCursor) break;
    cursor = nextCursor;
  }
  return admins;
}

async function fetchUserActivity(id: string): Promise<UserActivity> {
  const { data } = await adminRead(api.GET('/api/admin/users/{id}/activity', { params: { path: { id } } }));
  return data ?? { campaigns: [], donations: [], applications: [] };
}

export interface OffsetPage<T> {
  items: T[];
  /** The offset of the next page, or null when this page was not full. */
  nextOffset: number | null;
}

async function fetchApplications(status: string, offset = 0): Promise<OffsetPage<Application>> {
  const { data } = await adminRead(
    api.GET('/api/admin/sponsorship-applications', {
      params: { query: { status: optional(status) as ApplicationStatus | undefined, limit: PAGE_SIZE, offset } },
    }),
  );
  const items = Array.isArray(data) ? data : [];
  return { items, nextOffset: items.length === PAGE_SIZE ? offset + PAGE_SIZE : null };
}

async function fetchOrganizations(status: string, offset = 0): Promise<OffsetPage<ModeratedOrganization>> {
  const { data } = await adminRead(
    api.GET('/api/admin/organizations', {
      params: { query: { status: optional(status) as ModeratedOrganizationStatus | undefined, limit: PAGE_SIZE, offset } },
    }),
  );
  const items = Array.isArray(data) ? data : [];
  return { items, nextOffset: items.length === PAGE_SIZE ? offset + PAGE_SIZE : null };
}

function fetchAudit(adminId: string, kind: string, cursor?: string): Promise<CursorPage<AuditEntry>> {
  return cursorPage(
    api.GET('/api/admin/audit', {
      params: { query: { adminId: optional(adminId), kind: optional(kind), limit: PAGE_SIZE, cursor } },
    }),
  );
}

async function fetchJobs(): Promise<BackgroundJob[]> {
  return (await adminRead(api.GET('/api/admin/jobs'))).data ?? [];
}

function fetchDeadLetters(cursor?: string): Promise<CursorPage<DeadLetter>> {
  return cursorPage(api.GET('/api/admin/outbox/dead-letters', { params: { query: { limit: PAGE_SIZE, cursor } } }));
}

// ---------- query factories ----------

/** The admin console reports its own failures (useReportError, reportAdminError), so no read toasts by itself. */
const quiet = { silent: true } as const;

/** A list paged with the server's X-Next-Cursor. */
function cursorList<T, K extends readonly unknown[]>(queryKey: K, fetchPage: (cursor?: string) => Promise<CursorPage<T>>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    meta: quiet,
  });
}

export const adminQueries = {
  dashboard: () => queryOptions({ queryKey: adminKeys.dashboard, queryFn: fetchDashboard, meta: quiet }),
  charity: () => queryOptions({ queryKey: adminKeys.charity, queryFn: fetchCharity, meta: quiet, staleTime: Infinity }),
  charts: () => queryOptions({ queryKey: adminKeys.charts, queryFn: fetchCharts, meta: quiet }),
  campaigns: (status: string, search: string) =>
    cursorList(adminKeys.campaigns(status, search), (cursor) => fetchCampaigns(status, search, cursor)),
  pending: () => cursorList(adminKeys.pending, fetchPendingCampaigns),
  /** Organizers' updates waiting for review, newest first. */
  campaignUpdates: () => queryOptions({ queryKey: adminKeys.campaignUpdates, queryFn: fetchPendingCampaignUpdates, meta: quiet }),
  transactions: (status: string) => cursorList(adminKeys.transactions(status), (cursor) => fetchTransactions(status, cursor)),
  users: (search: string) => cursorList(adminKeys.users(search), (cursor) => fetchUsers(search, cursor)),
  /** Every administrator (for the activity log's filter). */
  admins: () => queryOptions({ queryKey: adminKeys.admins, queryFn: fetchAdmins, meta: quiet }),
  activity: (userId: string) => queryOptions({ queryKey: adminKeys.activity(userId), queryFn: () => fetchUserActivity(userId), meta: quiet }),
  /** Sponsorship applications, paged by offset (the server has no cursor for them). */
  applications: (status: string) =>
    infiniteQueryOptions({
      queryKey: adminKeys.applications(status),
      queryFn: ({ pageParam }) => fetchApplications(status, pageParam),
      initialPageParam: 0,
      getNextPageParam: (last) => last.nextOffset ?? undefined,
      meta: quiet,
    }),
  /** Organizations registered by members, by verification status (paged by offset). */
  organizations: (status: string) =>
    infiniteQueryOptions({
      queryKey: adminKeys.organizations(status),
      queryFn: ({ pageParam }) => fetchOrganizations(status, pageParam),
      initialPageParam: 0,
      getNextPageParam: (last) => last.nextOffset ?? undefined,
      meta: quiet,
    }),
  audit: (adminId: string, kind: string) => cursorList(adminKeys.audit(adminId, kind), (cursor) => fetchAudit(adminId, kind, cursor)),
  /** Integration events the outbox relay gave up on, most recently dead first. */
  deadLetters: () => cursorList(adminKeys.deadLetters, fetchDeadLetters),
  /** The background jobs and their last runs (read again every 15 s while shown). */
  jobs: () => queryOptions({ queryKey: adminKeys.jobs, queryFn: fetchJobs, refetchInterval: 15_000, meta: quiet }),
};

// ---------- decisions ----------

export type CampaignVerdict = 'approve' | 'reject' | 'delete';
export type ApplicationVerdict = 'approve' | 'reject';

/**
 * Approve (the campaign, or an owner's edit of it, goes live), reject with the reason its organizer is emailed and
 * shown (it stays hidden; a rejected edit is dropped) or delete a campaign (one holding donations is archived, and
 * the answer says so).
 */
export function decideCampaign(id: string, verdict: CampaignVerdict, reason?: string): Promise<unknown> {
  const path = { params: { path: { id } } };
  if (verdict === 'approve') return sendData(api.POST('/api/admin/campaigns/{id}/approve', path));
  if (verdict === 'reject') return sendData(api.POST('/api/admin/campaigns/{id}/reject', { ...path, body: { reason: reason ?? '' } }));
  return sendData(api.DELETE('/api/admin/campaigns/{id}', path));
}

export function decideApplication(id: string, verdict: ApplicationVerdict) {
  const path = { params: { path: { id } } };
  return verdict === 'approve'
    ? sendData(api.POST('/api/admin/sponsorship-applications/{id}/approve', path))
    : sendData(api.POST('/api/admin/sponsorship-applications/{id}/reject', path));
}

/** Approve an organizer's update (it goes public and its donors are emailed) or reject it with the reason they see. */
export function decideCampaignUpdate(id: string, verdict: 'approve' | 'reject', reason?: string) {
  const path = { params: { path: { id } } };
  return verdict === 'approve'
    ? sendData(api.POST('/api/admin/campaign-updates/{id}/approve', path))
    : sendData(api.POST('/api/admin/campaign-updates/{id}/reject', { ...path, body: { reason: reason ?? '' } }));
}

/** Verify an organization (it becomes public, with a General Fund when it has none) or reject it with the reason its team sees. */
export function decideOrganization(id: string, verdict: 'verify' | 'reject', reason?: string) {
  const path = { params: { path: { id } } };
  return verdict === 'verify'
    ? sendData(api.POST('/api/admin/organizations/{id}/verify', path))
    : sendData(api.POST('/api/admin/organizations/{id}/reject', { ...path, body: { reason: reason ?? '' } }));
}

/** Features an approved applicant on the Creator Hub (POST /api/admin/featured-creators). */
export function featureCreator(applicationId: string) {
  return sendData(api.POST('/api/admin/featured-creators', { body: { applicationId } }));
}

/** Makes a member an administrator, or no longer one. */
export function setAdminRole(id: string, isAdmin: boolean) {
  return sendData(api.PUT('/api/admin/users/{id}/role', { params: { path: { id } }, body: { isAdmin } }));
}

/** Puts a dead letter back for delivery. */
export function retryDeadLetter(id: string) {
  return sendData(api.POST('/api/admin/outbox/dead-letters/{id}/retry', { params: { path: { id } } }));
}

// ---------- errors ----------

export const UNAUTHORIZED_REDIRECT_MS = 500;
let redirecting = false;

/**
 * Spec section 8 (Admin): a failure whose text looks like 401 gives 'Unauthorized' / 'You are logged out.
 * Logging in again...' and a full navigation to /api/login after 500 ms; any other failure gives 'Error' with
 * the message (the server's human message when it sent one).
 */
export function reportAdminError(error: unknown, fallback = 'Something went wrong. Please try again.'): void {
  const text = error instanceof Error ? error.message : String(error ?? '');
  if (/\b401\b/.test(text)) {
    toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    if (!redirecting) {
      redirecting = true;
      window.setTimeout(() => window.location.assign('/api/login'), UNAUTHORIZED_REDIRECT_MS);
    }
    return;
  }
  toast({ title: 'Error', description: errorText(error, text || fallback), variant: 'destructive' });
}

/** Toasts a list's load failure once per failure (the list shows its own error state as well). */
export function useReportError(error: unknown): void {
  useEffect(() => {
    if (error) reportAdminError(error);
  }, [error]);
}

// ---------- refresh after actions ----------

/** API paths whose cached reads an admin action changes: every admin view, campaigns, own campaigns, the figures. */
const ADMIN_ACTION_PATHS = ['/api/admin', campaignKeys.all[0], campaignKeys.mine[0], statisticsKeys.all[0]];

/** After an approval, rejection, deletion or role change: every admin view (figures, charts, lists) and the
 * public campaign lists refresh. */
export function invalidateAdmin(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === 'string' && ADMIN_ACTION_PATHS.some((path) => head.startsWith(path));
    },
  });
}

export function useInvalidateAdmin(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateAdmin(queryClient), [queryClient]);
}

// ---------- labels ----------

export const campaignStatusLabels: Record<CampaignStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const transactionStatusLabels: Record<TransactionStatus, string> = {
  completed: 'Completed',
  failed: 'Failed',
  pending: 'Pending',
  processing: 'Processing (bank)',
  refunded: 'Refunded',
};

const actionLabels: Record<string, string> = {
  'campaign.approved': 'Approved campaign',
  'campaign.rejected': 'Rejected campaign',
  'campaign.deleted': 'Deleted campaign',
  'campaign.edit-approved': 'Approved campaign edit',
  'campaign.edit-rejected': 'Rejected campaign edit',
  'campaign.update-approved': 'Approved campaign update',
  'campaign.update-rejected': 'Rejected campaign update',
  'sponsorship.approved': 'Approved sponsorship application',
  'sponsorship.rejected': 'Rejected sponsorship application',
  'user.admin-granted': 'Made admin',
  'user.admin-revoked': 'Removed admin',
};

/** A human label for an audit action ('campaign.approved' -> 'Approved campaign'). */
export function actionLabel(action: string): string {
  return actionLabels[action] ?? action.replace(/[._-]+/g, ' ');
}

const platformLabels: Record<string, string> = {
  youtube: 'YouTube',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  twitter: 'X (Twitter)',
  twitch: 'Twitch',
  facebook: 'Facebook',
  podcast: 'Podcast',
  blog: 'Blog/Website',
  other: 'Other',
};

export function platformLabel(platform: string): string {
  return platformLabels[platform] ?? platform;
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: PLATFORM_TIME_ZONE,
  timeZoneName: 'short',
});

/** "Jan 5, 2025, 3:04 PM CST" (the platform's zone, named); '' for a missing or invalid date. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: PLATFORM_TIME_ZONE, timeZoneName: 'short' });

/** "3:04 PM CST" (the platform's zone, named); '' for a missing or invalid date. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : time.format(date);
}
