import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { IntegrationEventMap } from '../../../../shared-kernel/application.js';
import type { CampaignUpdateMailbox, PublishedUpdate } from '../../application/campaign-update-mailbox.port.js';

interface WaitingRow {
  update_id: string;
  event_id: string;
  occurred_at: Date | string;
  payload: IntegrationEventMap['fundraising.campaign-update-published.v1'] | string;
}

/** campaign_update_waiting and campaign_update_mail_day (the day's key makes "one email a day" hold across instances). */
@Injectable()
export class SqlCampaignUpdateMailbox implements CampaignUpdateMailbox {
  constructor(private readonly em: EntityManager) {}

  async hold(update: PublishedUpdate, dueAt: Date): Promise<void> {
    await this.em.execute(
      `INSERT INTO campaign_update_waiting (update_id, campaign_id, event_id, occurred_at, payload, due_at)
       VALUES (?, ?, ?, ?, ?::jsonb, ?) ON CONFLICT (update_id) DO NOTHING`,
      [update.payload.updateId, update.payload.campaignId, update.id, update.occurredAt, JSON.stringify(update.payload), dueAt],
    );
  }

  async waitingFor(campaignId: string): Promise<PublishedUpdate[]> {
    const rows = await this.em.execute<WaitingRow[]>(
      `SELECT update_id, event_id, occurred_at, payload FROM campaign_update_waiting WHERE campaign_id = ?
        ORDER BY (payload->>'publishedAt')::timestamptz, update_id FOR UPDATE`,
      [campaignId],
    );
    return rows.map((r) => ({
      id: r.event_id,
      type: 'fundraising.campaign-update-published.v1',
      occurredAt: new Date(r.occurred_at).toISOString(),
      payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
    }));
  }

  async claimDay(campaignId: string, day: string, at: Date): Promise<boolean> {
    const rows = await this.em.execute<{ day: string }[]>(
      `INSERT INTO campaign_update_mail_day (campaign_id, day, sent_at) VALUES (?, ?::date, ?) ON CONFLICT DO NOTHING RETURNING day`,
      [campaignId, day, at],
    );
    return rows.length === 1;
  }

  async release(updateIds: string[]): Promise<void> {
    if (updateIds.length === 0) return;
    await this.em.execute(`DELETE FROM campaign_update_waiting WHERE update_id = ANY(?::uuid[])`, [`{${updateIds.join(',')}}`]);
  }

  async postpone(updateIds: string[], dueAt: Date): Promise<void> {
    if (updateIds.length === 0) return;
    await this.em.execute(`UPDATE campaign_update_waiting SET due_at = ? WHERE update_id = ANY(?::uuid[])`, [dueAt, `{${updateIds.join(',')}}`]);
  }

  async campaignsDue(now: Date, limit: number): Promise<string[]> {
    const rows = await this.em.execute<{ campaign_id: string }[]>(
      `SELECT campaign_id FROM campaign_update_waiting WHERE due_at <= ? GROUP BY campaign_id ORDER BY min(due_at) LIMIT ?`,
      [now, limit],
    );
    return rows.map((r) => r.campaign_id);
  }
}
