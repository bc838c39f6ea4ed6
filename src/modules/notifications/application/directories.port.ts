/** What notifications reads from other contexts, each through an adapter in adapters/<context>/. */

/** A member's address and name (identity). null when the account does not exist (or was closed). */
export interface MemberContact {
  email: string;
  firstName: string | null;
  username: string;
}
export interface MemberContacts {
  contactOf(userId: string): Promise<MemberContact | null>;
}
export const MEMBER_CONTACTS = Symbol('MemberContacts');

/** A campaign's title, page and organiser (fundraising). */
export interface CampaignSummary {
  id: string;
  title: string;
  slug: string;
  ownerId: string;
}
export interface CampaignDirectory {
  campaignOf(campaignId: string): Promise<CampaignSummary | null>;
}
export const CAMPAIGN_DIRECTORY = Symbol('CampaignDirectory');

/** Who a campaign's update emails go to, with each address's unsubscribe token (payments). */
export interface UpdateSubscriber {
  email: string;
  firstName: string | null;
  unsubscribeToken: string;
}
export interface UpdateSubscribers {
  of(campaignId: string): Promise<UpdateSubscriber[]>;
}
export const UPDATE_SUBSCRIBERS = Symbol('UpdateSubscribers');

/** Where a guest manages or stops a monthly gift: the signed link of their receipts (payments). */
export interface MonthlyGiftManagement {
  guestManagePath(recurringGiftId: string): string;
}
export const MONTHLY_GIFT_MANAGEMENT = Symbol('MonthlyGiftManagement');

/** An organization as its donors' receipts name it (organizations): the charity of record, and its funds' names. */
export interface OrganizationSummary {
  id: string;
  name: string;
  slug: string;
  ein: string;
  /** "Nashville, TN". */
  address: string;
  fundNames: Map<string, string>;
}
export interface OrganizationDirectory {
  organizationOf(organizationId: string): Promise<OrganizationSummary | null>;
}
export const ORGANIZATION_DIRECTORY = Symbol('OrganizationDirectory');
