import type { IntegrationEvent } from '../../../shared-kernel/application.js';

/** An approved update's publication, as it waits for its campaign's next update email. */
export type PublishedUpdate = IntegrationEvent<'fundraising.campaign-update-published.v1'>;

/**
 * Where approved updates wait for their campaign's update email, and which days each campaign's donors got
 * theirs. Every method runs in the caller's unit of work.
 */
export interface CampaignUpdateMailbox {
  /** The update waits for its campaign's next update email (once per update: a second hold changes nothing). */
  hold(update: PublishedUpdate, dueAt: Date): Promise<void>;
  /** The campaign's waiting updates, oldest approval first, their rows locked until the unit of work commits. */
  waitingFor(campaignId: string): Promise<PublishedUpdate[]>;
  /** Claims the campaign's one update email of `day` (YYYY-MM-DD); false when its donors got one that day already. */
  claimDay(campaignId: string, day: string, at: Date): Promise<boolean>;
  /** These updates went out (or have nowhere to go): they wait no more. */
  release(updateIds: string[]): Promise<void>;
  /** These updates wait until `dueAt`. */
  postpone(updateIds: string[], dueAt: Date): Promise<void>;
  /** Campaigns with updates due by `now`, oldest due first. */
  campaignsDue(now: Date, limit: number): Promise<string[]>;
}
export const CAMPAIGN_UPDATE_MAILBOX = Symbol('CampaignUpdateMailbox');
