import { DomainError } from '../domain/domain-error.js';
import { isId } from '../domain/ids.js';

/** One page of a list: the items and an opaque cursor for the next page (null on the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** What a caller asks of a paged list. */
export interface PageRequest {
  limit: number;
  cursor?: string;
}

/** The parts a cursor may hold, each checked on the way back in. */
export type CursorPart = 'date' | 'uuid' | 'int' | 'text';
type PartValue<P extends CursorPart> = P extends 'date' ? Date : P extends 'int' ? number : string;
export type CursorValues<S extends readonly CursorPart[]> = { -readonly [K in keyof S]: PartValue<S[K]> };

const MAX_CURSOR_LENGTH = 512;

export function invalidCursor(): DomainError {
  const message = 'The paging cursor is not valid. Start again from the first page.';
  return new DomainError('invalid_cursor', message, 'validation', { cursor: [message] });
}

function checkPart(part: CursorPart, value: unknown): Date | number | string {
  switch (part) {
    case 'date': {
      if (typeof value !== 'string') throw invalidCursor();
      const date = new Date(value);
      if (Number.isNaN(date.getTime()) || date.toISOString() !== value) throw invalidCursor();
      return date;
    }
    case 'uuid':
      if (!isId(value)) throw invalidCursor();
      return value;
    case 'int':
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw invalidCursor();
      return value;
    case 'text':
      if (typeof value !== 'string' || value.length > 200 || value.includes('\u0000')) throw invalidCursor();
      return value;
  }
}

/**
 * The one keyset cursor codec: the sort key of a page's last row, as base64url JSON. A cursor is
 * opaque to clients; one that was tampered with, or that belongs to another list (a different
 * shape), is refused with a 400 — never a 500, never a silent restart from the top.
 */
export const Cursor = {
  encode(values: readonly (Date | number | string)[]): string {
    const json = JSON.stringify(values.map((v) => (v instanceof Date ? v.toISOString() : v)));
    return Buffer.from(json, 'utf8').toString('base64url');
  },

  decode<const S extends readonly CursorPart[]>(raw: string | undefined, shape: S): CursorValues<S> | null {
    if (raw === undefined || raw === '') return null;
    if (raw.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(raw)) throw invalidCursor();
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    } catch {
      throw invalidCursor();
    }
    if (!Array.isArray(parsed) || parsed.length !== shape.length) throw invalidCursor();
    return shape.map((part, i) => checkPart(part, parsed[i])) as CursorValues<S>;
  },
};

/**
 * Builds a page from rows fetched with `limit + 1`: the extra row only tells that there is more.
 */
export function pageOf<T>(rows: T[], limit: number, keyOf: (last: T) => readonly (Date | number | string)[]): Page<T> {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last !== undefined ? Cursor.encode(keyOf(last)) : null };
}
