/**
 * The campaign search's SQL, on its own (no imports) so that the bench's bare node:http + pg
 * baseline (bench/baseline/server.mjs) runs exactly the statements the app runs.
 *
 * What matches: every typed word as a prefix (stemmed by the english dictionary) somewhere in the
 * title or description, or the typed text inside the title. Order: title matches first, then
 * the others; newest first within each (created_at DESC, id DESC).
 *
 * Why it stays fast at a million campaigns, whatever the number of matches:
 * - each tier is `ORDER BY created_at DESC, id DESC LIMIT n` (n = offset + limit + 1): the planner
 *   walks the newest-first index and stops after n matches when matches are common, or takes the
 *   few matches from a GIN index and sorts them when they are rare. Nothing ranks every match;
 * - the word tier runs only when the title tier did not fill the page;
 * - typed prefixes are expanded into the exact lexemes they cover (campaign_search_word, a btree
 *   range) so the GIN index does exact lookups. A prefix covering more than MAX_EXPANSION lexemes
 *   (one or two letters) stays a prefix match (slower, same result); a word no campaign has ever
 *   held makes the word tier empty without asking the index at all.
 */

/** What a campaign read returns. */
export const CAMPAIGN_COLUMNS = `id, slug, title, description, goal_cents, current_amount_cents, donor_count, image, video,
  additional_images, end_date, end_time_zone, is_active, status, archived_at, pending_revision, last_rejection, owner_id, organization_id, created_at, updated_at`;

export const PUBLIC_WHERE = `status = 'approved' AND is_active AND archived_at IS NULL`;

/** At most this many typed words count. */
const MAX_WORDS = 8;
/** A prefix covering more lexemes than this is searched as a prefix. */
const MAX_EXPANSION = 64;

/**
 * Runs one statement with `?` placeholders and returns its rows. `prepare` says whether its plan may be
 * kept for the next call (true: its best plan is the same whatever the values); a driver that does not
 * prepare statements ignores it.
 */
export type RunSql = <R>(sql: string, params: unknown[], options: { prepare: boolean }) => Promise<R[]>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The typed words: letters and digits, lower case, at most MAX_WORDS. */
export function typedWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/**
 * The word tier's tsquery (exact lexemes where possible), '' when no campaign can match (a word
 * covering no known lexeme), null when no word counts (only stop words).
 */
async function wordQuery(run: RunSql, words: string[]): Promise<string | null> {
  if (words.length === 0) return null;
  // Each word normalised exactly as to_tsquery('english', 'word:*') does, then its lexemes.
  const rows = await run<{ q: string; lexeme: string | null; expansion: string[] | null }>(
    `SELECT q, lexeme,
            CASE WHEN lexeme IS NOT NULL THEN ARRAY(
              SELECT word FROM campaign_search_word
               WHERE word >= lexeme AND word < lexeme || chr(1114111) AND starts_with(word, lexeme)
               ORDER BY word LIMIT ${MAX_EXPANSION + 1}) END AS expansion
       FROM unnest(?::text[]) WITH ORDINALITY AS typed (w, i),
            LATERAL (SELECT to_tsquery('english', w || ':*')::text AS q) AS parsed,
            LATERAL (SELECT (regexp_match(q, '^''(([^'']|'''')*)'':[*]$'))[1] AS quoted) AS one,
            LATERAL (SELECT replace(quoted, '''''', '''') AS lexeme) AS plain
      ORDER BY i`,
    // An array literal (letters and digits only), not an array: drivers expand arrays into lists.
    [`{${words.join(',')}}`],
    // One plan whatever the words: a btree range per word.
    { prepare: true },
  );
  const clauses: string[] = [];
  for (const row of rows) {
    if (row.q === '') continue; // a stop word: to_tsquery drops it too
    if (row.lexeme === null || row.expansion === null) clauses.push(`(${row.q})`);
    else if (row.expansion.length === 0) return '';
    else if (row.expansion.length > MAX_EXPANSION) clauses.push(row.q);
    else clauses.push(`(${row.expansion.map(quoteLexeme).join(' | ')})`);
  }
  return clauses.length ? clauses.join(' & ') : null;
}

/**
 * A page of campaigns matching `text` among those `where` admits (its own `?` parameters in
 * `whereParams`): at most limit + 1 rows (the extra one tells that there is more), from `offset`.
 */
export async function searchCampaigns<R>(
  run: RunSql,
  where: string,
  whereParams: unknown[],
  text: string,
  limit: number,
  offset: number,
): Promise<R[]> {
  const n = offset + limit + 1;
  const like = `%${escapeLike(text)}%`;
  const inTitle = await run<R>(
    `SELECT ${CAMPAIGN_COLUMNS} FROM campaign WHERE ${where} AND title ILIKE ? ORDER BY created_at DESC, id DESC LIMIT ?`,
    [...whereParams, like, n],
    // The best plan depends on the text (a common one walks the newest-first index, a rare one does not).
    { prepare: false },
  );
  if (inTitle.length < n) {
    const query = await wordQuery(run, typedWords(text));
    if (query) {
      // The newest n word matches hold at most inTitle.length title matches (all of them already
      // in inTitle, which is complete), so at least the n - inTitle.length others the page needs.
      const byWords = await run<R & { in_title: boolean }>(
        `SELECT ${CAMPAIGN_COLUMNS}, title ILIKE ? AS in_title FROM campaign
          WHERE ${where} AND search_vector @@ ?::tsquery ORDER BY created_at DESC, id DESC LIMIT ?`,
        [like, ...whereParams, query, n],
        // As the title tier: a common word or a rare one.
        { prepare: false },
      );
      for (const row of byWords) {
        if (row.in_title) continue;
        delete (row as { in_title?: boolean }).in_title;
        inTitle.push(row);
      }
    }
  }
  return inTitle.slice(offset, n);
}
