import type { Request, Response } from 'express';

/** Lists stay JSON arrays; the next page is announced in headers (X-Next-Cursor and a Link rel="next"). */
export function announceNextPage(req: Request, res: Response, nextCursor: string | null): void {
  if (!nextCursor) return;
  res.setHeader('X-Next-Cursor', nextCursor);
  // The same path and query with the next cursor (the query alone is parsed: a whole URL costs more).
  const at = req.originalUrl.indexOf('?');
  const query = new URLSearchParams(at < 0 ? '' : req.originalUrl.slice(at + 1));
  query.set('cursor', nextCursor);
  res.setHeader('Link', `<${at < 0 ? req.originalUrl : req.originalUrl.slice(0, at)}?${query.toString()}>; rel="next"`);
}

/** The X-Next-Cursor header every paged list declares: `@ApiOkResponse({ type: [Item], headers: NEXT_PAGE_HEADER })`. */
export const NEXT_PAGE_HEADER = {
  'X-Next-Cursor': { description: 'Pass as `cursor` for the next page; absent on the last page', schema: { type: 'string' } },
} as const;
