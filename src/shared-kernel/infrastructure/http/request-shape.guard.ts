import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorBody } from './error-body.js';

/**
 * Limits on the shape of what a client sends. No endpoint takes more than a few dozen fields; the
 * limits are far above that and far below what makes the DTO transformation (class-transformer and
 * class-validator, whose cost grows with the square of the key count) stall the process.
 */
export const REQUEST_SHAPE_LIMITS = {
  /** Object keys plus array elements, counted over the whole value. */
  maxEntries: 2_000,
  /** Nesting of objects and arrays. */
  maxDepth: 32,
} as const;

export type ShapeProblem = 'forbidden_character' | 'too_many_fields' | 'nested_too_deeply';

const MESSAGES: Record<ShapeProblem, string> = {
  forbidden_character: 'The request contains a character that is not allowed.',
  too_many_fields: `The request has too many fields (at most ${REQUEST_SHAPE_LIMITS.maxEntries} are accepted).`,
  nested_too_deeply: `The request is nested too deeply (at most ${REQUEST_SHAPE_LIMITS.maxDepth} levels are accepted).`,
};

/** The answer for a refused request: status 400, a human message and a stable code. */
export function shapeProblemBody(problem: ShapeProblem): ErrorBody {
  return { message: MESSAGES[problem], code: problem };
}

const hasNul = (text: string): boolean => text.includes('\u0000');

/**
 * One iterative walk over a parsed value, O(entries) with an early exit: refuses NUL characters in
 * any string or key (PostgreSQL cannot store them), more entries than maxEntries in total, or
 * nesting deeper than maxDepth. No recursion, so no depth can overflow the stack.
 */
export function inspectValue(value: unknown, limits: { maxEntries: number; maxDepth: number } = REQUEST_SHAPE_LIMITS): ShapeProblem | null {
  if (typeof value === 'string') return hasNul(value) ? 'forbidden_character' : null;
  if (value === null || typeof value !== 'object') return null;
  const stack: Array<[object, number]> = [[value, 1]];
  let entries = 0;
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (depth > limits.maxDepth) return 'nested_too_deeply';
    // Buffers (raw bodies, uploaded files held in memory) are bytes, not fields.
    if (ArrayBuffer.isView(current)) continue;
    const isArray = Array.isArray(current);
    const keys = isArray ? null : Object.keys(current);
    const count = isArray ? current.length : keys!.length;
    entries += count;
    if (entries > limits.maxEntries) return 'too_many_fields';
    for (let i = 0; i < count; i++) {
      let child: unknown;
      if (isArray) {
        child = (current as unknown[])[i];
      } else {
        const key = keys![i];
        if (hasNul(key)) return 'forbidden_character';
        child = (current as Record<string, unknown>)[key];
      }
      if (typeof child === 'string') {
        if (hasNul(child)) return 'forbidden_character';
      } else if (child !== null && typeof child === 'object') {
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/** Thrown from the JSON parser's verify hook; ProblemDetailsFilter answers it with its 400 body. */
export class RequestShapeError extends Error {
  readonly status = 400;
  readonly expose = true;
  readonly type = 'request.shape';
  constructor(readonly problem: ShapeProblem) {
    super(MESSAGES[problem]);
  }
}

/**
 * A single pass over the raw JSON bytes, before JSON.parse: nesting depth, keys plus array
 * elements (a lower bound of what the parsed walk counts) and \u0000 escapes. Refuses a
 * 0.9 MB body of 80,000 keys in about a millisecond instead of parsing it first (some 30 ms).
 * inspectValue after parsing stays the authority: this only answers the gross cases early.
 */
export function prescanJson(bytes: Uint8Array, limits: { maxEntries: number; maxDepth: number } = REQUEST_SHAPE_LIMITS): ShapeProblem | null {
  const inArray: boolean[] = [false];
  let depth = 0;
  let entries = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (inString) {
      if (c === 0x5c) {
        // \u0000 is a NUL; any other escape is skipped whole.
        if (bytes[i + 1] === 0x75 && bytes[i + 2] === 0x30 && bytes[i + 3] === 0x30 && bytes[i + 4] === 0x30 && bytes[i + 5] === 0x30) {
          return 'forbidden_character';
        }
        i++;
      } else if (c === 0x22) inString = false;
      continue;
    }
    switch (c) {
      case 0x22:
        inString = true;
        break;
      case 0x7b: // {
      case 0x5b: // [
        if (++depth > limits.maxDepth) return 'nested_too_deeply';
        inArray[depth] = c === 0x5b;
        break;
      case 0x7d: // }
      case 0x5d: // ]
        if (depth > 0) depth--;
        break;
      case 0x3a: // : one key
        if (++entries > limits.maxEntries) return 'too_many_fields';
        break;
      case 0x2c: // , one more array element (between keys, the : counts)
        if (inArray[depth] && ++entries > limits.maxEntries) return 'too_many_fields';
        break;
    }
  }
  return null;
}

/** The JSON parser's verify hook: keeps the raw body (webhook signatures) and pre-scans it. */
export function verifyJsonShape(req: IncomingMessage, _res: ServerResponse, buffer: Buffer): void {
  (req as IncomingMessage & { rawBody?: Buffer }).rawBody = buffer;
  const problem = prescanJson(buffer);
  if (problem) throw new RequestShapeError(problem);
}

/** A NUL written in the URL as %00 (path or query), in any case. Double encoding (%2500) is a literal "%00", not a NUL. */
const ENCODED_NUL = /%00/i;

/**
 * Runs right after the body parsers, before sessions, routing and DTO transformation: a request
 * whose URL, query or body is unacceptable is answered 400 in the time it takes to walk it once.
 */
export function requestShapeGuard(limits: { maxEntries: number; maxDepth: number } = REQUEST_SHAPE_LIMITS) {
  return (req: Request, res: Response, next: NextFunction): void => {
    let problem: ShapeProblem | null = ENCODED_NUL.test(req.originalUrl ?? req.url) ? 'forbidden_character' : null;
    problem ??= inspectValue(req.query, limits);
    if (!problem && req.body !== undefined) problem = inspectValue(req.body, limits);
    if (!problem) return next();
    res.status(400).json(shapeProblemBody(problem));
  };
}
