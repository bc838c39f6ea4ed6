import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    child.on('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
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
    expect(await first.stop()).toBe(0);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await start(env);
    expect(second.output()).toContain('Database schema is up to date');
    const again = await request(base).post('/api/login').send({ usernameOrEmail: 'kept_member', password: 'kept-password-1' });
    expect(again.status).toBe(200);
    expect(await second.stop()).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);

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
