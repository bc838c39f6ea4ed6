const UUID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A readable URL name from a title: "Clean Water for Kibera!" -> "clean-water-for-kibera".
 * Never shaped like an id, so /api/campaigns/{slug-or-id} is never ambiguous.
 */
export function slugify(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  const slug = base || 'campaign';
  return UUID_LIKE.test(slug) ? `campaign-${slug.slice(0, 8)}` : slug;
}

export function isUuidLike(value: string): boolean {
  return UUID_LIKE.test(value);
}
