import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { INestApplicationContext } from '@nestjs/common';
import { copyFile, mkdtemp, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAMPAIGN_READ_MODEL, type CampaignReadModel, CreateCampaign } from '../modules/fundraising/index.js';
import { DecideOnCampaign } from '../modules/moderation/index.js';
import { EnsureAdminAccount, IdentityDirectory, RegisterUser } from '../modules/identity/index.js';
import { FILE_STORAGE, type FileStorage } from '../shared-kernel/application/file-storage.js';
import { DomainError } from '../shared-kernel/domain/domain-error.js';
import { Money } from '../shared-kernel/domain/money.js';
import { DEMO_CAMPAIGNS } from './demo-campaigns.js';
import { DEMO_BUSINESSES, DEMO_GIFTS } from './demo-businesses.js';
import { ClaimFoundingPlace, CreateBusinessProfile } from '../modules/business-network/index.js';
import { DemoGiving } from '../modules/payments/index.js';

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
  const temp = join(await mkdtemp(join(tmpdir(), 'fc-demo-')), name);
  await copyFile(source, temp);
  const type = name.endsWith('.png') ? 'image/png' : 'image/jpeg';
  await storage.put(key, temp, type, (await stat(temp)).size);
  return `/uploads/${key}`;
}

async function seedMembers(app: INestApplicationContext): Promise<void> {
  await app.get(EnsureAdminAccount).execute({ ...DEMO_ADMIN, firstName: 'Ruth', lastName: 'Admin' });
  const register = app.get(RegisterUser);
  for (const member of MEMBERS) {
    try {
      await register.execute({ ...member, password: DEMO_MEMBER.password });
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    }
  }
}

async function seedBusinesses(app: INestApplicationContext): Promise<void> {
  const register = app.get(RegisterUser);
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

async function seedGifts(app: INestApplicationContext): Promise<void> {
  const reads = app.get<CampaignReadModel>(CAMPAIGN_READ_MODEL);
  const giving = app.get(DemoGiving);
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
    for (const [n, [amount, tip]] of gifts.entries()) {
      await giving.give({ campaignId: campaign.id, amount, tip, guest: donors[n % donors.length], anonymous: n % 4 === 3 });
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

/**
 * Seeds a living demo platform through the contexts' own use cases, so demo data obeys every
 * rule real data does. Safe to run at every start: what exists is left alone.
 */
export async function seedDemoContent(app: INestApplicationContext): Promise<void> {
  const orm = app.get(MikroORM);
  await RequestContext.create(orm.em.fork(), async () => {
    await seedMembers(app);
    await seedCampaigns(app);
    await seedGifts(app);
    await seedBusinesses(app);
  });
}
