import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Every setting the platform reads, from the environment, in one place. The README documents each. */
export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  demoData: boolean;
  sessionSecret: string;
  /** The site's public origin (https://example.org); trusted for state-changing requests. */
  publicUrl: string | null;
  trustProxy: boolean;
  logLevel: string;
  uploadDir: string;
  admin: { username: string; password: string; email: string } | null;
  loginThrottle: { maxFailuresPerAccount: number; maxFailuresPerIp: number; windowMinutes: number };
  /** Where the built single-page app lives; null serves the API only. */
  webRoot: string | null;
  /** Relay poll interval for the outbox. */
  outboxPollMs: number;
  /** How often payments looks for charges that succeeded but were never recorded (0: never, tests only). */
  paymentSweepMs: number;
  /** Stripe when its keys are set; the built-in payment sandbox otherwise. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiHost?: { host: string; port: number; protocol: 'http' | 'https' } } | null;
  /** Creator platforms' APIs; each null (offline sample catalogue) until its credentials are set. */
  creatorPlatforms: {
    youtube: { apiKey: string; baseUrl: string } | null;
    instagram: { accessToken: string; userId: string; baseUrl: string } | null;
    tiktok: { accessToken: string; baseUrl: string } | null;
  };
  /** Uploads go to S3 when S3_BUCKET is set; to uploadDir otherwise. */
  s3: {
    bucket: string;
    region: string;
    endpoint?: string;
    forcePathStyle: boolean;
    accessKeyId?: string;
    secretAccessKey?: string;
  } | null;
}
export const APP_CONFIG = Symbol('AppConfig');

type Env = Record<string, string | undefined>;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['off', 'false', '0', 'no'].includes(value.trim().toLowerCase());
}

/** PAYMENT_SWEEP_MS: milliseconds, 1000 to 86400000 (one day); 60000 when unset. Anything else stops the start. */
function paymentSweepMs(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 60_000;
  const ms = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!(ms >= 1000 && ms <= 86_400_000)) {
    throw new Error(`PAYMENT_SWEEP_MS must be a whole number of milliseconds from 1000 to 86400000 (default 60000), not "${value}"`);
  }
  return ms;
}

function int(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/**
 * The session secret: SESSION_SECRET when given; otherwise a random one generated once and
 * kept in DATA_DIR so that sessions survive a restart of an embedded install.
 */
function sessionSecret(env: Env, dataDir: string): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** STRIPE_API_BASE (e.g. http://127.0.0.1:12111) points the Stripe SDK at a local stand-in such as stripe-mock. */
function stripeApiHost(base: string | undefined): { host: string; port: number; protocol: 'http' | 'https' } | undefined {
  if (!base) return undefined;
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = resolve(env.DATA_DIR || '.data');
  const admin =
    env.ADMIN_USERNAME && env.ADMIN_PASSWORD && env.ADMIN_EMAIL
      ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, email: env.ADMIN_EMAIL }
      : null;
  return {
    port: int(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? '',
    dataDir,
    demoData: flag(env.DEMO_DATA, true),
    sessionSecret: overrides.sessionSecret ?? sessionSecret(env, dataDir),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    trustProxy: flag(env.TRUST_PROXY, false),
    logLevel: env.LOG_LEVEL || 'info',
    uploadDir: resolve(env.UPLOAD_DIR || join(dataDir, 'uploads')),
    admin,
    loginThrottle: {
      maxFailuresPerAccount: int(env.LOGIN_MAX_FAILURES_PER_ACCOUNT, 10),
      maxFailuresPerIp: int(env.LOGIN_MAX_FAILURES_PER_IP, 20),
      windowMinutes: 15,
    },
    webRoot: resolve(env.WEB_ROOT || 'frontend/dist'),
    outboxPollMs: int(env.OUTBOX_POLL_MS, 250),
    paymentSweepMs: paymentSweepMs(env.PAYMENT_SWEEP_MS),
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
          apiHost: stripeApiHost(env.STRIPE_API_BASE),
        }
      : null,
    creatorPlatforms: {
      youtube: env.YOUTUBE_API_KEY
        ? { apiKey: env.YOUTUBE_API_KEY, baseUrl: env.YOUTUBE_API_BASE || 'https://www.googleapis.com/youtube/v3' }
        : null,
      instagram:
        env.INSTAGRAM_ACCESS_TOKEN && env.INSTAGRAM_USER_ID
          ? { accessToken: env.INSTAGRAM_ACCESS_TOKEN, userId: env.INSTAGRAM_USER_ID, baseUrl: env.INSTAGRAM_API_BASE || 'https://graph.facebook.com/v21.0' }
          : null,
      tiktok: env.TIKTOK_ACCESS_TOKEN
        ? { accessToken: env.TIKTOK_ACCESS_TOKEN, baseUrl: env.TIKTOK_API_BASE || 'https://open.tiktokapis.com/v2' }
        : null,
    },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || 'us-east-1',
          endpoint: env.S3_ENDPOINT || undefined,
          forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT)),
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        }
      : null,
    ...overrides,
  };
}
