import { Migration } from '@mikro-orm/migrations';

/**
 * The vocabulary of the public search: every lexeme that ever appeared in a campaign's title or
 * description (its search_vector), kept by a trigger. A typed word is a prefix ("librar"); the
 * search expands it through this table (a btree range, log n) into the exact lexemes it covers,
 * so the GIN index answers exact-lexeme lookups (fast, skipping through long posting lists)
 * instead of a partial match that reads every posting list under the prefix. Never pruned: a
 * lexeme no campaign holds any more only adds a term that matches nothing.
 */
export class CampaignSearchWordsMigration20261129001500 extends Migration {
  override name = '20261129001500-campaign-search-words';

  override up(): void {
    this.addSql(`CREATE TABLE campaign_search_word (word text COLLATE "C" PRIMARY KEY)`);
    this.addSql(`
      CREATE FUNCTION campaign_search_words_note() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO campaign_search_word (word)
        SELECT w FROM unnest(tsvector_to_array(NEW.search_vector)) AS w
         WHERE NOT EXISTS (SELECT 1 FROM campaign_search_word s WHERE s.word = w)
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    this.addSql(`
      CREATE TRIGGER campaign_search_words AFTER INSERT OR UPDATE OF title, description ON campaign
        FOR EACH ROW EXECUTE FUNCTION campaign_search_words_note()`);
    this.addSql(`INSERT INTO campaign_search_word (word) SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM campaign ON CONFLICT DO NOTHING`);
  }

  override down(): void {
    this.addSql(`DROP TRIGGER campaign_search_words ON campaign`);
    this.addSql(`DROP FUNCTION campaign_search_words_note()`);
    this.addSql(`DROP TABLE campaign_search_word`);
  }
}
