import { type MikroORM, RequestContext } from '@mikro-orm/core';
import type { NextFunction, Request, Response } from 'express';
import { DomainError } from '../../../../shared-kernel/domain.js';
import type { ApiKeys } from '../../application/api-keys.service.js';

/** Whether a request names an API key (`Authorization: Bearer …`). */
export function carriesApiKey(req: Request): boolean {
  return /^Bearer\s+\S/i.test(req.get('authorization') ?? '');
}

/**
 * An API call made with a key: the key is checked (401 when unknown, revoked or expired) and counted against its
 * allowance (RateLimit-Limit, -Remaining, -Reset on every answer; over it, 429 with Retry-After), and the request goes
 * on as its owner, marked as a key's (`req.apiKey`: the scope guard limits it to the key's scopes). No session is read
 * or made for it, and no cookie counts: a key stands alone.
 */
export function bearerKeys(keys: ApiKeys, orm: MikroORM) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!carriesApiKey(req)) return next();
    const secret = (req.get('authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
    RequestContext.create(orm.em, () => {
      keys.authenticate(secret).then(
        ({ user, key, rate, allowed }) => {
          // The key's allowance this minute, on every answer (draft-ietf-httpapi-ratelimit-headers' fields).
          res.set({ 'RateLimit-Limit': String(rate.limit), 'RateLimit-Remaining': String(rate.remaining), 'RateLimit-Reset': String(rate.resetSeconds) });
          if (!allowed) {
            res
              .status(429)
              .set('Retry-After', String(rate.resetSeconds))
              .json({ message: `This API key made more than ${rate.limit} calls this minute. Try again in ${rate.resetSeconds} seconds.`, code: 'rate_limited' });
            return;
          }
          Object.assign(req, { user, apiKey: key });
          next();
        },
        (error: unknown) => {
          if (error instanceof DomainError && error.kind === 'unauthenticated') {
            res.status(401).set('WWW-Authenticate', 'Bearer').json({ message: error.message, code: error.code });
          } else next(error);
        },
      );
    });
  };
}
