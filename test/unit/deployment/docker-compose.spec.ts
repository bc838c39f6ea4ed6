import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from '@jest/globals';
import { load } from 'js-yaml';

/**
 * What someone running `SESSION_SECRET=... docker compose up --build` relies on:
 * the app is reachable on 3000, starts only once its database and object store are
 * healthy, and is wired to them with the credentials and bucket they really have.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

type Environment = Record<string, string | number | boolean | null>;
type DependsOn = string[] | Record<string, { condition?: string }>;
interface ComposeService {
  image?: string;
  build?: string | { context?: string };
  command?: string | string[];
  entrypoint?: string | string[];
  environment?: Environment | string[];
  ports?: Array<string | number | { target: number; published?: string | number }>;
  depends_on?: DependsOn;
  healthcheck?: { test?: string | string[]; disable?: boolean };
  profiles?: string[];
  /** A YAML merge key (`<<: *app`), as Compose applies it: the named service's keys, overridden by this one's. */
  '<<'?: ComposeService;
}
interface ComposeFile {
  services: Record<string, ComposeService>;
}

const compose = load(readFileSync(`${repoRoot}docker-compose.yml`, 'utf8')) as ComposeFile;
const dockerfile = readFileSync(`${repoRoot}Dockerfile`, 'utf8');

function service(name: string): ComposeService {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  const { '<<': merged, ...own } = found;
  return merged ? { ...merged, ...own } : found;
}

function environmentOf(name: string): Environment {
  const env = service(name).environment ?? {};
  if (!Array.isArray(env)) return env;
  return Object.fromEntries(
    env.map((entry) => {
      const at = entry.indexOf('=');
      return at === -1 ? [entry, null] : [entry.slice(0, at), entry.slice(at + 1)];
    }),
  );
}

/**
 * The value a container sees, given the host environment: Compose's `${VAR}`,
 * `${VAR:-default}`, `${VAR-default}`, `${VAR:?message}`, `${VAR?message}` and `$$`.
 * A variable without a value (`KEY:` / `- KEY`) is passed through from the host.
 */
function resolved(
  serviceName: string,
  key: string,
  host: Record<string, string> = {},
): string | undefined {
  const raw = environmentOf(serviceName)[key];
  if (raw === undefined) return undefined;
  if (raw === null) return host[key];
  return interpolate(String(raw), host);
}

function interpolate(text: string, host: Record<string, string>): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, braced?: string, colon?: string, operator?: string, argument?: string, bare?: string) => {
      if (match === '$$') return '$';
      const name = (braced ?? bare) as string;
      const value = host[name];
      const missing = colon === ':' ? value === undefined || value === '' : value === undefined;
      if (operator === '-') return missing ? interpolate(argument ?? '', host) : (value as string);
      if (operator === '?' && missing) throw new Error(`required variable ${name}: ${argument}`);
      return value ?? '';
    },
  );
}

function dependencyCondition(of: string, on: string): string | undefined {
  const dependsOn = service(of).depends_on;
  if (!dependsOn) return undefined;
  if (Array.isArray(dependsOn)) return dependsOn.includes(on) ? 'service_started' : undefined;
  const entry = dependsOn[on];
  return entry ? (entry.condition ?? 'service_started') : undefined;
}

function publishedPorts(name: string): Array<{ published: string; target: string }> {
  return (service(name).ports ?? []).map((port) => {
    if (typeof port === 'object') {
      return { published: String(port.published ?? ''), target: String(port.target) };
    }
    // [ip:]published:target[/protocol]
    const parts = String(port).replace(/\/(tcp|udp)$/, '').split(':');
    const target = parts[parts.length - 1] as string;
    const published = parts.length > 1 ? (parts[parts.length - 2] as string) : '';
    return { published, target };
  });
}

function commandText(name: string): string {
  const { command, entrypoint } = service(name);
  const asText = (part: string | string[] | undefined): string =>
    Array.isArray(part) ? part.join(' ') : (part ?? '');
  return `${asText(entrypoint)} ${asText(command)}`;
}

