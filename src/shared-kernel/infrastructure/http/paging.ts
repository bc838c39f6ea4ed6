import type { Request, Response } from 'express';

/** Lists stay JSON arrays; the next page is announced in headers (X-Next-Cursor and a Link rel="next"). */
export function announceNextPage(req: Request, res: Response, nextCursor: string | null): void {
  if (!nextCursor) return;
  res.setHeader('X-Next-Cursor', nextCursor);
  const url = new URL(req.originalUrl, 'http://placeholder');
  url.searchParams.set('cursor', nextCursor);
  res.setHeader('Link', `<${url.pathname}${url.search}>; rel="next"`);
}

/** The X-Next-Cursor header every paged list declares: `@ApiOkResponse({ type: [Item], headers: NEXT_PAGE_HEADER })`. */
export const NEXT_PAGE_HEADER = {
  'X-Next-Cursor': { description: 'Pass as `cursor` for the next page; absent on the last page', schema: { type: 'string' } },
} as const;
