import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError, api, readData, sendData } from '../../api/client';
import type { components } from '../../api/schema';

export type Organization = components['schemas']['OrganizationResponse'];
export type OrganizationStatus = Organization['status'];
export type OrganizationKind = Organization['kind'];
export type ServedOrganization = components['schemas']['ServedOrganizationResponse'];
export type TeamRole = ServedOrganization['role'];
export type TeamMember = components['schemas']['TeamMemberResponse'];
export type Fund = components['schemas']['FundResponse'];
export type RegisterOrganizationRequest = components['schemas']['RegisterOrganizationRequest'];
export type UsState = RegisterOrganizationRequest['state'];

export type OrganizationPayoutAccount = components['schemas']['PayoutAccountResponse'];
export type PayoutAccountStatus = OrganizationPayoutAccount['status'];
/** GET /api/organizations/{id}/giving: amounts are dollar strings ("30.00"); a line per fund part of each gift. */
export type OrganizationGiving = components['schemas']['OrganizationGivingResponse'];

/** A description of an organization, the same words its server-rendered head has (src/modules/web, organizationDescription). */
export function organizationDescription(organization: Pick<Organization, 'name' | 'kind' | 'city' | 'state'>): string {
  const kind = { church: 'a church', ministry: 'a ministry', nonprofit: 'a nonprofit' }[organization.kind] ?? 'an organization';
  return `Give to ${organization.name}, ${kind} in ${organization.city}, ${organization.state}, on Faith Collective: choose a fund and give online.`;
}

