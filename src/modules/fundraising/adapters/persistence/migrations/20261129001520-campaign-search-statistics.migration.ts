import { Migration } from '@mikro-orm/migrations';

/**
 * The search lets the planner choose, per tier, between walking the newest-first index (common
 * matches) and a GIN bitmap plus sort (rare matches). With the default sample, `title ILIKE '%word%'`
 * over unique titles was sometimes estimated at 0.01% when 8% of a million campaigns matched, and
 * the bitmap path then read and sorted 83,000 rows (about a second). A 1,000-entry histogram (and
 * 10,000 most common lexemes) keeps the estimates right.
 */
export class CampaignSearchStatisticsMigration20261129001520 extends Migration {
  override name = '20261129001520-campaign-search-statistics';

  override up(): void {
    this.addSql(`ALTER TABLE campaign ALTER COLUMN title SET STATISTICS 1000, ALTER COLUMN search_vector SET STATISTICS 1000`);
    this.addSql(`ANALYZE campaign`);
  }

  override down(): void {
    this.addSql(`ALTER TABLE campaign ALTER COLUMN title SET STATISTICS -1, ALTER COLUMN search_vector SET STATISTICS -1`);
  }
}
