import { afterEach, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { cleanUp, freshDataDir, groupAlive, postgresPids, startScript, type StartedScript } from './start-script.js';

function get(agent: http.Agent, port: number, path: string): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.setTimeout(5_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

async function health(port: number): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`);
  return { status: res.status, body: await res.json() };
}

describe('stopping and starting again', () => {
  let started: StartedScript | null = null;
  let dataDir: string | null = null;
  afterEach(async () => {
    await cleanUp(started, dataDir && join(dataDir, 'postgres'), dataDir ? [dataDir] : []);
    started = null;
    dataDir = null;
  });

  it('SIGTERM under 50 keep-alive clients: /api/health says 503 draining while the rest is still served, then it exits 0 within 10 s and leaves no PostgreSQL running', async () => {
    dataDir = freshDataDir();
    const s = (started = await startScript({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '1500' }));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
    let running = true;
    let answered = 0;
    let closeAnswers = 0;
    let signalledAt = 0;
    // sent/at: when the request was sent and answered, in ms after the signal (negative: sent before it).
    const afterSignal: { path: string; status: number; sent: number; at: number }[] = [];
    // 50 clients on kept-alive connections, each asking again as soon as it is answered, until
    // the server has gone (or 20 s at most). Errors while the server stops are expected.
    const clients = Array.from({ length: 50 }, async (_, i) => {
      const until = Date.now() + 20_000;
      while (running && Date.now() < until) {
        try {
          const path = i % 2 ? '/api/health' : '/api/campaigns';
          const sentAt = performance.now();
          const res = await get(agent, s.port, path);
          answered++;
          if (signalledAt) afterSignal.push({ path, status: res.status, sent: sentAt - signalledAt, at: performance.now() - signalledAt });
          if (res.connection === 'close') closeAnswers++;
        } catch {
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    });
    while (answered < 300) await new Promise((r) => setTimeout(r, 20));
    const clusterDir = join(dataDir, 'postgres');
    expect(postgresPids(clusterDir).length).toBeGreaterThan(0);

    signalledAt = performance.now();
    process.kill(s.pid, 'SIGTERM');
    const exit = await s.exited(12_000);
    running = false;
    await Promise.all(clients);
    agent.destroy();
    process.stdout.write(`[measure] stop under 50 keep-alive clients: ${exit.afterMs} ms (exit ${exit.code}; ${closeAnswers} answers said Connection: close)\n`);

    expect(exit.code).toBe(0);
    expect(exit.afterMs).toBeLessThan(10_000);
    expect(exit.afterMs).toBeGreaterThanOrEqual(1_500); // the drain came first
    expect(groupAlive(s.pid)).toBe(false);
    expect(postgresPids(clusterDir)).toEqual([]);
    // During the drain a balancer's health check sees 503, and the requests still sent here are answered.
    // A health check under way when the process took the signal may still say 200 (on a loaded machine its
    // database check can end hundreds of ms later): only requests sent after the first 503 arrived are judged.
    const firstDraining = Math.min(...afterSignal.filter((a) => a.path === '/api/health' && a.status === 503).map((a) => a.at));
    expect(firstDraining).toBeLessThan(1_000);
    const draining = afterSignal.filter((a) => a.sent > firstDraining && a.at < 1_400);
    expect(draining.filter((a) => a.path === '/api/health').length).toBeGreaterThan(0);
    expect(draining.filter((a) => a.path === '/api/health' && a.status !== 503)).toEqual([]);
    expect(draining.filter((a) => a.path === '/api/campaigns').length).toBeGreaterThan(0);
    expect(draining.filter((a) => a.path === '/api/campaigns').every((a) => a.status === 200)).toBe(true);
  }, 60_000);

  it('after the node process is killed outright (SIGKILL), the next start (npm start) stops the PostgreSQL it left and is healthy; SIGTERM to npm stops node and PostgreSQL', async () => {
    dataDir = freshDataDir();
    const clusterDir = join(dataDir, 'postgres');
    const first = (started = await startScript({ DATA_DIR: dataDir }));
    process.kill(first.pid, 'SIGKILL');
    await first.exited(5_000);
    const orphans = postgresPids(clusterDir);
    expect(orphans.length).toBeGreaterThan(0); // the cluster outlived its node process

    // The second start is `npm start` itself, and the signal goes to npm (as a process manager watching npm sends
    // it), not to node: node and its PostgreSQL stop with it, none left as an orphan.
    const t0 = performance.now();
    const second = (started = await startScript({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '0' }, { viaNpm: true }));
    const readyMs = Math.round(performance.now() - t0);
    expect(await health(second.port)).toEqual({ status: 200, body: { status: 'ok', database: 'up' } });
    expect(second.output()).toContain('left running');
    expect(postgresPids(clusterDir)).not.toContain(orphans[0]);
    process.stdout.write(`[measure] start after a hard kill: ready in ${readyMs} ms\n`);

    process.kill(second.pid, 'SIGTERM');
    const stopped = await second.exited(10_000);
    expect(stopped.code === 0 || stopped.signal === 'SIGTERM').toBe(true);
    for (let i = 0; i < 100 && groupAlive(second.pid); i++) await new Promise((r) => setTimeout(r, 50));
    expect(groupAlive(second.pid)).toBe(false); // npm, and the node it ran, are gone
    expect(postgresPids(clusterDir)).toEqual([]);
    // node wrote its last line into the pipe it shares with npm; the pipe may hand it over after npm's exit was seen
    // (CI under load: "Stopped" missing at this line while it was on its way).
    for (let i = 0; i < 100 && !second.output().includes('Stopped'); i++) await new Promise((r) => setTimeout(r, 50));
    expect(second.output()).toContain('Stopped');
  }, 90_000);

  it('a start that cannot listen says why in one sentence (never "undefined"), exits 1 and stops its PostgreSQL', async () => {
    dataDir = freshDataDir();
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const port = (blocker.address() as { port: number }).port;
    try {
      const s = (started = await startScript({ DATA_DIR: dataDir }, { port, waitReady: false }));
      const exit = await s.exited(60_000);
      expect(exit.code).toBe(1);
      expect(s.output()).toContain(`Port ${port} is already in use on 127.0.0.1: stop the program using it, or set PORT to a free port.`);
      expect(s.output()).not.toMatch(/undefined/);
      expect(postgresPids(join(dataDir, 'postgres'))).toEqual([]);
    } finally {
      blocker.close();
    }
  }, 90_000);
});
