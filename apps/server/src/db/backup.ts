import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { version } from '../version';
import { acquireDataDirLock, DataDirInUseError, isAlive } from './data-dir-lock';

/** What a Ponto backup archive says about itself (`ponto-backup.json` at its root). */
export interface BackupManifest {
  format: 'ponto-backup';
  formatVersion: 1;
  createdAt: string;
  portalVersion: string;
  /** The major version of PostgreSQL whose data folder is inside; a restore needs the same. */
  postgresMajor: string;
  /** online: copied from the running portal's PostgreSQL through its backup API; offline: no portal ran. */
  mode: 'online' | 'offline';
}

export const MANIFEST = 'ponto-backup.json';

/**
 * Left out of a copy of a running PostgreSQL's data folder, as its manual says for a base backup: the
 * files of the running server, and folders whose contents it rebuilds at start. The folders stay, empty.
 */
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'pg_internal.init']);

/** Copies a tree whose files may change or vanish while it is read (PostgreSQL keeps writing). */
function copyLiveTree(
  from: string,
  to: string,
  skip: (relative: string, isDir: boolean) => boolean,
  at = '',
) {
  fs.mkdirSync(path.join(to, at), { recursive: true, mode: 0o700 });
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(from, at), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const relative = path.join(at, entry.name);
    if (skip(relative, entry.isDirectory())) continue;
    if (entry.isDirectory()) copyLiveTree(from, to, skip, relative);
    else if (entry.isFile()) {
      try {
        fs.copyFileSync(path.join(from, relative), path.join(to, relative));
      } catch (error) {
        // A file PostgreSQL removed meanwhile (a dropped relation, a temporary file) is not part of the backup.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
}

function skipInDatabase(relative: string, isDir: boolean): boolean {
  const parts = relative.split(path.sep);
  const name = parts.at(-1)!;
  if (name.startsWith('pgsql_tmp')) return true;
  if (!isDir && SKIPPED_FILES.has(name)) return true;
  // The folder itself is kept; what is inside it is not.
  return parts.length > 1 && EMPTIED_FOLDERS.has(parts[0]!);
}

interface RunningPostgres {
  port: number;
}

function runningPostgres(databaseDir: string): RunningPostgres | null {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  return { port: Number(lines[3]) };
}

/**
 * Copies the data folder of a running PostgreSQL consistently: a temporary replication slot keeps every WAL
 * segment from the start on, `pg_backup_start` marks the point the copy is recovered from, and the WAL
 * written until `pg_backup_stop` is copied after it, with the `backup_label` it returns. Started from this
 * copy, PostgreSQL replays that WAL and is exactly as it was when the backup stopped.
 */
async function copyRunningDatabase(dataDir: string, staging: string, port: number): Promise<void> {
  const databaseDir = path.join(dataDir, 'db');
  const { password } = JSON.parse(fs.readFileSync(path.join(dataDir, 'db-credentials.json'), 'utf8')) as {
    password: string;
  };
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'ponto', password, database: 'postgres' });
  await client.connect();
  try {
    await client.query(
      `SELECT pg_create_physical_replication_slot('ponto_backup_' || pg_backend_pid(), true, true)`,
    );
    await client.query(`SELECT pg_backup_start('ponto backup', true)`);
    copyLiveTree(databaseDir, path.join(staging, 'db'), skipInDatabase);
    const stopped = await client.query<{ labelfile: string; spcmapfile: string }>(
      'SELECT labelfile, spcmapfile FROM pg_backup_stop(false)',
    );
    copyLiveTree(path.join(databaseDir, 'pg_wal'), path.join(staging, 'db', 'pg_wal'), () => false);
    const { labelfile, spcmapfile } = stopped.rows[0]!;
    fs.writeFileSync(path.join(staging, 'db', 'backup_label'), labelfile, { mode: 0o600 });
    if (spcmapfile) fs.writeFileSync(path.join(staging, 'db', 'tablespace_map'), spcmapfile, { mode: 0o600 });
  } finally {
    await client.end().catch(() => {});
  }
}

/** Everything of DATA_DIR but the database (copied apart) and the portal's lock. */
function copyTheRest(dataDir: string, staging: string): void {
  for (const entry of fs.readdirSync(dataDir, { withFileTypes: true })) {
    if (entry.name === 'db' || entry.name === 'portal.pid') continue;
    const from = path.join(dataDir, entry.name);
    if (entry.isDirectory()) copyLiveTree(from, path.join(staging, entry.name), () => false);
    else if (entry.isFile()) fs.copyFileSync(from, path.join(staging, entry.name));
  }
}

export interface BackupResult {
  archive: string;
  manifest: BackupManifest;
  bytes: number;
}

/**
 * Writes one archive (tar.gz) of an embedded portal's DATA_DIR: the PostgreSQL data folder, copied
 * consistently while the portal runs (or as it lies when no portal runs), the file store, the database
 * credentials and the session secret. The file store is copied after the database, so every file a row
 * names is in it.
 */
export async function createBackup(dataDir: string, archive: string): Promise<BackupResult> {
  const databaseDir = path.join(dataDir, 'db');
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION')))
    throw new Error(`There is no embedded database in ${dataDir} to back up.`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-backup-'));
  let release: (() => void) | undefined;
  try {
    let mode: BackupManifest['mode'] = 'online';
    let running = runningPostgres(databaseDir);
    if (!running) {
      // No database runs: hold the portal's lock so that none starts while the folder is copied.
      try {
        release = acquireDataDirLock(dataDir);
        mode = 'offline';
      } catch (error) {
        if (!(error instanceof DataDirInUseError)) throw error;
        running = runningPostgres(databaseDir);
        if (!running) throw new Error('The portal is starting: try the backup again in a moment.');
      }
    }
    if (running) await copyRunningDatabase(dataDir, staging, running.port);
    else
      copyLiveTree(
        databaseDir,
        path.join(staging, 'db'),
        (relative, isDir) => !isDir && SKIPPED_FILES.has(relative),
      );
    copyTheRest(dataDir, staging);
    const manifest: BackupManifest = {
      format: 'ponto-backup',
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      portalVersion: version,
      postgresMajor: fs.readFileSync(path.join(databaseDir, 'PG_VERSION'), 'utf8').trim(),
      mode,
    };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(path.dirname(path.resolve(archive)), { recursive: true });
    const partial = `${archive}.partial`;
    await tar.create({ gzip: true, cwd: staging, portable: true, file: partial }, fs.readdirSync(staging));
    fs.renameSync(partial, archive);
    return { archive: path.resolve(archive), manifest, bytes: fs.statSync(archive).size };
  } finally {
    release?.();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
