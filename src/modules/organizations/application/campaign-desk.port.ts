import type { Money } from '../../../shared-kernel/domain.js';

/**
 * A campaign as it goes on the wire (fundraising's published CampaignResponse): the organizations context passes it
 * through to its page without looking inside.
 */
export type CampaignOnTheWire = { readonly id: string } & Readonly<Record<string, unknown>>;

/** A new campaign of an organization, as its admin filled in fundraising's campaign form. */
export interface NewOrganizationCampaign {
  organizationId: string;
  /** The organization's admin creating it: its organizer. */
  ownerId: string;
  title: string;
  description: string;
  goal: Money;
  image?: string | null;
  video?: string | null;
  additionalImages?: string[];
  endDate?: Date | null;
  endDay?: string | null;
  endTimeZone?: string | null;
}

/** Fundraising, as the organizations context asks it for its campaigns. */
export interface CampaignDesk {
  /** A new campaign owned by the organization (pending review), as the wire shows it. */
  start(campaign: NewOrganizationCampaign): Promise<CampaignOnTheWire>;
  /** The organization's live campaigns, newest first. */
  liveOf(organizationId: string): Promise<CampaignOnTheWire[]>;
}
export const CAMPAIGN_DESK = Symbol('CampaignDesk');
