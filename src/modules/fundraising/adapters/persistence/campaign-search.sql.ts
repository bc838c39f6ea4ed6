/**
 * The public campaign search's SQL, on its own (no imports) so that the bench's bare node:http + pg
 * baseline (bench/baseline/server.mjs) runs exactly the statement the app runs.
 */

/** What a campaign read returns. */
export const CAMPAIGN_COLUMNS = `id, slug, title, description, goal_cents, current_amount_cents, donor_count, image, video,
  additional_images, end_date, end_time_zone, is_active, status, archived_at, pending_revision, owner_id, created_at, updated_at`;

/** "Clean wat" -> "clean:* & wat:*": every word, as a prefix, stemmed by the english dictionary. */
export function prefixQuery(text: string): string | null {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A page of campaigns matching `text` among those `where` admits: the statement with `?`
 * placeholders and its parameters (`where`'s own parameters first).
 */
export function campaignSearchSql(columns: string, where: string, whereParams: unknown[], text: string, limit: number, offset: number): { sql: string; params: unknown[] } {
  const tsquery = prefixQuery(text) ?? '';
  const like = `%${escapeLike(text)}%`;
  // Words (as prefixes, stemmed) anywhere in the title or description, or the typed text inside
  // the title; title matches rank first. Served by a BitmapOr of the two partial GIN indexes
  // (kept free of pending lists, see the migration).
  return {
    sql: `SELECT ${columns}
           FROM campaign
          WHERE ${where}
            AND (search_vector @@ to_tsquery('english', ?) OR title ILIKE ?)
          ORDER BY (title ILIKE ?) DESC, ts_rank(search_vector, to_tsquery('english', ?)) DESC, created_at DESC, id DESC
          LIMIT ? OFFSET ?`,
    params: [...whereParams, tsquery, like, like, tsquery, limit + 1, offset],
  };
}

export const PUBLIC_WHERE = `status = 'approved' AND is_active AND archived_at IS NULL`;
