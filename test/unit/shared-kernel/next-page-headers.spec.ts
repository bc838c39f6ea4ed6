import { describe, expect, it } from '@jest/globals';
import type { Request, Response } from 'express';
import { announceNextPage } from '../../../src/shared-kernel/infrastructure/http/paging.js';

function announced(originalUrl: string, cursor: string | null): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as Response;
  announceNextPage({ originalUrl } as Request, res, cursor);
  return headers;
}

describe('announceNextPage', () => {
  it('names the next page in X-Next-Cursor and a Link rel="next" keeping the rest of the query', () => {
    expect(announced('/api/campaigns?search=clean%20water&limit=12&cursor=WzBd', 'WzEyXQ')).toEqual({
      'X-Next-Cursor': 'WzEyXQ',
      Link: '</api/campaigns?search=clean+water&limit=12&cursor=WzEyXQ>; rel="next"',
    });
    expect(announced('/api/admin/payouts?status=paid', 'a b/c')).toEqual({
      'X-Next-Cursor': 'a b/c',
      Link: '</api/admin/payouts?status=paid&cursor=a+b%2Fc>; rel="next"',
    });
  });

  it('adds the cursor to a path without a query, and encodes what was typed', () => {
    expect(announced('/api/campaigns', 'WzEyXQ').Link).toBe('</api/campaigns?cursor=WzEyXQ>; rel="next"');
    expect(announced('/api/campaigns?search=%C3%A9glise%20%26%20choir', 'c').Link).toBe('</api/campaigns?search=%C3%A9glise+%26+choir&cursor=c>; rel="next"');
  });

  it('keeps only the path of a request target written as an absolute URL, and drops a fragment', () => {
    expect(announced('http://elsewhere.example/api/campaigns?limit=1', 'c').Link).toBe('</api/campaigns?limit=1&cursor=c>; rel="next"');
    expect(announced('/api/campaigns?search=a#frag', 'c').Link).toBe('</api/campaigns?search=a&cursor=c>; rel="next"');
  });

  it('announces nothing on the last page', () => {
    expect(announced('/api/campaigns?limit=12', null)).toEqual({});
  });
});
