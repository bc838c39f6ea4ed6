// The bare baseline for the benchmarks: node:http + pg, no framework, no ORM, no architecture —
// what this machine and this PostgreSQL can do when nothing stands between a request and its SQL.
// It does the same database work as the app for the calls the benchmarks measure, on the same
// database (the app's schema, migrated by the app):
//   POST /api/donations/create-payment-intent   card-testing counts, the campaign's eligibility, the
//                                               sandbox intent, the pending donation
//   POST /api/payments/sandbox/confirm          settles the intent; in one transaction the donation is
//                                               completed with its ledger lines and totals shard, and
//                                               the campaign credited
//   POST /api/donations/complete                the receipt: the donation and its campaign's title
//   GET  /api/campaigns/:id                     the campaign (its public total)
//   GET  /api/campaigns?search=&limit=&cursor=  the app's own search statements (imported from dist/,
//                                               so they are identical) and the page's creators
// Usage: DATABASE_URL=… PORT=… node bench/baseline/server.mjs   (prints "Ready at" when listening)
import { createServer } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { CAMPAIGN_COLUMNS, PUBLIC_WHERE, searchCampaigns } from '../../dist/modules/fundraising/adapters/persistence/campaign-search.sql.js';
import { completeDonationSql } from './giving-sql.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.BASELINE_POOL ?? 20) });
const { rows: [shards] } = await pool.query(`SELECT to_regclass('donation_totals_shard') IS NOT NULL AS yes`);
const COMPLETE_DONATION_SQL = completeDonationSql(shards.yes ? 'shards' : 'global');
const numbered = (sql) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

const token = (bytes = 12) => randomBytes(bytes).toString('hex');
const dollars = (cents) => (Number(cents) / 100).toFixed(2);

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

async function readJson(req) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return raw ? JSON.parse(raw) : {};
}

async function createIntent(req, res) {
  const body = await readJson(req);
  const giftCents = Math.round((Number(body.amount) - Number(body.tip ?? 0)) * 100);
  const tipCents = Math.round(Number(body.tip ?? 0) * 100);
  if (!(giftCents > 0) || !body.guestInfo?.email) return send(res, 400, { message: 'Bad gift' });
  // As the app behind TRUST_PROXY: the nearest forwarded address.
  const ip = String(req.headers['x-forwarded-for'] ?? '').split(',').at(-1).trim() || (req.socket.remoteAddress ?? '127.0.0.1');
  const clientKey = `${ip}|${body.guestInfo.email}`;
  const { rows: [limits] } = await pool.query(
    `SELECT (SELECT count(*) FROM donation WHERE client_ip = $1 AND created_at > now() - interval '60 seconds') AS started,
            (SELECT count(*) FROM donation WHERE client_key = $2 AND status = 'failed' AND created_at > now() - interval '15 minutes') AS declined_client,
            (SELECT count(*) FROM donation WHERE client_ip = $1 AND status = 'failed' AND created_at > now() - interval '15 minutes') AS declined_ip`,
    [ip, clientKey],
  );
  if (Number(limits.started) >= 300 || Number(limits.declined_client) >= 5 || Number(limits.declined_ip) >= 30) return send(res, 429, { message: 'Too many attempts' });
  const { rows: [campaign] } = await pool.query(
    `SELECT id, title FROM campaign WHERE id = $1 AND status = 'approved' AND is_active AND archived_at IS NULL AND (end_date IS NULL OR end_date > now())`,
    [body.campaignId],
  );
  if (!campaign) return send(res, 422, { message: 'This campaign is not accepting gifts' });
  const donationId = randomUUID();
  const intentId = `pi_sbx_${token()}`;
  const clientSecret = `${intentId}_secret_${token(10)}`;
  await pool.query(
    `INSERT INTO sandbox_payment_intent (id, client_secret, amount_cents, currency, status, metadata, idempotency_key, description)
     VALUES ($1, $2, $3, 'usd', 'requires_payment_method', $4::jsonb, $5, $6)`,
    [intentId, clientSecret, giftCents + tipCents, JSON.stringify({ kind: 'donation', donationId, campaignId: campaign.id }), `donation-${donationId}`, `Donation to ${campaign.title}`],
  );
  await pool.query(
    `INSERT INTO donation (id, campaign_id, guest_first_name, guest_last_name, guest_email, gift_cents, tip_cents, message, is_anonymous,
                           status, payment_intent_id, client_key, client_ip, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10, $11, $12, now())`,
    [donationId, campaign.id, body.guestInfo.firstName, body.guestInfo.lastName, body.guestInfo.email.toLowerCase(), giftCents, tipCents,
      body.message ?? null, Boolean(body.isAnonymous), intentId, clientKey, ip],
  );
  send(res, 201, { clientSecret, donationId, paymentIntentId: intentId });
}

