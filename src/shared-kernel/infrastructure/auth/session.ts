import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { RequestHandler } from 'express';
import type pg from 'pg';

export const SESSION_COOKIE = 'fc.sid';
const TWO_WEEKS_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Sessions live in PostgreSQL: they survive a restart and are shared by every instance.
 * The cookie is HttpOnly, SameSite=Lax, and Secure whenever the request came over HTTPS.
 */
export function sessionMiddleware(options: { pool: pg.Pool; secret: string }): RequestHandler {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret: options.secret,
    // disableTouch: no UPDATE on every request; a session lasts two weeks from sign-in.
    store: new PgStore({ pool: options.pool, tableName: 'session', createTableIfMissing: false, pruneSessionInterval: 15 * 60, disableTouch: true }),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: undefined,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: TWO_WEEKS_MS, path: '/' },
  });
}
