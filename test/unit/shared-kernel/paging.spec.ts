import { describe, expect, it } from '@jest/globals';
import { Cursor, pageOf } from '../../../src/shared-kernel/application/paging.js';
import { DomainError } from '../../../src/shared-kernel/domain/domain-error.js';

const ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
const at = new Date('2026-11-24T10:00:00.123Z');
const raw = (json: string) => Buffer.from(json, 'utf8').toString('base64url');

function refusal(work: () => unknown): DomainError {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('Cursor', () => {
  it('round-trips a keyset (date, uuid) and an offset, opaque and URL-safe', () => {
    const keyset = Cursor.encode([at, ID]);
    expect(keyset).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Cursor.decode(keyset, ['date', 'uuid'] as const)).toEqual([at, ID]);
    expect(Cursor.decode(Cursor.encode([40]), ['int'] as const)).toEqual([40]);
    expect(Cursor.decode(Cursor.encode(['grace', 7]), ['text', 'int'] as const)).toEqual(['grace', 7]);
  });

  it('reads no cursor as the first page', () => {
    expect(Cursor.decode(undefined, ['int'] as const)).toBeNull();
    expect(Cursor.decode('', ['int'] as const)).toBeNull();
  });

  it.each([
    ['not base64url', 'abc+/='],
    ['not JSON', raw('{not json')],
    ['not a list', raw('{"c":"2026-11-24T10:00:00.123Z","i":"x"}')],
    ['a date that is not one', raw(`["yesterday","${ID}"]`)],
    ['a date in another spelling', raw(`["2026-11-24T10:00:00Z","${ID}"]`)],
    ['an id that is not one', raw('["2026-11-24T10:00:00.123Z","1; DROP TABLE campaign"]')],
    ['another list’s shape (an offset)', Cursor.encode([50])],
    ['one part too many', Cursor.encode([at, ID, 3])],
    ['far too long', 'A'.repeat(513)],
  ])('refuses %s as a 400-kind validation error', (_, cursor) => {
    const error = refusal(() => Cursor.decode(cursor, ['date', 'uuid'] as const));
    expect(error).toMatchObject({ kind: 'validation', code: 'invalid_cursor', message: 'The paging cursor is not valid. Start again from the first page.' });
    expect(error.fieldErrors).toEqual({ cursor: [error.message] });
  });

  it.each([[-1], [1.5], ['12']])('refuses an offset of %p', (value) => {
    expect(refusal(() => Cursor.decode(raw(JSON.stringify([value])), ['int'] as const)).code).toBe('invalid_cursor');
  });

  it('refuses a keyset where an offset belongs', () => {
    expect(refusal(() => Cursor.decode(Cursor.encode([at, ID]), ['int'] as const)).code).toBe('invalid_cursor');
  });
});

describe('pageOf', () => {
  const rows = [1, 2, 3, 4, 5].map((n) => ({ n, at: new Date(at.getTime() - n * 1000) }));

  it('keeps `limit` rows and names the last one in the next cursor when a row more was found', () => {
    const page = pageOf(rows.slice(0, 3), 2, (last) => [last.at, last.n]);
    expect(page.items.map((r) => r.n)).toEqual([1, 2]);
    expect(Cursor.decode(page.nextCursor ?? '', ['date', 'int'] as const)).toEqual([rows[1].at, 2]);
  });

  it('has no next cursor on the last page', () => {
    expect(pageOf(rows.slice(0, 2), 2, (last) => [last.n]).nextCursor).toBeNull();
    expect(pageOf([], 2, () => [0])).toEqual({ items: [], nextCursor: null });
  });
});
