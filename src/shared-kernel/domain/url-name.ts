import { isId } from './ids.js';

const MAX_BASE_LENGTH = 60;

/**
 * A readable URL name from a title or a name: "Clean Water for Kibera!" -> "clean-water-for-kibera" (accents dropped,
 * & as "and", at most 60 characters). Never shaped like an id, so a `{slug-or-id}` path is never ambiguous: a name
 * that would read as one is prefixed with `kind` ("campaign-…"), as is an empty one.
 */
export function urlName(text: string, kind: string): string {
  const base = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/-+$/g, '');
  const name = base || kind;
  return isId(name) ? `${kind}-${name.slice(0, 8)}` : name;
}

/**
 * The one rule that tells a `{slug-or-id}` path apart (/api/campaigns/…, /api/organizations/…): an id is a UUID, and
 * a URL name never is (`urlName` rewrites a name that would make one). A look-up rule, not a validity check: anything
 * else is a URL name.
 */
export function namesAnId(slugOrId: string): boolean {
  return isId(slugOrId);
}
