import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { Logger as PinoLogger } from 'nestjs-pino';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import passport from 'passport';
import pg from 'pg';
import { AppModule } from './app.module.js';
import type { AppConfig } from './shared-kernel/infrastructure/config/app-config.js';
import { SESSION_COOKIE, sessionMiddleware } from './shared-kernel/infrastructure/auth/session.js';
import { securityHeaders } from './shared-kernel/infrastructure/http/security-headers.middleware.js';
import { originCheck } from './shared-kernel/infrastructure/http/origin-check.middleware.js';
import { ProblemDetailsFilter } from './shared-kernel/infrastructure/http/problem-details.filter.js';
import { RequestValidationPipe } from './shared-kernel/infrastructure/http/validation.pipe.js';
import { setUpOpenApi } from './shared-kernel/infrastructure/http/openapi.js';
import { FILE_STORAGE, type FileStorage } from './shared-kernel/application/file-storage.js';
import { serveUploads } from './shared-kernel/infrastructure/uploads/serve-uploads.js';

export const JSON_BODY_LIMIT = '1mb';

/** Serves the built single-page app: hashed assets cached for a year, every other page gets index.html. */
function serveWebApp(app: NestExpressApplication, webRoot: string): void {
  const index = join(webRoot, 'index.html');
  const isApi = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/');
  app.use('/assets', express.static(join(webRoot, 'assets'), { immutable: true, maxAge: '365d', index: false }));
  // Static files are looked for only outside the API: no disk lookups on API calls.
  const files = express.static(webRoot, { index: false, maxAge: '1h' });
  app.use((req: Request, res: Response, next: NextFunction) => (isApi(req.path) ? next() : files(req, res, next)));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (isApi(req.path) || !existsSync(index)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}

export interface CreateAppOptions {
  /** Keep Nest's own logger quiet (tests). */
  quiet?: boolean;
}

/**
 * Builds the whole platform (API, sessions, SPA) without listening. Migrations are NOT run
 * here: they are a start step (see bin/start.ts) so that a booting app never changes the schema.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    rawBody: true,
    bodyParser: false,
    logger: options.quiet ? false : undefined,
  });
  if (!options.quiet) app.useLogger(app.get(PinoLogger));
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.disable('x-powered-by');
  // API answers are never cached (the spec's clients send no-store): no body hashing for ETags.
  app.set('etag', false);
  app.use(securityHeaders({ publicUrl: config.publicUrl }));
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.useBodyParser('urlencoded', { extended: false, limit: JSON_BODY_LIMIT });

  const sessionPool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
  // An idle connection dropped by the server (a restart, a failover) must not take the process down.
  sessionPool.on('error', (error) => app.get(PinoLogger).warn(`Session store connection lost: ${error.message}`));
  app.use('/api', originCheck({ publicUrl: config.publicUrl, exemptPaths: ['/payments/stripe/webhook'] }));
  // Sessions only where they can matter: a request carrying the session cookie, or one that may
  // start a session (sign-up, sign-in). Anonymous reads skip the session store entirely.
  const sessions = [
    sessionMiddleware({ pool: sessionPool, secret: config.sessionSecret, publicUrl: config.publicUrl }),
    passport.initialize(),
    passport.session(),
  ];
  app.use('/api', (req: Request, res: Response, next: NextFunction) => {
    const needsSession = req.method !== 'GET' || (req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
    if (!needsSession) return next();
    let i = 0;
    const step = (error?: unknown): void => {
      if (error || i === sessions.length) return next(error);
      sessions[i++](req, res, step);
    };
    step();
  });

  app.setGlobalPrefix('api');
  app.useGlobalPipes(new RequestValidationPipe());
  app.useGlobalFilters(new ProblemDetailsFilter());
  setUpOpenApi(app);
  app.use('/uploads', serveUploads(app.get<FileStorage>(FILE_STORAGE)));
  if (config.webRoot) serveWebApp(app, config.webRoot);

  const close = app.close.bind(app);
  app.close = async () => {
    await close();
    await sessionPool.end().catch(() => undefined);
  };
  await app.init();
  return app;
}
