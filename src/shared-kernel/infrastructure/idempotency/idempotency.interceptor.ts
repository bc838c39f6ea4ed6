import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { DomainError } from '../../domain/domain-error.js';
import type { AuthenticatedUser } from '../../application/authenticated-user.js';
import { apiKeyOf } from '../auth/api-scope.js';
import { PlainSql } from '../database/plain-sql.js';

/** How long a first answer is kept for its key. */
export const IDEMPOTENCY_HOURS = 24;
const MAX_KEY = 255;

export const IdempotencyErrors = {
  badKey: () => DomainError.validation('Idempotency-Key', `An Idempotency-Key is 1 to ${MAX_KEY} printable characters.`, 'idempotency_key_invalid'),
  reused: () =>
    new DomainError('idempotency_key_reused', 'This Idempotency-Key was already used with a different request. Use a new key for a new request.', 'rule_violation'),
  inProgress: () => DomainError.conflict('idempotency_key_in_progress', 'A request with this Idempotency-Key is still being answered. Try again in a moment.'),
};

/**
 * Who a key belongs to: the API key that calls, else the signed-in member, else the address (a guest giving). Keys
 * of two callers never meet.
 */
function callerOf(req: Request): string {
  const key = apiKeyOf(req);
  if (key) return `key:${key.keyId}`;
  const user = req.user as AuthenticatedUser | undefined;
  return user ? `user:${user.id}` : `ip:${req.ip ?? 'unknown'}`;
}

/** What was asked: the method, the path and the body, hashed (the same request answers the same). */
function requestHash(req: Request): string {
  return createHash('sha256').update(`${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`).digest('hex');
}

interface SavedRow {
  request_hash: string;
  status: number | null;
  body: unknown;
}

/**
 * Idempotent writes: a POST sent with `Idempotency-Key` (1–255 characters) keeps its first successful answer for 24
 * hours, per key and caller. The same key and request again gets that answer back (status and body, with
 * `Idempotent-Replayed: true`) and nothing is done twice; the same key with another request is refused (422); while the
 * first is still being answered, a second is refused (409, try again). A request that failed is not kept (a domain
 * refusal changed nothing, and a failure may be retried with the same key).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly sql: PlainSql) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const key = req.method === 'POST' ? req.get('idempotency-key') : undefined;
    if (key === undefined) return next.handle();
    return from(this.answer(req, http.getResponse<Response>(), key, next));
  }

  private async answer(req: Request, res: Response, key: string, next: CallHandler): Promise<unknown> {
    if (key.length < 1 || key.length > MAX_KEY || !/^[\x21-\x7e]+$/.test(key)) throw IdempotencyErrors.badKey();
    const caller = callerOf(req);
    const hash = requestHash(req);
    // The first request claims the key in one statement (a key older than 24 hours is claimed afresh).
    const claimed = await this.sql.read<{ key: string }>(
      `INSERT INTO idempotent_request (caller, key, request_hash) VALUES (?, ?, ?)
       ON CONFLICT (caller, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, status = NULL, body = NULL, created_at = now()
         WHERE idempotent_request.created_at < now() - make_interval(hours => ?)
       RETURNING key`,
      [caller, key, hash, IDEMPOTENCY_HOURS],
      { prepare: false },
    );
    if (claimed.length === 0) return this.replay(res, caller, key, hash);
    try {
      const body = await lastValueFrom(next.handle(), { defaultValue: undefined });
      await this.sql.read(`UPDATE idempotent_request SET status = ?, body = ?::jsonb WHERE caller = ? AND key = ?`, [res.statusCode, JSON.stringify(body ?? null), caller, key], { prepare: false });
      return body;
    } catch (error) {
      await this.sql.read(`DELETE FROM idempotent_request WHERE caller = ? AND key = ? AND status IS NULL`, [caller, key], { prepare: false });
      throw error;
    }
  }

  private async replay(res: Response, caller: string, key: string, hash: string): Promise<unknown> {
    const [saved] = await this.sql.read<SavedRow>(`SELECT request_hash, status, body FROM idempotent_request WHERE caller = ? AND key = ?`, [caller, key], {
      prepare: false,
    });
    if (!saved) throw IdempotencyErrors.inProgress(); // the first failed and let go of it a moment ago: try again
    if (saved.request_hash !== hash) throw IdempotencyErrors.reused();
    if (saved.status === null) throw IdempotencyErrors.inProgress();
    res.status(saved.status).set('Idempotent-Replayed', 'true');
    return saved.body;
  }
}
