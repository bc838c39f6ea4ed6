import type { Server } from 'node:http';
import { MikroORM } from '@mikro-orm/core';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { Logger as PinoLogger } from 'nestjs-pino';
import type { Logger as Pino } from 'pino';
import passport from 'passport';
import pg from 'pg';
import { AppModule } from './app.module.js';
import type { AppConfig } from './shared-kernel/infrastructure/config/app-config.js';
import { SESSION_COOKIE, sessionMiddleware, sessionStore as createSessionStore } from './shared-kernel/infrastructure/auth/session.js';
import { httpDrain, type HttpDrain } from './shared-kernel/infrastructure/http/graceful-shutdown.js';
import { sharedSessionSecret } from './shared-kernel/infrastructure/config/shared-session-secret.js';
import { requestLogging } from './shared-kernel/infrastructure/logging/request-logging.middleware.js';
import { ROOT_LOGGER } from './shared-kernel/infrastructure/logging/root-logger.js';
import { securityHeaders } from './shared-kernel/infrastructure/http/security-headers.middleware.js';
import { answerCompression } from './shared-kernel/infrastructure/http/answer-compression.middleware.js';
import { originCheck } from './shared-kernel/infrastructure/http/origin-check.middleware.js';
import { ProblemDetailsFilter } from './shared-kernel/infrastructure/http/problem-details.filter.js';
import { requestShapeGuard, verifyJsonShape } from './shared-kernel/infrastructure/http/request-shape.guard.js';
import { requestScope } from './shared-kernel/infrastructure/http/request-scope.middleware.js';
import { RequestValidationPipe } from './shared-kernel/infrastructure/http/validation.pipe.js';
import { setUpOpenApi } from './shared-kernel/infrastructure/http/openapi.js';
import { FILE_STORAGE, type FileStorage } from './shared-kernel/application/file-storage.js';
import { serveUploads } from './shared-kernel/infrastructure/uploads/serve-uploads.js';
import { PublicPages } from './modules/web/index.js';
import { ApiKeys } from './modules/identity/index.js';
import { bearerKeys, carriesApiKey } from './modules/identity/adapters/http/bearer-keys.middleware.js';
import { webAppHandler } from './modules/web/adapters/http/web-app.js';

export const JSON_BODY_LIMIT = '1mb';
/** On close, requests under way get this long to finish before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 5_000;

const drains = new WeakMap<object, HttpDrain>();

/**
 * SIGTERM's first step (bin/start.ts): `/api/health` answers 503 while everything else is still served, for
 * SHUTDOWN_DRAIN_MS, so that a load balancer stops sending requests here before the server closes.
 */
export function announceStopping(app: NestExpressApplication): void {
  drains.get(app)?.announceStopping();
}

export interface CreateAppOptions {
  /** Keep Nest's own logger quiet (tests). */
  quiet?: boolean;
}

/** The calls that start a session (under /api): sign-up and sign-in. */
const SIGN_IN_PATHS = new Set(['/register', '/login']);

/**
 * Builds the whole platform (API, sessions, SPA) without listening. Migrations are NOT run
 * here: they are a start step (see bin/start.ts) so that a booting app never changes the schema.
 */
