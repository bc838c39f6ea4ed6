import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { createApp } from '../../../src/main.js';
import { freePort } from '../../../src/shared-kernel/infrastructure/database/embedded-postgres.js';
import { loadConfig } from '../../../src/shared-kernel/infrastructure/config/app-config.js';
import { startOptions } from './start-script.js';

/** Runs `npm start`'s entry point as a person would, until it says it is ready. */
function start(env: Record<string, string>): Promise<{ stop: () => Promise<number | null>; output: () => string }> {
  const child = spawn(process.execPath, [...startOptions(), 'dist/bin/start.js'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c) => (output += String(c)));
  child.stderr.on('data', (c) => (output += String(c)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 75 s:\n${output}`)), 75_000);
    child.on('exit', (code) => {
      clearTimeout(timer); // a refused start: its 75 s timer must not keep the test process alive
      reject(new Error(`exited ${code}:\n${output}`));
    });
    child.stdout.on('data', () => {
      if (!output.includes('Ready at')) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({
        output: () => output,
        stop: async () => {
          child.kill('SIGINT');
          for (let i = 0; i < 300 && child.exitCode === null && child.signalCode === null; i++) {
            await new Promise((r) => setTimeout(r, 100));
          }
          return child.exitCode;
        },
      });
    });
  });
}

/** Whether PostgreSQL on the cluster's port takes this password for the postgres user. */
async function acceptsPassword(dataDir: string, password: string): Promise<boolean> {
  const port = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3].trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(port), user: 'postgres', password, database: 'postgres' });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    expect((error as { code?: string }).code).toBe('28P01'); // refused for its password, nothing else
    return false;
  }
}

async function setPassword(dataDir: string, current: string, next: string): Promise<void> {
  const port = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3].trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(port), user: 'postgres', password: current, database: 'postgres' });
  await client.connect();
  await client.query(`ALTER ROLE postgres PASSWORD '${next}'`);
  await client.end();
}

describe('npm start', () => {
  it('starts on an embedded PostgreSQL, ensures the ADMIN_* account, stops cleanly on Ctrl-C, and reuses its data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fc-start-'));
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      // Stopped on Ctrl-C three times: no load balancer to tell first (the drain before closing is
      // shutdown-and-restart's business), so the stops take no 2 s each of waiting.
      SHUTDOWN_DRAIN_MS: '0',
      ADMIN_USERNAME: 'founder',
      ADMIN_PASSWORD: 'founder-password-1',
      ADMIN_EMAIL: 'founder@example.org',
    };
    const first = await start(env);
    const base = `http://127.0.0.1:${port}`;
    expect((await request(base).get('/api/health')).body).toEqual({ status: 'ok', database: 'up' });
    const login = await request(base).post('/api/login').send({ usernameOrEmail: 'founder', password: 'founder-password-1' });
    expect(login.status).toBe(200);
    expect(login.body.isAdmin).toBe(true);
    await request(base).post('/api/register').send({ username: 'kept_member', password: 'kept-password-1', email: 'kept@example.org', phone: '6155550100' }).expect(201);
    expect(first.output()).toContain('Applied migrations');
    // The embedded PostgreSQL has a password of its own, kept in DATA_DIR for its owner only; 'postgres' is refused.
    const passwordFile = join(dataDir, 'postgres-password');
    const generated = readFileSync(passwordFile, 'utf8').trim();
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(generated.length).toBeGreaterThanOrEqual(24);
    expect(await acceptsPassword(dataDir, 'postgres')).toBe(false);
    expect(await acceptsPassword(dataDir, generated)).toBe(true);
    // As a cluster made before clusters had their own password: 'postgres', and no file.
    await setPassword(dataDir, generated, 'postgres');
    unlinkSync(passwordFile);
    expect(await first.stop()).toBe(0);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await start(env);
    expect(second.output()).toContain('Database schema is up to date');
    expect(second.output()).toContain('The embedded PostgreSQL has a password of its own now');
    const replaced = readFileSync(passwordFile, 'utf8').trim();
    expect(replaced).not.toBe(generated);
    expect(await acceptsPassword(dataDir, 'postgres')).toBe(false);
    expect(await acceptsPassword(dataDir, replaced)).toBe(true);
    const again = await request(base).post('/api/login').send({ usernameOrEmail: 'kept_member', password: 'kept-password-1' });
    expect(again.status).toBe(200);
    // That move cut short: the new password kept in the file, the cluster still on 'postgres'. The next start finishes it.
    await setPassword(dataDir, replaced, 'postgres');
    expect(await second.stop()).toBe(0);
    const third = await start(env);
    expect(third.output()).toContain('The embedded PostgreSQL has a password of its own now');
    expect(readFileSync(passwordFile, 'utf8').trim()).toBe(replaced);
    expect(await acceptsPassword(dataDir, 'postgres')).toBe(false);
    expect(await acceptsPassword(dataDir, replaced)).toBe(true);
    expect(await third.stop()).toBe(0);
    // A kept password the cluster refuses (the file replaced) stops the start with one sentence saying what to do.
    writeFileSync(passwordFile, 'not-the-password\n', { mode: 0o600 });
    const refused = await start(env).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/refuses the password kept in \S+postgres-password: put back the file that was there/);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    rmSync(dataDir, { recursive: true, force: true });
  }, 240_000);

  it('GET /api/health answers 503 when the database does not', async () => {
    const app = await createApp(
      loadConfig({ DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:1/none', LOG_LEVEL: 'silent' }, { sessionSecret: 'x', outboxPollMs: 0, webRoot: null }),
      { quiet: true },
    );
    try {
      const res = await request(app.getHttpServer()).get('/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable', database: 'down' });
    } finally {
      await app.close();
    }
  });
});
