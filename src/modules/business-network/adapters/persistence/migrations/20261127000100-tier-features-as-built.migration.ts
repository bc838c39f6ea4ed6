import { Migration } from '@mikro-orm/migrations';

/**
 * Each tier advertises what it really gives. A directory listing, a logo and services are free for every member,
 * and the newsletter, events, referrals, mentoring and spotlight were never built: a tier gives its badge on the
 * member's listing and profile and its place in the directory's order (Executive, Professional, Basic, then free
 * listings; sql-directory.read-model.ts).
 */
const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;

export class TierFeaturesAsBuiltMigration20261127000100 extends Migration {
  override name = '20261127000100-tier-features-as-built';

  override up(): void {
    const tiers: [string, string, string[]][] = [
      [
        '6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b01',
        'Stand out in the Christian business directory with a member badge.',
        ['Basic Membership badge on your listing and business profile', 'Listed ahead of free listings in the directory', 'Cancel any time from your profile'],
      ],
      [
        '6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b02',
        'Rank higher in the directory with a Professional badge.',
        ['Everything in Basic', 'Professional Membership badge on your listing and business profile', 'Listed ahead of Basic members in the directory'],
      ],
      [
        '6b1f3d2a-1c1e-4b7a-9a41-0c2f6f3a9b03',
        'The top of the directory, with an Executive badge.',
        ['Everything in Professional', 'Executive Membership badge on your listing and business profile', 'Top placement in the directory, ahead of every other tier'],
      ],
    ];
    for (const [id, description, features] of tiers) {
      this.addSql(`UPDATE membership_tier SET description = ${literal(description)}, features = ${literal(JSON.stringify(features))}::jsonb WHERE id = ${literal(id)}`);
    }
  }
}
