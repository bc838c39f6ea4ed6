import type { Request, Response } from 'express';

/** Lists stay JSON arrays; the next page is announced in headers (X-Next-Cursor and a Link rel="next"). */
export function announceNextPage(req: Request, res: Response, nextCursor: string | null): void {
  if (!nextCursor) return;
  res.setHeader('X-Next-Cursor', nextCursor);
  res.setHeader('Link', `<${withCursor(req.originalUrl, nextCursor)}>; rel="next"`);
}

/**
 * The request's path and query with `cursor` set. The usual target (a path, no fragment) has only its
 * query parsed; any other (an absolute URL, a stray "#") goes through URL, which keeps the path alone.
 */
function withCursor(target: string, cursor: string): string {
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('#')) {
    const url = new URL(target, 'http://placeholder');
    url.searchParams.set('cursor', cursor);
    return `${url.pathname}${url.search}`;
  }
  const at = target.indexOf('?');
  const query = new URLSearchParams(at < 0 ? '' : target.slice(at + 1));
  query.set('cursor', cursor);
  return `${at < 0 ? target : target.slice(0, at)}?${query.toString()}`;
}

/** The X-Next-Cursor header every paged list declares: `@ApiOkResponse({ type: [Item], headers: NEXT_PAGE_HEADER })`. */
export const NEXT_PAGE_HEADER = {
  'X-Next-Cursor': { description: 'Pass as `cursor` for the next page; absent on the last page', schema: { type: 'string' } },
} as const;