export async function createApp(given: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  // Without SESSION_SECRET, every instance of this database signs with the one secret kept in it.
  const config = given.sessionSecretSource === 'generated' ? { ...given, sessionSecret: await sharedSessionSecret(given.databaseUrl, given.sessionSecret) } : given;
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    rawBody: true,
    bodyParser: false,
    logger: options.quiet ? false : undefined,
  });
  if (!options.quiet) app.useLogger(app.get(PinoLogger));
  // An idle keep-alive connection is kept 65 s (Node's default is 5 s): longer than the idle timeout of the
  // proxies and load balancers in front of it (60 s is common) and than a person's pause between clicks, so
  // the server never closes a connection just as a client sends its next request on it (ECONNRESET for a
  // client that does not retry). Headers must arrive within a second more.
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.disable('x-powered-by');
  // API answers are never cached (the spec's clients send no-store): no body hashing for ETags.
  app.set('etag', false);
  const drain = httpDrain();
  drains.set(app, drain);
  app.use(drain.middleware);
  // One line per request, and each request's id (see requestScope below).
  const rootLogger = app.get<Pino>(ROOT_LOGGER);
  app.use(requestLogging(rootLogger));
  app.use(securityHeaders({ publicUrl: config.publicUrl }));
  // Answers made per request are compressed when the client asks, at the fastest settings (see there).
  app.use(answerCompression());
  // The JSON parser's verify hook keeps the raw body (as Nest's rawBody option would) and
  // refuses bodies too wide or too deep before they are parsed.
  app.use(express.json({ limit: JSON_BODY_LIMIT, verify: verifyJsonShape }));
  app.useBodyParser('urlencoded', { extended: false, limit: JSON_BODY_LIMIT });
  // NUL characters, too many fields, too deep: refused here, before anything costly sees the request.
  app.use(requestShapeGuard());

  const sessionPool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
  // An idle connection dropped by the server (a restart, a failover) must not take the process down.
  sessionPool.on('error', (error) => app.get(PinoLogger).warn(`Session store connection lost: ${error.message}`));
  const sessionStore = createSessionStore(sessionPool, (message) => app.get(PinoLogger).warn(`Session store: ${message}`));
  // Exempt: the signed webhook, and update emails' one-click unsubscribe (RFC 8058: a mail provider POSTs it, its
  // token is the proof, and no session is read; a provider that posts it from a browser sends its own Origin).
  // A call made with an API key carries no ambient credential a browser could send for another site (a cross-site
  // page cannot set Authorization without the CORS this API never grants): it is exempt too.
  app.use(
    '/api',
    originCheck({ publicUrl: config.publicUrl, exemptPaths: ['/payments/stripe/webhook', /^\/campaigns\/[^/]+\/updates\/unsubscribe\/one-click\/?$/i], exempt: carriesApiKey }),
  );
  // An integrator's call: `Authorization: Bearer <API key>` names its caller, and no session is read for it.
  app.use('/api', bearerKeys(app.get(ApiKeys), app.get(MikroORM)));
  // Sessions only where they can matter: a request carrying the session cookie, or one that starts
  // a session (sign-up, sign-in). Anyone else (a visitor reading, a guest giving) is anonymous: no
  // session is made for them, and the store is never asked.
  const sessions = [
    sessionMiddleware({ store: sessionStore, secret: config.sessionSecret, publicUrl: config.publicUrl }),
    passport.initialize(),
    passport.session(),
  ];
  app.use('/api', (req: Request, res: Response, next: NextFunction) => {
    const needsSession = !carriesApiKey(req) && ((req.method === 'POST' && SIGN_IN_PATHS.has(req.path)) || (req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`));
    if (!needsSession) return next();
    let i = 0;
    const step = (error?: unknown): void => {
      if (error || i === sessions.length) return next(error);
      sessions[i++](req, res, step);
    };
    step();
  });
  // An API call's own work runs with its request id and its own EntityManager (MikroORM's request context).
  app.use(requestScope(app.get(MikroORM).em));

  app.setGlobalPrefix('api');
  app.useGlobalPipes(new RequestValidationPipe());
  app.useGlobalFilters(new ProblemDetailsFilter());
  setUpOpenApi(app);
  app.use('/uploads', serveUploads(app.get<FileStorage>(FILE_STORAGE)));
  if (config.webRoot) {
    app.use(webAppHandler({ webRoot: config.webRoot, publicUrl: config.publicUrl, pages: app.get(PublicPages), sessionCookie: SESSION_COOKIE }));
  }

  // Closing starts with the HTTP side: Nest's own close() destroys the modules (the ORM's
  // connections) before it closes the server, and its server.close() waits for keep-alive
  // clients that never stop asking. Draining first lets requests under way finish on a live
  // database and ends every connection within the grace period.
  // NestFactory hands out a Proxy whose `set` trap ignores assignments (`app.close = …` is a
  // silent no-op): the method is defined on the target, which is `this` when Nest calls it.
  let closing: Promise<void> | null = null;
  Object.defineProperty(app, 'close', {
    configurable: true,
    writable: true,
    value: function close(this: NestExpressApplication): Promise<void> {
      const nestClose = (Object.getPrototypeOf(this) as NestExpressApplication).close;
      return (closing ??= (async () => {
        try {
          await drain.drain(this.getHttpServer(), SHUTDOWN_GRACE_MS);
          await nestClose.call(this);
        } finally {
          await Promise.resolve(sessionStore.close()).catch(() => undefined);
          await sessionPool.end().catch(() => undefined);
        }
      })());
    },
  });
  await app.init();
  return app;
}