/** Instructions of the Dockerfile's last stage, continuation lines joined. */
function finalStageInstructions(): Array<{ keyword: string; argument: string }> {
  const logical = dockerfile
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const lastFrom = logical.map((line) => /^FROM\s/i.test(line)).lastIndexOf(true);
  return logical.slice(lastFrom).map((line) => {
    const [keyword, ...rest] = line.split(/\s+/);
    return { keyword: (keyword as string).toUpperCase(), argument: rest.join(' ') };
  });
}

describe('docker-compose.yml', () => {
  const withSecret = { SESSION_SECRET: 'a-long-random-secret' };

  it('publishes the app on host port 3000', () => {
    expect(publishedPorts('app')).toContainEqual({ published: '3000', target: '3000' });
  });

  it('runs a second instance of the same app behind a health-checking proxy in the two-instances profile', () => {
    const second = service('app-2');
    expect(second.profiles).toEqual(['two-instances']);
    expect(second.build).toEqual(service('app').build);
    expect(second.environment).toEqual(service('app').environment);
    expect(publishedPorts('app-2')).toEqual([]);
    const proxy = service('proxy');
    expect(proxy.profiles).toEqual(['two-instances']);
    expect(publishedPorts('proxy')).toContainEqual({ published: '3080', target: '3080' });
    const caddyfile = readFileSync(`${repoRoot}deploy/Caddyfile`, 'utf8');
    expect(caddyfile).toMatch(/reverse_proxy app:3000 app-2:3000/);
    expect(caddyfile).toMatch(/health_uri \/api\/health/);
  });

  it('builds the app from this repository', () => {
    const { build } = service('app');
    const context = typeof build === 'string' ? build : build?.context;
    expect(context).toBe('.');
  });

  it('starts the app only once PostgreSQL and MinIO report healthy and the bucket exists', () => {
    expect(dependencyCondition('app', 'postgres')).toBe('service_healthy');
    expect(dependencyCondition('app', 'minio')).toBe('service_healthy');
    expect(dependencyCondition('app', 'minio-setup')).toBe('service_completed_successfully');
    // service_healthy waits forever on a service that has no health check
    for (const name of ['postgres', 'minio']) {
      const { healthcheck } = service(name);
      expect(healthcheck?.disable).not.toBe(true);
      expect(healthcheck?.test).toBeDefined();
    }
    expect(JSON.stringify(service('postgres').healthcheck?.test)).toContain('pg_isready');
  });

  it('points DATABASE_URL at the postgres service with the user, password and database it creates', () => {
    const url = new URL(resolved('app', 'DATABASE_URL', withSecret) as string);
    expect(['postgres:', 'postgresql:']).toContain(url.protocol);
    expect(url.hostname).toBe('postgres');
    expect(url.port === '' ? '5432' : url.port).toBe('5432');
    expect(decodeURIComponent(url.username)).toBe(resolved('postgres', 'POSTGRES_USER'));
    expect(decodeURIComponent(url.password)).toBe(resolved('postgres', 'POSTGRES_PASSWORD'));
    expect(url.pathname.slice(1)).toBe(resolved('postgres', 'POSTGRES_DB'));
    expect(service('postgres').image).toMatch(/^postgres:18(\b|$)/);
  });

  it('refuses to start without SESSION_SECRET and passes it through when given', () => {
    expect(() => resolved('app', 'SESSION_SECRET', {})).toThrow(/SESSION_SECRET/);
    expect(() => resolved('app', 'SESSION_SECRET', { SESSION_SECRET: '' })).toThrow(/SESSION_SECRET/);
    expect(resolved('app', 'SESSION_SECRET', withSecret)).toBe('a-long-random-secret');
  });

  it('sends uploads to the minio service, path-style, with the credentials MinIO runs with', () => {
    const endpoint = new URL(resolved('app', 'S3_ENDPOINT', withSecret) as string);
    expect(endpoint.hostname).toBe('minio');
    expect(endpoint.port).toBe('9000');
    expect(commandText('minio')).toMatch(/\bserver\b/);
    expect(resolved('app', 'S3_FORCE_PATH_STYLE', withSecret)).toBe('true');
    expect(resolved('app', 'S3_REGION', withSecret)).toBe('us-east-1');

    for (const host of [withSecret, { ...withSecret, MINIO_ROOT_USER: 'ops', MINIO_ROOT_PASSWORD: 'ops-password-123' }]) {
      expect(resolved('app', 'S3_ACCESS_KEY_ID', host)).toBe(resolved('minio', 'MINIO_ROOT_USER', host));
      expect(resolved('app', 'S3_SECRET_ACCESS_KEY', host)).toBe(resolved('minio', 'MINIO_ROOT_PASSWORD', host));
      expect(resolved('app', 'S3_ACCESS_KEY_ID', host)).toBeTruthy();
    }
    // MinIO refuses to start with a root password shorter than 8 characters
    expect((resolved('minio', 'MINIO_ROOT_PASSWORD') ?? '').length).toBeGreaterThanOrEqual(8);
  });

  it('creates, on the same MinIO, exactly the bucket the app is configured with', () => {
    const bucket = resolved('app', 'S3_BUCKET', withSecret);
    expect(bucket).toBe('faith-collective-uploads');

    const setup = commandText('minio-setup');
    const alias = /mc\s+alias\s+set\s+(\S+)\s+(\S+)/.exec(setup);
    expect(alias).not.toBeNull();
    const [, aliasName, aliasUrl] = alias as RegExpExecArray;
    expect(new URL(aliasUrl as string).host).toBe('minio:9000');

    const created = [...setup.matchAll(/mc\s+mb\s+(?:--?[\w-]+\s+)*(\S+)/g)].map((m) => m[1]);
    expect(created).toContain(`${aliasName}/${bucket}`);
    expect(dependencyCondition('minio-setup', 'minio')).toBe('service_healthy');
  });

  it('runs without demo data and leaves Stripe unset (sandbox) unless the host provides keys', () => {
    expect(resolved('app', 'DEMO_DATA', withSecret)).toBe('off');
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      expect(resolved('app', key, withSecret)).toBeUndefined();
      expect(resolved('app', key, { ...withSecret, [key]: 'sk_test_x' })).toBe('sk_test_x');
    }
    for (const key of ['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'ADMIN_EMAIL']) {
      expect(resolved('app', key, { ...withSecret, [key]: 'from-host' })).toBe('from-host');
    }
  });
});