/** Where an organization's screens live. */
export const organizationPaths = {
  page: (slug: string) => `/o/${encodeURIComponent(slug)}`,
  give: (slug: string, fundId?: string | null) => `/o/${encodeURIComponent(slug)}/give${fundId ? `?fund=${encodeURIComponent(fundId)}` : ''}`,
  kiosk: (slug: string) => `/o/${encodeURIComponent(slug)}/kiosk`,
  embed: (slug: string) => `/o/${encodeURIComponent(slug)}/embed`,
  qr: (slug: string) => `/o/${encodeURIComponent(slug)}/qr`,
  qrImage: (id: string, fundId?: string | null) => `/api/organizations/${encodeURIComponent(id)}/qr.svg${fundId ? `?fund=${encodeURIComponent(fundId)}` : ''}`,
  givingCsv: (id: string, from: string, to: string) =>
    `/api/organizations/${encodeURIComponent(id)}/giving.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
};

/** POST /api/organizations/{id}/payout-account: where to connect (or finish connecting) its payout account. */
export function connectOrganizationPayoutAccount(id: string) {
  return sendData(api.POST('/api/organizations/{id}/payout-account', { params: { path: { id } } }));
}

/** Query keys by API path, so one prefix refreshes every view of a resource. */
export const organizationKeys = {
  all: ['/api/organizations'] as const,
  one: (slugOrId: string) => ['/api/organizations', 'one', slugOrId] as const,
  team: (id: string) => ['/api/organizations', 'team', id] as const,
  payoutAccount: (id: string) => ['/api/organizations', 'payout-account', id] as const,
  giving: (id: string, from: string, to: string) => ['/api/organizations', 'giving', id, from, to] as const,
  mineAll: ['/api/user/organizations'] as const,
  mine: (userId: string) => ['/api/user/organizations', userId] as const,
};

export const kindLabels: Record<OrganizationKind, string> = { church: 'Church', ministry: 'Ministry', nonprofit: 'Nonprofit' };
export const roleLabels: Record<TeamRole, string> = { admin: 'Admin', treasurer: 'Treasurer', counter: 'Counter' };
export const organizationStatusLabels: Record<OrganizationStatus, string> = { pending: 'Pending', verified: 'Verified', rejected: 'Rejected' };

/** The states (and territories) the API takes, by their names. */
export const US_STATES: { value: UsState; label: string }[] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
  ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'],
  ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'],
  ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
  ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
  ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'], ['AS', 'American Samoa'], ['GU', 'Guam'],
  ['MP', 'Northern Mariana Islands'], ['PR', 'Puerto Rico'], ['VI', 'U.S. Virgin Islands'],
].map(([value, label]) => ({ value: value as UsState, label }));

export const organizationQueries = {
  /** One organization by slug or id; null when the API does not show it (404: unknown, or pending to others). */
  one: (slugOrId: string) =>
    queryOptions({
      queryKey: organizationKeys.one(slugOrId),
      queryFn: async () => {
        try {
          return await readData(api.GET('/api/organizations/{slugOrId}', { params: { path: { slugOrId } } }));
        } catch (error) {
          if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
          throw error;
        }
      },
      meta: { silent: true }, // the page says it could not load the organization itself
    }),

  /** The organizations the signed-in member serves, with their role. */
  mine: (userId: string) =>
    queryOptions({
      queryKey: organizationKeys.mine(userId),
      queryFn: () => readData(api.GET('/api/user/organizations')),
      meta: { silent: true }, // the tab shows its own error
    }),

  /** Its payout account's state (its admins and treasurers). */
  payoutAccount: (id: string) =>
    queryOptions({
      queryKey: organizationKeys.payoutAccount(id),
      queryFn: () => readData(api.GET('/api/organizations/{id}/payout-account', { params: { path: { id } } })),
      meta: { silent: true }, // the tab shows its own error
    }),

  /** Its gifts between two days (inclusive), with totals per fund (its admins and treasurers). */
  giving: (id: string, from: string, to: string) =>
    queryOptions({
      queryKey: organizationKeys.giving(id, from, to),
      queryFn: () => readData(api.GET('/api/organizations/{id}/giving', { params: { path: { id }, query: { from, to } } })),
      meta: { silent: true },
    }),

  /** The organization's team (its members and platform administrators only). */
  team: (id: string) =>
    queryOptions({
      queryKey: organizationKeys.team(id),
      queryFn: () => readData(api.GET('/api/organizations/{id}/team', { params: { path: { id } } })),
      meta: { silent: true },
    }),
};

export function registerOrganization(body: RegisterOrganizationRequest) {
  return sendData(api.POST('/api/organizations', { body }));
}

/** Its admins change its website or logo (blank clears it). */
export function updateOrganization(id: string, body: { website?: string | null; logoUrl?: string | null }) {
  return sendData(api.PUT('/api/organizations/{id}', { params: { path: { id } }, body }));
}

export function addTeamMember(id: string, usernameOrEmail: string, role: TeamRole) {
  return sendData(api.POST('/api/organizations/{id}/team', { params: { path: { id } }, body: { usernameOrEmail, role } }));
}

/** The signed-in member used an invitation's link: they join with its role. */
export function acceptInvitation(id: string, token: string) {
  return sendData(api.POST('/api/organizations/{id}/invitations/accept', { params: { path: { id } }, body: { token } }));
}

export function changeTeamRole(id: string, userId: string, role: TeamRole) {
  return sendData(api.PUT('/api/organizations/{id}/team/{userId}', { params: { path: { id, userId } }, body: { role } }));
}

export function removeTeamMember(id: string, userId: string) {
  return sendData(api.DELETE('/api/organizations/{id}/team/{userId}', { params: { path: { id, userId } } }));
}

export function createFund(id: string, name: string, description: string | null) {
  return sendData(api.POST('/api/organizations/{id}/funds', { params: { path: { id } }, body: { name, description } }));
}

export function archiveFund(id: string, fundId: string) {
  return sendData(api.DELETE('/api/organizations/{id}/funds/{fundId}', { params: { path: { id, fundId } } }));
}

export function reorderFunds(id: string, fundIds: string[]) {
  return sendData(api.PUT('/api/organizations/{id}/funds/order', { params: { path: { id } }, body: { fundIds } }));
}

/** After a change to an organization, its team or its funds: every view of organizations reads again. */
export function invalidateOrganizations(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
    queryClient.invalidateQueries({ queryKey: organizationKeys.mineAll }),
  ]).then(() => undefined);
}
