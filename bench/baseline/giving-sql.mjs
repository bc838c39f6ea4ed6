// The completion of a gift as the bare baseline writes it: the same statement shape as the app's
// (MikroOrmDonationRepository.changeStatus): the conditional UPDATE of the donation, its ledger lines
// and the platform totals, in one statement. $1 is the payment intent's id.
const FEE = '((changed.gift_cents + changed.tip_cents) * 290 + 5000) / 10000 + 30';

export function completeDonationSql(totals) {
  const totalsSql =
    totals === 'shards'
      ? `UPDATE donation_totals_shard t
            SET completed_count = t.completed_count + 1, gift_cents = t.gift_cents + changed.gift_cents, tip_cents = t.tip_cents + changed.tip_cents
           FROM changed WHERE t.shard = get_byte(uuid_send(changed.id), 15) % 16`
      : `UPDATE donation_totals t
            SET completed_count = t.completed_count + 1, gift_cents = t.gift_cents + changed.gift_cents, tip_cents = t.tip_cents + changed.tip_cents
           FROM changed WHERE t.id`;
  return `WITH changed AS (
         UPDATE donation SET status = 'completed', failure_reason = NULL, completed_at = now()
          WHERE payment_intent_id = $1 AND status IN ('pending', 'failed')
          RETURNING id, campaign_id, status, gift_cents, tip_cents, completed_at
       ), ledger AS (
         INSERT INTO ledger_entry (transaction_id, kind, account, campaign_id, donation_id, amount_cents, created_at)
         SELECT 'gift:' || changed.id, line.kind, line.account,
                CASE WHEN line.account = 'campaign_funds' THEN changed.campaign_id END, changed.id, line.amount, changed.completed_at
           FROM changed
          CROSS JOIN LATERAL (VALUES
                ('gift', 'provider_balance', changed.gift_cents::bigint),
                ('gift', 'campaign_funds', -changed.gift_cents::bigint),
                ('tip', 'provider_balance', changed.tip_cents::bigint),
                ('tip', 'platform_tips', -changed.tip_cents::bigint),
                ('fee', 'processing_fees', (${FEE})::bigint),
                ('fee', 'provider_balance', -(${FEE})::bigint)
          ) AS line (kind, account, amount)
          WHERE line.amount <> 0
       ), totals AS (${totalsSql})
       SELECT id, campaign_id, gift_cents FROM changed`;
}