describe('Dockerfile', () => {
  const instructions = finalStageInstructions();
  const last = (keyword: string) => instructions.filter((i) => i.keyword === keyword).pop();

  it('starts the compiled server as `npm start` does (node, its options, dist/bin/start.js)', () => {
    const cmd = last('CMD');
    expect(cmd).toBeDefined();
    const start = (JSON.parse(readFileSync(`${repoRoot}package.json`, 'utf8')) as { scripts: { start: string } }).scripts.start;
    // `exec`: the shell npm runs the script in becomes node, so a signal sent to npm reaches node.
    expect(start).toMatch(/^exec node (--[\w-]+(=\S+)? )*dist\/bin\/start\.js$/);
    expect(JSON.parse((cmd as { argument: string }).argument)).toEqual(start.replace(/^exec /, '').split(' '));
    expect(last('ENTRYPOINT')).toBeUndefined();
  });

  it('ships the server and the SPA, exposes 3000, checks /api/health and does not run as root', () => {
    const copies = instructions.filter((i) => i.keyword === 'COPY').map((i) => i.argument);
    expect(copies.some((c) => /\/app\/dist\s/.test(c))).toBe(true);
    expect(copies.some((c) => /frontend\/dist/.test(c))).toBe(true);
    expect(last('EXPOSE')?.argument).toBe('3000');
    expect(last('HEALTHCHECK')?.argument).toMatch(/:3000\/api\/health/);
    expect(last('USER')?.argument).toBe('node');
    // The image's Node is the one the project pins (the `node` package that npm scripts run on).
    const pinned = (JSON.parse(readFileSync(`${repoRoot}package.json`, 'utf8')) as { dependencies: { node: string } }).dependencies.node;
    const major = pinned.split('.')[0];
    expect(dockerfile).toMatch(new RegExp(`^FROM node:${major}-bookworm-slim AS build$`, 'm'));
    expect(dockerfile).toMatch(new RegExp(`^FROM node:${major}-bookworm-slim AS runtime$`, 'm'));
  });
});
