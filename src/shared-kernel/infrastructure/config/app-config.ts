import type { OutboxSettings } from '../outbox/outbox-settings.js';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Every setting the platform reads, from the environment, in one place. The README documents each. */
export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  /**
   * DATABASE_PREPARED_STATEMENTS (on): the hottest statements are prepared once per connection. Off for a
   * pooler that cannot keep them (PgBouncer in transaction mode without max_prepared_statements).
   */
  preparedStatements: boolean;
  /**
   * DATABASE_POOL_SIZE (10): connections the app keeps to PostgreSQL at most. More connections than the
   * database has cores only add backends that wait for one another and for the app; see mikro-orm.options.ts.
   */
  databasePoolSize: number;
  dataDir: string;
  demoData: boolean;
  sessionSecret: string;
  /**
   * 'generated': SESSION_SECRET was not set, so the secret is shared through the database (the first instance's
   * generated one; see shared-session-secret.ts); 'given': SESSION_SECRET (or a caller) set it.
   */
  sessionSecretSource: 'given' | 'generated';
  /** The site's public origin (https://example.org); trusted for state-changing requests. */
  publicUrl: string | null;
  trustProxy: boolean;
  logLevel: string;
  uploadDir: string;
  admin: { username: string; password: string; email: string } | null;
  loginThrottle: { maxFailuresPerAccount: number; maxFailuresPerIp: number; windowMinutes: number };
  /** New accounts one IP address may create per hour (sign-up form). */
  registrationsPerIpPerHour: number;
  /** Where the built single-page app lives; null serves the API only. */
  webRoot: string | null;
  /** Relay poll interval for the outbox. */
  outboxPollMs: number;
  /** How often payments looks for charges that succeeded but were never recorded (0: never, tests only). */
  paymentSweepMs: number;
  /** The payment sandbox's bank: how long a bank payment stays processing before its own clock settles it. */
  sandboxBankSettleMs: number;
  /** How many calls an API key may make a minute (API_RATE_LIMIT_PER_MINUTE). */
  apiRateLimitPerMinute: number;
  /** Whether this process runs the periodic jobs' queue (false only for tools that boot the app without a database). */
  backgroundJobs: boolean;
  /** SHUTDOWN_DRAIN_MS: on SIGTERM, how long /api/health answers 503 (everything else still served) before closing. */
  shutdownDrainMs: number;
  /** OUTBOX_RETENTION_DAYS, OUTBOX_MAX_ATTEMPTS, OUTBOX_RETENTION_INTERVAL_MS. */
  outbox: OutboxSettings;
  /**
   * Argon2id's cost for new password hashes: OWASP's floor (19 MiB, 2 passes), always. Not read from the
   * environment, so no deployment can lower it; only a test harness passes a cheaper cost in its overrides, as
   * test suites do for their throwaway accounts (a hash and a check cost 44 ms of CPU, about 900 of them a run).
   */
  passwordHashing: { memoryKib: number; passes: number };
  /** Stripe when its keys are set; the built-in payment sandbox otherwise. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiHost?: { host: string; port: number; protocol: 'http' | 'https' } } | null;
  /** Creator platforms' APIs; each null (offline sample catalog) until its credentials are set. */
  creatorPlatforms: {
    youtube: { apiKey: string; baseUrl: string } | null;
    instagram: { accessToken: string; userId: string; baseUrl: string } | null;
    tiktok: { accessToken: string; baseUrl: string } | null;
  };
  /** Who receipts and year-end giving statements name as the receiving charity (ORGANIZATION_*). */
  organization: OrganizationSettings;
  /** Settings read under an old name, one line each ("ORGANISATION_NAME is deprecated: use ORGANIZATION_NAME"), printed at start. */
  deprecations: string[];
  /** Outgoing email: SMTP when SMTP_URL is set; .eml files under DATA_DIR/mail otherwise. */
  mail: MailSettings;
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