async function confirm(req, res) {
  const body = await readJson(req);
  const { rows: [intent] } = await pool.query(
    `UPDATE sandbox_payment_intent SET status = 'succeeded', last_error = NULL
      WHERE client_secret = $1 AND status NOT IN ('succeeded', 'canceled') RETURNING id, status`,
    [body.clientSecret],
  );
  if (!intent) return send(res, 404, { message: 'Payment not found' });
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows: [done] } = await client.query(COMPLETE_DONATION_SQL, [intent.id]);
    if (done) {
      await client.query(`UPDATE campaign SET current_amount_cents = current_amount_cents + $1, donor_count = donor_count + 1 WHERE id = $2`, [done.gift_cents, done.campaign_id]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  send(res, 200, { status: intent.status, paymentIntentId: intent.id, error: null });
}

async function complete(req, res) {
  const body = await readJson(req);
  const { rows: [d] } = await pool.query(
    `SELECT d.id, d.campaign_id, d.gift_cents, d.tip_cents, d.message, d.is_anonymous, d.status, d.completed_at, d.created_at, c.title, c.slug
       FROM donation d JOIN campaign c ON c.id = d.campaign_id
      WHERE d.payment_intent_id = $1 AND d.campaign_id = $2`,
    [body.paymentIntentId, body.campaignId],
  );
  if (!d || d.status !== 'completed') return send(res, 404, { message: 'Donation not found' });
  send(res, 200, {
    donationId: d.id, campaignId: d.campaign_id, campaignTitle: d.title, campaignSlug: d.slug, amount: dollars(d.gift_cents), tip: dollars(d.tip_cents),
    message: d.message, isAnonymous: d.is_anonymous, recordedAt: new Date(d.completed_at ?? d.created_at).toISOString(), paymentIntentId: body.paymentIntentId,
  });
}

function campaignJson(row) {
  return {
    id: row.id, slug: row.slug, title: row.title, description: row.description, goal: dollars(row.goal_cents), currentAmount: dollars(row.current_amount_cents),
    donorCount: row.donor_count, image: row.image, video: row.video, additionalImages: row.additional_images,
    endDate: row.end_date ? new Date(row.end_date).toISOString() : null, isActive: row.is_active, status: row.status,
    archivedAt: row.archived_at ? new Date(row.archived_at).toISOString() : null, createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    user: row.u_id ? { firstName: row.u_first_name, lastName: row.u_last_name, profileImageUrl: row.u_profile_image_url, location: row.u_location } : null,
  };
}

async function campaign(res, id) {
  const { rows: [row] } = await pool.query(`SELECT ${CAMPAIGN_COLUMNS} FROM campaign WHERE id = $1`, [id]);
  if (!row) return send(res, 404, { message: 'Campaign not found' });
  send(res, 200, campaignJson(row));
}

/** The app's search statements, identical (the same module), then the creators of the page in one more statement, as the app. */
async function search(res, params) {
  const text = (params.get('search') ?? '').trim();
  const limit = Number(params.get('limit') ?? 50);
  const cursor = params.get('cursor');
  const [offset] = cursor ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : [0];
  const run = async (sql, values) => (await pool.query(numbered(sql), values)).rows;
  const rows = (await searchCampaigns(run, PUBLIC_WHERE, [], text, limit, offset)).slice(0, limit);
  const owners = [...new Set(rows.map((r) => r.owner_id))];
  const { rows: users } = owners.length
    ? await pool.query(`SELECT id, first_name, last_name, profile_image_url, location FROM app_user WHERE id = ANY($1::uuid[])`, [owners])
    : { rows: [] };
  const byId = new Map(users.map((u) => [u.id, u]));
  send(res, 200, rows.map((row) => {
    const u = byId.get(row.owner_id);
    return campaignJson(u ? { ...row, u_id: u.id, u_first_name: u.first_name, u_last_name: u.last_name, u_profile_image_url: u.profile_image_url, u_location: u.location } : row);
  }));
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://baseline');
    if (req.method === 'GET' && url.pathname === '/api/health') return send(res, 200, { status: 'ok' });
    if (req.method === 'POST' && url.pathname === '/api/donations/create-payment-intent') return await createIntent(req, res);
    if (req.method === 'POST' && url.pathname === '/api/payments/sandbox/confirm') return await confirm(req, res);
    if (req.method === 'POST' && url.pathname === '/api/donations/complete') return await complete(req, res);
    if (req.method === 'GET' && url.pathname === '/api/campaigns') return await search(res, url.searchParams);
    if (req.method === 'GET' && url.pathname.startsWith('/api/campaigns/')) return await campaign(res, url.pathname.slice('/api/campaigns/'.length));
    send(res, 404, { message: 'Not found' });
  } catch (error) {
    send(res, 500, { message: String(error?.message ?? error) });
  }
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`Ready at http://127.0.0.1:${process.env.PORT}`));
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.end().then(() => process.exit(0));
});
