/**
 * Runs `npm start`'s entry point (node dist/bin/start.js) as a person would: in a process group
 * of its own, on a fresh DATA_DIR, on loopback. Helpers find the PostgreSQL processes of a data
 * directory, so that tests can prove none is left behind and clean up after themselves.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../../src/shared-kernel/infrastructure/database/embedded-postgres.js';

export interface StartedScript {
  child: ChildProcess;
  pid: number;
  port: number;
  base: string;
  output(): string;
  /** Resolves with the exit code, the signal and how long after the call it came; null code after ms. */
  exited(ms: number): Promise<{ code: number | null; signal: NodeJS.Signals | null; afterMs: number }>;
}

/** The node options `npm start` runs the server with (package.json's start script: its young generation, its AsyncLocalStorage). */
export function startOptions(cwd = process.cwd()): string[] {
  const start = (JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  return start.split(/\s+/).filter((arg) => arg.startsWith('--'));
}

export function freshDataDir(prefix = 'fc-ops-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Starts the script; resolves at "Ready at", or with the exit when it stops before (wait: false). */
export async function startScript(
  env: Record<string, string>,
  /** viaNpm: `npm start` itself (pid is npm's), as a process manager watching npm runs it. */
  options: { cwd?: string; waitReady?: boolean; timeoutMs?: number; port?: number; viaNpm?: boolean } = {},
): Promise<StartedScript> {
  const cwd = options.cwd ?? process.cwd();
  const port = options.port ?? (await freePort());
  const [command, args] = options.viaNpm ? ['npm', ['start', '--silent']] : [process.execPath, [...startOptions(cwd), join(cwd, 'dist/bin/start.js')]];
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: '', DEMO_DATA: 'off', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += String(c)));
  child.stderr!.on('data', (c) => (output += String(c)));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) =>
    child.on('exit', (code, signal) => res({ code, signal })),
  );
  const started: StartedScript = {
    child,
    pid: child.pid!,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    exited: async (ms) => {
      const t0 = performance.now();
      const result = await Promise.race([exit, new Promise<null>((r) => setTimeout(() => r(null), ms).unref())]);
      const afterMs = Math.round(performance.now() - t0);
      return result ? { ...result, afterMs } : { code: null, signal: null, afterMs };
    },
  };
  if (options.waitReady === false) return started;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const until = Date.now() + timeoutMs;
  while (!output.includes('Ready at')) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`start.js exited (${child.exitCode ?? child.signalCode}) before ready:\n${output}`);
    if (Date.now() > until) throw new Error(`start.js not ready in ${timeoutMs} ms:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return started;
}

/** Pids of PostgreSQL processes (the postmaster and its children) running on a data directory's cluster. */
export function postgresPids(clusterDir: string): number[] {
  const lines = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' }).split('\n');
  const postmasters = lines
    .map((l) => l.trim().split(/\s+/))
    .filter((parts) => parts.length > 2 && /(^|\/)postgres$/.test(parts[2]) && parts.includes(resolve(clusterDir)))
    .map((parts) => Number(parts[0]));
  const children = lines
    .map((l) => l.trim().split(/\s+/))
    .filter((parts) => postmasters.includes(Number(parts[1])) && parts[2]?.startsWith('postgres:'))
    .map((parts) => Number(parts[0]));
  return [...postmasters, ...children];
}

export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Ends whatever a test left running: the script's process group, then the cluster's postmaster. */
export async function cleanUp(started: StartedScript | null, clusterDir: string | null, removeDirs: string[] = []): Promise<void> {
  if (started && groupAlive(started.pid)) {
    try {
      process.kill(-started.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  if (clusterDir) {
    for (const pid of postgresPids(clusterDir).slice(0, 1)) {
      try {
        process.kill(pid, 'SIGQUIT');
      } catch {
        // gone
      }
    }
    for (let i = 0; i < 100 && postgresPids(clusterDir).length; i++) await new Promise((r) => setTimeout(r, 50));
  }
  for (const dir of removeDirs) rmSync(dir, { recursive: true, force: true });
}