/** OWASP's recommended floor for Argon2id: 19 MiB of memory, 2 passes (one lane). */
export const PASSWORD_HASHING = { memoryKib: 19_456, passes: 2 } as const;

export interface MailSettings {
  /** SMTP_URL (smtp://user:pass@host:587 or smtps://...); null writes each message as an .eml file under DATA_DIR/mail. */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender every message names. */
  from: string;
  /**
   * MAIL_POLL_MS: how often an idle instance looks for sends that came due (at least every half second; a new message is
   * sent at once after commit), and how often owed messages left without a send are given one.
   */
  pollMs: number;
  /** MAIL_RETRY_BASE_MS: the first retry's delay after a failed send; each next one doubles, up to MAIL_RETRY_MAX_MS. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** MAIL_MAX_ATTEMPTS: after this many failed sends a message is marked failed (an admin may retry it). */
  maxAttempts: number;
  /**
   * MAIL_CLAIM_MS: how long an instance's claim on the sends it runs lasts unless renewed (no other instance takes them
   * meanwhile; the job queue's heartbeat, at least 10 s). It is renewed every half of it for as long as the sends go on;
   * it runs out only when its instance stopped renewing it (a crash), and then another instance sends them.
   */
  claimMs: number;
  /**
   * MAIL_SEND_TIMEOUT_MS: the longest one SMTP send may take (RFC 5321 asks a client to wait up to 10 minutes for the
   * server's answer to a message's data); past it, or after as long without a byte from the server, the connection is
   * closed and the send is a failed attempt, retried later.
   */
  sendTimeoutMs: number;
}

export const DEFAULT_MAIL_FROM = 'Faith Collective <hello@faithcollective.example>';

export interface OrganizationSettings {
  name: string;
  /** The US Employer Identification Number, NN-NNNNNNN. */
  ein: string;
  /** Its mailing address, printed on receipts and statements (ORGANIZATION_ADDRESS). */
  address: string;
  /** The 501(c)(3) statement printed on giving statements. */
  taxStatement: string;
}

/** Where Faith Collective is (the footer's address) until ORGANIZATION_ADDRESS says otherwise. */
export const DEFAULT_ORGANIZATION_ADDRESS = '100 Fellowship Way, Nashville, TN 37203';

/** The EIN printed until ORGANIZATION_EIN is set: plainly a placeholder. */
export const PLACEHOLDER_EIN = '00-0000000';

function defaultTaxStatement(name: string, ein: string): string {
  return (
    `${name} is a tax-exempt organization under Section 501(c)(3) of the Internal Revenue Code (EIN ${ein}). ` +
    'Gifts and tips are tax-deductible to the extent allowed by law. No goods or services were provided in exchange for ' +
    'these contributions.'
  );
}

type Env = Record<string, string | undefined>;

/** Thrown by loadConfig when settings are wrong: every problem, one sentence each, listed together. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const TRUE_WORDS = ['on', 'true', '1', 'yes'];
const FALSE_WORDS = ['off', 'false', '0', 'no'];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads settings and notes every wrong one instead of falling back silently. */
class EnvReader {
  readonly problems: string[] = [];
  readonly deprecations: string[] = [];

  constructor(private readonly env: Env) {}

  /** The value, or undefined when unset or empty. */
  text(name: string): string | undefined {
    const value = this.env[name];
    return value === undefined || value.trim() === '' ? undefined : value;
  }

  /**
   * A setting that had another name: the new name when set, else the old one (still read, with a deprecation
   * notice whenever it is set). Returns the value and the name it was read under, for problems to name it.
   */
  renamed(name: string, oldName: string): { value: string | undefined; from: string } {
    const old = this.text(oldName);
    if (old !== undefined) this.deprecations.push(`${oldName} is deprecated: use ${name}`);
    const value = this.text(name);
    return value !== undefined || old === undefined ? { value, from: name } : { value: old, from: oldName };
  }

