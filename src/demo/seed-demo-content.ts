import { MikroORM, RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { copyFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAMPAIGN_READ_MODEL, type CampaignReadModel, CampaignPrayers, CampaignUpdates, CreateCampaign } from '../modules/fundraising/index.js';
import { DecideOnCampaign, DecideOnCampaignUpdate, DecideOnOrganization } from '../modules/moderation/index.js';
import { ManageFunds, ManageTeam, OrganizationRegistry, RegisterOrganization } from '../modules/organizations/index.js';
import { EnsureAdminAccount, IdentityDirectory, RegisterUser } from '../modules/identity/index.js';
import { FILE_STORAGE, type FileStorage } from '../shared-kernel/application/file-storage.js';
import { makeImageVariants } from '../shared-kernel/infrastructure/uploads/image-variants.js';
import { DomainError } from '../shared-kernel/domain/domain-error.js';
import { Money } from '../shared-kernel/domain/money.js';
import { DEMO_CAMPAIGNS } from './demo-campaigns.js';
import { DEMO_BUSINESSES, DEMO_GIFTS } from './demo-businesses.js';
import { ClaimFoundingPlace, CreateBusinessProfile } from '../modules/business-network/index.js';
import { DemoGiving } from '../modules/payments/index.js';
import { daysBefore, DemoHistory, seededRandom } from './demo-history.js';
import { DEMO_CONGREGANTS, DEMO_MESSAGES, DEMO_UPDATES, GRACE_GIFTS } from './demo-activity.js';

/** The demo accounts the README names. */
export const DEMO_ADMIN = { username: 'admin', password: 'admin-password-2026', email: 'admin@faithcollective.example' };
export const DEMO_MEMBER = { username: 'demo', password: 'demo-password-2026', email: 'demo@faithcollective.example' };

const MEMBERS = [
  { username: 'demo', email: DEMO_MEMBER.email, firstName: 'Grace', lastName: 'Whitfield', phone: '(615) 555-0101' },
  { username: 'pastor.james', email: 'james@faithcollective.example', firstName: 'James', lastName: 'Okafor', phone: '(615) 555-0102' },
  { username: 'maria.santos', email: 'maria@faithcollective.example', firstName: 'Maria', lastName: 'Santos', phone: '(615) 555-0103' },
  { username: 'david.lee', email: 'david@faithcollective.example', firstName: 'David', lastName: 'Lee', phone: '(615) 555-0104' },
];

/** demo-content/ at the repository root, from src/demo or dist/demo alike. */
export const DEMO_CONTENT_DIR = fileURLToPath(new URL('../../demo-content/', import.meta.url));

/** Puts a shipped image into the platform's file storage (disk or S3) under a stable name. */
async function storeImage(storage: FileStorage, name: string): Promise<string | null> {
  const source = join(DEMO_CONTENT_DIR, 'images', name);
  if (!existsSync(source)) return null;
  const key = `demo-${name}`;
  const existing = await storage.open(key);
  if (existing) {
    existing.stream.destroy();
    return `/uploads/${key}`;
  }
  // A scratch copy (storage may move the file it is given), removed once stored.
  const scratch = await mkdtemp(join(tmpdir(), 'fc-demo-'));
  try {
    const temp = join(scratch, name);
    await copyFile(source, temp);
    const type = name.endsWith('.png') ? 'image/png' : 'image/jpeg';
    // Campaign pictures get their right-sized WebP copies now, as an upload would (logos only on request).
    if (type === 'image/jpeg') await makeImageVariants(storage, key, temp);
    await storage.put(key, temp, type, (await stat(temp)).size);
    return `/uploads/${key}`;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function seedMembers(app: INestApplicationContext, history: DemoHistory, now: Date): Promise<void> {
  await app.get(EnsureAdminAccount).execute({ ...DEMO_ADMIN, firstName: 'Ruth', lastName: 'Admin' });
  const register = app.get(RegisterUser);
  const random = seededRandom(17);
  // The founding members joined first, three months ago; the congregation signed up over the 90 days since.
  const everyone = [
    ...MEMBERS.map((member, i) => ({ member, daysAgo: 95 - i * 2 })),
    ...DEMO_CONGREGANTS.map((c, i) => ({
      member: { ...c, email: `${c.username}@faithcollective.example`, phone: `(615) 555-03${String(10 + i).padStart(2, '0')}` },
      daysAgo: Math.floor(random() * 89) + 1,
    })),
  ];
  for (const { member, daysAgo } of everyone) {
    try {
      await register.execute({ ...member, password: DEMO_MEMBER.password });
      await history.backdateMember(member.username, daysBefore(now, daysAgo, random));
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    }
  }
}

async function seedBusinesses(app: INestApplicationContext, history: DemoHistory, now: Date): Promise<void> {
  const register = app.get(RegisterUser);
  const random = seededRandom(31);
  const identity = app.get(IdentityDirectory);
  const storage = app.get<FileStorage>(FILE_STORAGE);
  const profiles = app.get(CreateBusinessProfile);
  for (const [i, business] of DEMO_BUSINESSES.entries()) {
    try {
      await register.execute({
        username: business.owner,
        email: `${business.owner}@faithcollective.example`,
        password: DEMO_MEMBER.password,
        firstName: business.first,
        lastName: business.last,
        phone: `(615) 555-01${String(10 + i).padStart(2, '0')}`,
      });
      await history.backdateMember(business.owner, daysBefore(now, 30 + Math.floor(random() * 60), random));
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    }
    const ownerId = (await identity.findByUsernames([business.owner])).get(business.owner);
    if (!ownerId) continue;
    try {
      await profiles.execute(ownerId, {
        companyName: business.companyName,
        industry: business.industry,
        description: business.description,
        location: business.location,
        website: business.website,
        email: `hello@${business.companyName.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
        phone: `(615) 555-02${String(10 + i).padStart(2, '0')}`,
        services: [...business.services],
        logo: await storeImage(storage, `logo-${i + 1}.png`),
      });
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'conflict') continue; // seeded already
      throw error;
    }
    if (business.tier) await app.get(DemoGiving).subscribe(ownerId, business.tier);
    if (i % 2 === 0) await app.get(ClaimFoundingPlace).execute(ownerId).catch(() => undefined);
  }
}

async function seedGifts(app: INestApplicationContext, history: DemoHistory, now: Date): Promise<void> {
  const reads = app.get<CampaignReadModel>(CAMPAIGN_READ_MODEL);
  const giving = app.get(DemoGiving);
  const random = seededRandom(2026);
  // Gifts come in all through the 90 days, more of them on Sundays, a few more as campaigns near their goal.
  const when = () => {
    let daysAgo = Math.floor(random() ** 0.8 * 88) + 1;
    const day = new Date(now.getTime() - daysAgo * 86_400_000).getUTCDay();
    if (day !== 0 && random() < 0.3) daysAgo = Math.max(1, daysAgo - day); // moved to that week's Sunday
    return daysBefore(now, daysAgo, random);
  };
  const donors = [
    { firstName: 'Anna', lastName: 'Prophetess', email: 'anna@example.org' },
    { firstName: 'Barnabas', lastName: 'Cyprus', email: 'barnabas@example.org' },
    { firstName: 'Priscilla', lastName: 'Aquila', email: 'priscilla@example.org' },
    { firstName: 'Silas', lastName: 'Companion', email: 'silas@example.org' },
  ];
  for (const [title, gifts] of Object.entries(DEMO_GIFTS)) {
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const campaign = await reads.findBySlug(slug);
    if (!campaign || campaign.currentAmountCents > 0) continue;
    await history.backdateCampaign(campaign.id, daysBefore(now, 92, random));
    // The listed gifts plus as many smaller ones again, from the congregation, some with words of support.
    const extra = gifts.map(([amount]): [number, number] => [Math.max(10, Math.round((amount * (0.2 + random() * 0.5)) / 5) * 5), random() < 0.4 ? 5 : 0]);
    for (const [n, [amount, tip]] of [...gifts, ...extra].entries()) {
      const paymentId = await giving.give({
        campaignId: campaign.id,
        amount,
        tip,
        guest: donors[n % donors.length],
        anonymous: n % 4 === 3,
        message: n % 3 === 0 ? DEMO_MESSAGES[(n + title.length) % DEMO_MESSAGES.length] : null,
      });
      if (paymentId) await history.backdateGift(paymentId, when());
    }
  }
}

/** Grace (the demo member) gave through the year, so her Donations tab and giving statement have something to show. */
async function seedMemberGiving(app: INestApplicationContext, history: DemoHistory, now: Date): Promise<void> {
  const reads = app.get<CampaignReadModel>(CAMPAIGN_READ_MODEL);
  const identity = app.get(IdentityDirectory);
  const graceId = (await identity.findByUsernames([DEMO_MEMBER.username])).get(DEMO_MEMBER.username);
  if (!graceId) return;
  const [{ n }] = await app.get(EntityManager).execute<{ n: string }[]>(`SELECT count(*) AS n FROM donation WHERE donor_user_id = ?`, [graceId]);
  if (Number(n) > 0) return;
  const random = seededRandom(7);
  for (const gift of GRACE_GIFTS) {
    const slug = gift.campaign.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const campaign = await reads.findBySlug(slug);
    if (!campaign) continue;
    const paymentId = await app.get(DemoGiving).give({
      campaignId: campaign.id,
      amount: gift.amount,
      tip: gift.tip,
      member: { id: graceId, email: DEMO_MEMBER.email },
      anonymous: false,
      message: gift.message ?? null,
    });
    if (paymentId) await history.backdateGift(paymentId, daysBefore(now, gift.daysAgo, random));
  }
}

/**
 * Money reaching organisers: Grace (the demo member) has a sandbox payout account and was paid half of what
 * her Winter Food Pantry Restock campaign held; an administrator refunded one gift to Clean Water for Kibera.
 * So Profile → Payouts, the Funds panel and the admin console's Payouts, Refunds and Ledger tabs have
 * something to show on a first start.
 */
async function seedPayoutsAndRefunds(app: INestApplicationContext): Promise<void> {
  const reads = app.get<CampaignReadModel>(CAMPAIGN_READ_MODEL);
  const identity = app.get(IdentityDirectory);
  const ids = await identity.findByUsernames([DEMO_MEMBER.username, DEMO_ADMIN.username]);
  const graceId = ids.get(DEMO_MEMBER.username);
  const adminId = ids.get(DEMO_ADMIN.username);
  const pantry = await reads.findBySlug('winter-food-pantry-restock');
  if (!graceId || !adminId || !pantry || pantry.ownerId !== graceId) return;
  const giving = app.get(DemoGiving);
  const grace = { id: graceId, username: DEMO_MEMBER.username, email: DEMO_MEMBER.email, firstName: 'Grace', lastName: 'Whitfield', isAdmin: false };
  await giving.payOut(pantry.id, grace, 0.5);
  const water = await reads.findBySlug('clean-water-for-kibera');
  if (!water) return;
  const [gift] = await app.get(EntityManager).execute<{ payment_intent_id: string }[]>(
    `SELECT payment_intent_id FROM donation WHERE campaign_id = ? AND status IN ('completed', 'refunded') AND payment_intent_id IS NOT NULL
      ORDER BY gift_cents, id LIMIT 1`,
    [water.id],
  );
  const admin = { id: adminId, username: DEMO_ADMIN.username, email: DEMO_ADMIN.email, firstName: 'Ruth', lastName: 'Admin', isAdmin: true };
  if (gift) await giving.refund(gift.payment_intent_id, admin);
}

/** Organisers' news (approved by the demo's administrator, as a moderator would) and members' prayers on the live demo campaigns. */
async function seedUpdatesAndPrayers(app: INestApplicationContext, history: DemoHistory, now: Date): Promise<void> {
  const reads = app.get<CampaignReadModel>(CAMPAIGN_READ_MODEL);
  const identity = app.get(IdentityDirectory);
  const usernames = [...MEMBERS.map((m) => m.username), ...DEMO_CONGREGANTS.map((c) => c.username)];
  const ids = await identity.findByUsernames([...usernames, DEMO_ADMIN.username]);
  const adminId = ids.get(DEMO_ADMIN.username);
  const review = app.get(DecideOnCampaignUpdate);
  const member = (username: string) => ({ id: ids.get(username) ?? '', username, email: `${username}@faithcollective.example`, firstName: null, lastName: null, isAdmin: false });
  const updates = app.get(CampaignUpdates);
  const prayers = app.get(CampaignPrayers);
  for (const [title, posts] of Object.entries(DEMO_UPDATES)) {
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const campaign = await reads.findBySlug(slug);
    if (!campaign || !campaign.ownerId) continue;
    const owner = [...ids.entries()].find(([, id]) => id === campaign.ownerId)?.[0];
    if (!owner || (await updates.list(campaign.id, member(owner))).length > 0) continue;
    for (const post of posts) {
      const posted = await updates.post(campaign.id, { ...post, image: null }, member(owner));
      if (adminId) await review.execute(posted.id, 'approve', { id: adminId });
    }
    await history.spreadUpdates(campaign.id, new Date(now.getTime() - 80 * 86_400_000), now);
    for (const [i, username] of usernames.entries()) {
      if ((i + title.length) % 3 === 0 && ids.get(username)) await prayers.toggle(campaign.id, member(username));
    }
  }
}

async function seedCampaigns(app: INestApplicationContext): Promise<void> {
  const reads = app.get<CampaignReadModel>(CAMPAIGN_READ_MODEL);
  const storage = app.get<FileStorage>(FILE_STORAGE);
  const identity = app.get(IdentityDirectory);
  const admins = await identity.findByUsernames([DEMO_ADMIN.username]);
  const owners = await identity.findByUsernames([...new Set(DEMO_CAMPAIGNS.map((c) => c.owner))]);
  for (const demo of DEMO_CAMPAIGNS) {
    const ownerId = owners.get(demo.owner);
    const slug = demo.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    if (!ownerId || (await reads.findBySlug(slug))) continue;
    const image = await storeImage(storage, demo.image);
    const additionalImages: string[] = [];
    for (const extra of demo.additionalImages ?? []) {
      const url = await storeImage(storage, extra);
      if (url) additionalImages.push(url);
    }
    const campaign = await app.get(CreateCampaign).execute({
      ownerId,
      title: demo.title,
      description: demo.description,
      goal: Money.ofCents(Math.round(demo.goal * 100)),
      image,
      additionalImages,
      endDate: demo.endsInDays ? new Date(Date.now() + demo.endsInDays * 86_400_000) : null,
    });
    const adminId = admins.get(DEMO_ADMIN.username);
    if (demo.status === 'approved' && adminId) await app.get(DecideOnCampaign).execute(campaign.id, 'approve', { id: adminId });
  }
}

/** The demo church: a verified organization with its team, three funds and an active payout account. */
export const DEMO_CHURCH = {
  name: 'Cornerstone Community Church',
  slug: 'cornerstone-community-church',
  kind: 'church' as const,
  ein: '62-1234567',
  city: 'Nashville',
  state: 'TN',
  website: 'https://cornerstone.example.org',
};

/**
 * Cornerstone Community Church (issue 37): registered by its pastor, verified by the demo's administrator, with Grace
 * (the demo member) as its treasurer and David as its counter, its General Fund, Missions and Building Fund, and
 * three months of its congregation's gifts split across them (most Sundays), made through the same use cases and
 * sandbox card as a real donor's. Once: a church that has gifts is left alone.
 */
async function seedChurch(app: INestApplicationContext, history: DemoHistory, now: Date): Promise<void> {
  const identity = app.get(IdentityDirectory);
  const ids = await identity.findByUsernames(['pastor.james', DEMO_MEMBER.username, 'david.lee', DEMO_ADMIN.username]);
  const [pastorId, graceId, davidId, adminId] = ['pastor.james', DEMO_MEMBER.username, 'david.lee', DEMO_ADMIN.username].map((u) => ids.get(u));
  if (!pastorId || !graceId || !davidId || !adminId) return;
  const registry = app.get(OrganizationRegistry);
  let church = await registry.forGiving(DEMO_CHURCH.slug);
  if (!church) {
    const { slug: _, ...profile } = DEMO_CHURCH;
    const registered = await app.get(RegisterOrganization).execute(profile, { id: pastorId });
    await app.get(DecideOnOrganization).execute(registered.id, 'verify', { id: adminId });
    const team = app.get(ManageTeam);
    await team.add(registered.id, { id: pastorId }, DEMO_MEMBER.username, 'treasurer');
    await team.add(registered.id, { id: pastorId }, 'david.lee', 'counter');
    const funds = app.get(ManageFunds);
    await funds.create(registered.id, { id: pastorId }, 'Missions', 'Our partners in Kenya and Guatemala, and the summer mission trip.');
    await funds.create(registered.id, { id: pastorId }, 'Building Fund', 'The new fellowship hall and the roof.');
    church = await registry.forGiving(registered.id);
  }
  if (!church || church.status !== 'verified') return;
  const giving = app.get(DemoGiving);
  const pastor = { id: pastorId, username: 'pastor.james', email: 'james@faithcollective.example', firstName: 'James', lastName: 'Okafor', isAdmin: false };
  await giving.connectOrganization(church.id, pastor);
  const [hasGifts] = await app.get(EntityManager).execute<{ n: string }[]>(`SELECT count(*) AS n FROM donation WHERE organization_id = ?`, [church.id]);
  if (Number(hasGifts?.n ?? 0) > 0) return;

  const fund = (name: string) => church!.funds.find((f) => f.name === name)!.id;
  const [general, missions, building] = [fund('General Fund'), fund('Missions'), fund('Building Fund')];
  const random = seededRandom(37);
  const donors = DEMO_CONGREGANTS.slice(0, 8).map((c) => ({ firstName: c.firstName, lastName: c.lastName, email: `${c.username}@faithcollective.example` }));
  // Thirteen Sundays back: each a few gifts, most to the General Fund, many split with Missions or the Building Fund.
  for (let week = 13; week >= 1; week--) {
    // That week's Sunday (the last one is today's, or the latest before it).
    const sundayAgo = Math.max(1, (week - 1) * 7 + now.getUTCDay());
    for (let n = 0; n < 3; n++) {
      const tithe = Math.round((40 + random() * 160) / 5) * 5;
      const allocations = [{ fundId: general, amount: tithe }];
      if (random() < 0.6) allocations.push({ fundId: missions, amount: Math.round((10 + random() * 40) / 5) * 5 });
      if (random() < 0.4) allocations.push({ fundId: building, amount: Math.round((20 + random() * 80) / 5) * 5 });
      const member = n === 0 && week % 4 === 0 ? { id: graceId, email: DEMO_MEMBER.email } : undefined;
      const paymentId = await giving.giveToOrganization({
        organizationId: church.id,
        allocations,
        tip: random() < 0.5 ? 0 : 3,
        guest: donors[(week * 3 + n) % donors.length],
        member,
        anonymous: n === 2 && week % 5 === 0,
      });
      if (paymentId) await history.backdateGift(paymentId, daysBefore(now, sundayAgo, random));
    }
  }
}

/**
 * Seeds a living demo platform through the contexts' own use cases, so demo data obeys every
 * rule real data does. Safe to run at every start: what exists is left alone.
 */
export async function seedDemoContent(app: INestApplicationContext): Promise<void> {
  const orm = app.get(MikroORM);
  await RequestContext.create(orm.em.fork(), async () => {
    const history = new DemoHistory(app.get(EntityManager));
    const now = new Date();
    await seedMembers(app, history, now);
    await seedCampaigns(app);
    await seedGifts(app, history, now);
    await seedMemberGiving(app, history, now);
    await seedUpdatesAndPrayers(app, history, now);
    await seedPayoutsAndRefunds(app);
    await seedBusinesses(app, history, now);
    await seedChurch(app, history, now);
  });
}
