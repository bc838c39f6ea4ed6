/** An outbox message as written: what immediate delivery hands to the consumers. */
export interface PublishedMessage {
  id: string;
  type: string;
  payload: unknown;
  occurredAt: Date;
}

/** SQL (common table expressions, each ending without a comma) and its parameters, for `?` placeholders. */
export interface StatementPart {
  sql: string | null;
  params: unknown[];
}

/**
 * The outbox's two pieces of SQL, written once. Every statement that publishes integration events adds
 * `outboxRows`; every delivery that must run once per message adds `processedKeyClaim`. Only the kernel adds them
 * (OutboxPublisher for a unit of work with a transaction, OutboxStatement for a one-statement unit, the relay for
 * a consumer's delivery): a repository only hands over the statement that changes its own rows.
 */

/**
 * CTE `outbox`: the messages as outbox rows. With `source` (a CTE of the same statement: the changed row),
 * they are written only when it returned a row, so a statement that changed nothing publishes nothing.
 */
export function outboxRows(messages: readonly PublishedMessage[], source: string | null = null): StatementPart {
  if (messages.length === 0) return { sql: null, params: [] };
  return {
    sql: `outbox AS (
        INSERT INTO outbox_message (id, type, payload, occurred_at, available_at, attempts)
        SELECT m.id, m.type, m.payload, m.at, m.at, 0 FROM ${source ? `${source}, ` : ''}
               (VALUES ${messages.map(() => '(?::uuid, ?, ?::jsonb, ?::timestamptz)').join(', ')}) AS m (id, type, payload, at)
      )`,
    params: messages.flatMap((m) => [m.id, m.type, JSON.stringify(m.payload), m.occurredAt]),
  };
}

export interface ProcessedKeyClaim {
  consumer: string;
  messageIds: readonly string[];
  /** Also mark the messages delivered (their last consumer), unless the relay's poller holds them (then it marks them). */
  markProcessed: boolean;
}

/**
 * CTEs `claimed` (the consumer's processed keys for the messages, inserted unless already there: the ids this
 * statement claimed) and `marked` (the claimed messages marked delivered, when asked). The change the consumer
 * makes must be guarded by its claim (`WHERE EXISTS (SELECT 1 FROM claimed)`, or done only for the ids it
 * returned), so the key and the change commit together, once.
 *
 * The key is replayable (a crash loses it with the change, and the message is delivered again), so the
 * statement commits without waiting for its WAL flush.
 */
export function processedKeyClaim(claim: ProcessedKeyClaim): StatementPart & { sql: string } {
  // One array literal: the same text whether the statement goes to the pool or through the ORM.
  const ids = `{${claim.messageIds.join(',')}}`;
  return {
    sql: `claimed AS (
        INSERT INTO processed_message (consumer, message_id)
        SELECT ?, m FROM unnest(?::uuid[]) AS m, (SELECT set_config('synchronous_commit', 'off', true)) AS unit
        ON CONFLICT DO NOTHING RETURNING message_id
      ), marked AS (
        UPDATE outbox_message SET processed_at = now(), attempts = attempts + 1
         WHERE ?::boolean AND id IN (
           SELECT id FROM outbox_message
            WHERE id = ANY(?::uuid[]) AND id IN (SELECT message_id FROM claimed) AND processed_at IS NULL FOR UPDATE SKIP LOCKED)
      )`,
    params: [claim.consumer, ids, claim.markProcessed, ids],
  };
}
