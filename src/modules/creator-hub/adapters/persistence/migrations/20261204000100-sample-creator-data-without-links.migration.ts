import { Migration } from '@mikro-orm/migrations';

/**
 * Sample creator data no longer carries addresses on the platforms (its creators and video ids are made up, so the
 * links led to pages that do not exist). The cached sample answers still have them: they are dropped, and the next
 * read takes the catalogue's, with `url: null`. Live data is kept.
 */
export class SampleCreatorDataWithoutLinksMigration20261204000100 extends Migration {
  override name = '20261204000100-sample-creator-data-without-links';

  override up(): void {
    this.addSql(`DELETE FROM creator_data_cache WHERE source = 'sample'`);
  }
}