  flag(name: string, fallback: boolean): boolean {
    const value = this.text(name);
    if (value === undefined) return fallback;
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.includes(word)) return true;
    if (FALSE_WORDS.includes(word)) return false;
    this.problems.push(`${name}=${JSON.stringify(value)} is not a switch: use on or off.`);
    return fallback;
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const value = this.text(name);
    if (value === undefined) return fallback;
    const parsed = /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
      this.problems.push(`${name}=${JSON.stringify(value)} is not valid: it must be a whole number from ${min} to ${max}.`);
      return fallback;
    }
    return parsed;
  }

  url(name: string, protocols: string[], options: { originOnly?: boolean } = {}): string | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    let url: URL | null = null;
    try {
      url = new URL(value.trim());
    } catch {
      url = null;
    }
    const expected = protocols.map((p) => `${p}//`).join(' or ');
    if (!url || !protocols.includes(url.protocol) || !url.hostname) {
      this.problems.push(`${name}=${JSON.stringify(value)} is not a valid URL: it must start with ${expected} and name a host.`);
      return undefined;
    }
    if (options.originOnly && (url.pathname.replace(/\/+$/, '') !== '' || url.search || url.hash)) {
      this.problems.push(`${name}=${JSON.stringify(value)} must be an origin only (scheme, host and port, e.g. https://example.org), without a path.`);
      return undefined;
    }
    return value.trim();
  }

  oneOf(name: string, allowed: string[], fallback: string): string {
    const value = this.text(name);
    if (value === undefined) return fallback;
    if (allowed.includes(value.trim())) return value.trim();
    this.problems.push(`${name}=${JSON.stringify(value)} is not valid: use one of ${allowed.join(', ')}.`);
    return fallback;
  }

  /** Settings that only work together: all set, or none. */
  together(names: string[], what: string): boolean {
    const set = names.filter((n) => this.text(n) !== undefined);
    if (set.length === 0) return false;
    if (set.length === names.length) return true;
    const missing = names.filter((n) => !set.includes(n));
    this.problems.push(`${set.join(' and ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not: ${what} needs all of ${names.join(', ')}.`);
    return false;
  }

  /** A setting that means nothing without another one. */
  requires(name: string, needed: string, what: string): void {
    if (this.text(name) !== undefined && this.text(needed) === undefined) {
      this.problems.push(`${name} is set but ${needed} is not: ${what}.`);
    }
  }
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

/**
 * Reads every setting from the environment and checks it: a wrong value is never replaced by a
 * default in silence. Throws a ConfigError listing all problems at once.
 */
