import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { RequestHandler } from 'express';
import type pg from 'pg';

export const SESSION_COOKIE = 'fc.sid';
const TWO_WEEKS_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * The store of sessions, on its own pool. It deletes expired sessions every 15 minutes once used; close()
 * stops that when the app closes (before its pool ends). Its errors go to `log`, not to the console.
 */
export function sessionStore(pool: pg.Pool, log: (message: string) => void): session.Store & { close(): unknown } {
  const PgStore = connectPgSimple(session);
  return new PgStore({
    pool,
    tableName: 'session',
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
    // No UPDATE on every request; a session lasts two weeks from sign-in.
    disableTouch: true,
    // An AggregateError (every address of a host refused) has an empty message: its code then.
    errorLog: (...args: unknown[]) => log(args.map((a) => (a instanceof Error ? a.message || (a as { code?: string }).code || a.name : String(a))).join(' ')),
  });
}

/**
 * Sessions live in PostgreSQL: they survive a restart and are shared by every instance.
 * The cookie is HttpOnly, SameSite=Lax, and Secure whenever the request came over HTTPS, and
 * always when the site's public address (PUBLIC_URL) is https: behind a proxy that ends TLS the
 * request reaching this process may be plain http, yet the browser talks https.
 */
export function sessionMiddleware(options: { store: session.Store; secret: string; publicUrl?: string | null }): RequestHandler {
  const httpsSite = options.publicUrl?.startsWith('https://') ?? false;
  const sessions = session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store: options.store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: undefined,
    cookie: { httpOnly: true, sameSite: 'lax', secure: httpsSite ? true : 'auto', maxAge: TWO_WEEKS_MS, path: '/' },
  });
  if (!httpsSite) return sessions;
  // express-session sets a Secure cookie only on a request it sees as secure (req.secure): the
  // public address says it is, whatever the hop from the proxy was.
  return (req, res, next) => {
    Object.defineProperty(req, 'secure', { value: true, configurable: true });
    sessions(req, res, next);
  };
}