export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const read = new EnvReader(env);
  const dataDir = resolve(read.text('DATA_DIR') ?? '.data');
  const port = read.int('PORT', 3000, 1, 65535);
  read.url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const demoData = read.flag('DEMO_DATA', true);
  const preparedStatements = read.flag('DATABASE_PREPARED_STATEMENTS', true);
  const databasePoolSize = read.int('DATABASE_POOL_SIZE', 10, 1, 1000);
  const publicUrl = read.url('PUBLIC_URL', ['http:', 'https:'], { originOnly: true });
  const trustProxy = read.flag('TRUST_PROXY', false);
  const logLevel = read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info');
  const hasAdmin = read.together(['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'ADMIN_EMAIL'], 'the start-up administrator');
  const maxFailuresPerAccount = read.int('LOGIN_MAX_FAILURES_PER_ACCOUNT', 10, 1, 1_000_000);
  const maxFailuresPerIp = read.int('LOGIN_MAX_FAILURES_PER_IP', 20, 1, 1_000_000);
  const registrationsPerIpPerHour = read.int('REGISTRATIONS_PER_IP_PER_HOUR', 20, 1, 1_000_000);
  const outboxPollMs = read.int('OUTBOX_POLL_MS', 250, 10, 3_600_000);
  const paymentSweepMs = read.int('PAYMENT_SWEEP_MS', 60_000, 1_000, 86_400_000);
  const sandboxBankSettleMs = read.int('SANDBOX_BANK_SETTLE_MS', 60_000, 1_000, 86_400_000);
  const apiRateLimitPerMinute = read.int('API_RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000);
  // With the 5 s given to requests under way and PostgreSQL's fast shutdown, a stop stays within 10 s.
  const shutdownDrainMs = read.int('SHUTDOWN_DRAIN_MS', 2_000, 0, 3_000);
  const outbox: OutboxSettings = {
    retentionDays: read.int('OUTBOX_RETENTION_DAYS', 7, 1, 3650),
    maxAttempts: read.int('OUTBOX_MAX_ATTEMPTS', 10, 1, 1000),
    retentionIntervalMs: read.int('OUTBOX_RETENTION_INTERVAL_MS', 3_600_000, 0, 86_400_000),
  };
  const hasStripe = read.together(['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'], 'Stripe payments');
  const stripeApiBase = read.url('STRIPE_API_BASE', ['http:', 'https:']);
  read.requires('STRIPE_API_BASE', 'STRIPE_SECRET_KEY', 'it only points Stripe payments at another host');
  const youtubeApiBase = read.url('YOUTUBE_API_BASE', ['http:', 'https:']);
  const instagramApiBase = read.url('INSTAGRAM_API_BASE', ['http:', 'https:']);
  const tiktokApiBase = read.url('TIKTOK_API_BASE', ['http:', 'https:']);
  const hasInstagram = read.together(['INSTAGRAM_ACCESS_TOKEN', 'INSTAGRAM_USER_ID'], 'the Instagram connection');
  const s3Endpoint = read.url('S3_ENDPOINT', ['http:', 'https:']);
  const s3ForcePathStyle = read.flag('S3_FORCE_PATH_STYLE', Boolean(s3Endpoint));
  read.together(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'S3 credentials');
  for (const name of ['S3_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
    read.requires(name, 'S3_BUCKET', 'uploads go to S3 only when S3_BUCKET names the bucket');
  }
  // ORGANIZATION_* were ORGANISATION_* before 6 Dec 2026: the old names are still read.
  const nameSetting = read.renamed('ORGANIZATION_NAME', 'ORGANISATION_NAME');
  const organizationName = nameSetting.value?.trim() ?? 'Faith Collective';
  if (organizationName.length > 120) read.problems.push(`${nameSetting.from} is too long: use at most 120 characters.`);
  const einSetting = read.renamed('ORGANIZATION_EIN', 'ORGANISATION_EIN');
  const einValue = einSetting.value?.trim();
  if (einValue !== undefined && !/^\d{2}-\d{7}$/.test(einValue)) {
    read.problems.push(`${einSetting.from}=${JSON.stringify(einValue)} is not an EIN: write it as two digits, a dash and seven digits (e.g. 12-3456789).`);
  }
  const addressSetting = read.renamed('ORGANIZATION_ADDRESS', 'ORGANISATION_ADDRESS');
  const organizationAddress = addressSetting.value?.trim() || DEFAULT_ORGANIZATION_ADDRESS;
  if (organizationAddress.length > 200) read.problems.push(`${addressSetting.from} is too long: use at most 200 characters.`);
  const statementSetting = read.renamed('ORGANIZATION_TAX_STATEMENT', 'ORGANISATION_TAX_STATEMENT');
  const taxStatement = statementSetting.value?.trim();
  if (taxStatement !== undefined && taxStatement.length > 1000) read.problems.push(`${statementSetting.from} is too long: use at most 1,000 characters.`);
  const smtpUrl = read.url('SMTP_URL', ['smtp:', 'smtps:']);
  const mailFrom = read.text('MAIL_FROM')?.trim() ?? DEFAULT_MAIL_FROM;
  if (!/^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(mailFrom)) {
    read.problems.push(`MAIL_FROM=${JSON.stringify(mailFrom)} is not a sender: write an address, e.g. hello@example.org or Faith Collective <hello@example.org>.`);
  }
  const mail: MailSettings = {
    smtpUrl: smtpUrl ?? null,
    from: mailFrom,
    pollMs: read.int('MAIL_POLL_MS', 5_000, 10, 3_600_000),
    retryBaseMs: read.int('MAIL_RETRY_BASE_MS', 30_000, 10, 3_600_000),
    retryMaxMs: read.int('MAIL_RETRY_MAX_MS', 1_800_000, 10, 86_400_000),
    maxAttempts: read.int('MAIL_MAX_ATTEMPTS', 60, 1, 1000),
    claimMs: read.int('MAIL_CLAIM_MS', 120_000, 1_000, 3_600_000),
    sendTimeoutMs: read.int('MAIL_SEND_TIMEOUT_MS', 600_000, 1_000, 3_600_000),
  };
  const sessionSecretValue = read.text('SESSION_SECRET');
  if (sessionSecretValue !== undefined && sessionSecretValue.length < 16) {
    read.problems.push('SESSION_SECRET is too short: use at least 16 random characters (e.g. openssl rand -hex 32), or unset it to have one generated.');
  }
  if (read.problems.length) throw new ConfigError(read.problems);

  const admin = hasAdmin ? { username: env.ADMIN_USERNAME!, password: env.ADMIN_PASSWORD!, email: env.ADMIN_EMAIL! } : null;
  return {
    port,
    host: read.text('HOST') ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? '',
    preparedStatements,
    databasePoolSize,
    dataDir,
    demoData,
    sessionSecret: overrides.sessionSecret ?? sessionSecret(env, dataDir),
    sessionSecretSource: overrides.sessionSecretSource ?? (overrides.sessionSecret || env.SESSION_SECRET ? 'given' : 'generated'),
    publicUrl: publicUrl ? publicUrl.replace(/\/+$/, '') : null,
    trustProxy,
    logLevel,
    uploadDir: resolve(read.text('UPLOAD_DIR') ?? join(dataDir, 'uploads')),
    admin,
    loginThrottle: { maxFailuresPerAccount, maxFailuresPerIp, windowMinutes: 15 },
    registrationsPerIpPerHour,
    webRoot: resolve(read.text('WEB_ROOT') ?? 'frontend/dist'),
    outboxPollMs,
    paymentSweepMs,
    sandboxBankSettleMs,
    apiRateLimitPerMinute,
    backgroundJobs: true,
    shutdownDrainMs,
    outbox,
    passwordHashing: PASSWORD_HASHING,
    stripe: hasStripe
      ? {
          secretKey: env.STRIPE_SECRET_KEY!,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
          apiHost: stripeApiHost(stripeApiBase),
        }
      : null,
    creatorPlatforms: {
      youtube: env.YOUTUBE_API_KEY ? { apiKey: env.YOUTUBE_API_KEY, baseUrl: youtubeApiBase ?? 'https://www.googleapis.com/youtube/v3' } : null,
      instagram: hasInstagram
        ? { accessToken: env.INSTAGRAM_ACCESS_TOKEN!, userId: env.INSTAGRAM_USER_ID!, baseUrl: instagramApiBase ?? 'https://graph.facebook.com/v21.0' }
        : null,
      tiktok: env.TIKTOK_ACCESS_TOKEN ? { accessToken: env.TIKTOK_ACCESS_TOKEN, baseUrl: tiktokApiBase ?? 'https://open.tiktokapis.com/v2' } : null,
    },
    organization: {
      name: organizationName,
      ein: einValue ?? PLACEHOLDER_EIN,
      address: organizationAddress,
      taxStatement: taxStatement ?? defaultTaxStatement(organizationName, einValue ?? PLACEHOLDER_EIN),
    },
    deprecations: read.deprecations,
    mail,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: read.text('S3_REGION') ?? 'us-east-1',
          endpoint: s3Endpoint,
          forcePathStyle: s3ForcePathStyle,
          accessKeyId: read.text('S3_ACCESS_KEY_ID'),
          secretAccessKey: read.text('S3_SECRET_ACCESS_KEY'),
        }
      : null,
    ...overrides,
  };
}
