import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { type BackupManifest, MANIFEST } from './backup';
import { acquireDataDirLock } from './data-dir-lock';
import { stopOrphan } from './embedded-postgres';

export class NotABackupError extends Error {}

function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, MANIFEST);
  const manifest = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<BackupManifest>)
    : {};
  if (manifest.format !== 'ponto-backup' || manifest.formatVersion !== 1)
    throw new NotABackupError('This file is not a Ponto backup (it has no ponto-backup.json of format 1).');
  if (!fs.existsSync(path.join(folder, 'db', 'PG_VERSION')))
    throw new NotABackupError('This backup holds no database folder.');
  return manifest as BackupManifest;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data replaced by the restore was kept (delete it when the restored portal is right). */
  previous: string | null;
}

/**
 * Brings a stopped embedded portal's DATA_DIR back to a backup. The archive is unpacked and checked beside
 * DATA_DIR first; only then is the current DATA_DIR moved aside (kept, not deleted) and the backup put in
 * its place. The next start replays the database's WAL to the moment the backup stopped.
 */
export async function restoreBackup(
  archive: string,
  dataDir: string,
  expectedPostgresMajor: string,
  log: { info(msg: string): void; warn(msg: string): void },
): Promise<RestoreResult> {
  if (!fs.existsSync(archive)) throw new NotABackupError(`There is no file ${archive}.`);
  const target = path.resolve(dataDir);
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  // A running portal holds the lock: DataDirInUseError tells the operator to stop it first.
  const release = acquireDataDirLock(target);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const unpacked = `${target}.restoring-${stamp}`;
  try {
    // A portal killed with -9 may have left its PostgreSQL running on the folder.
    await stopOrphan(path.join(target, 'db'), log);
    fs.mkdirSync(unpacked, { mode: 0o700 });
    // Owned by whoever restores: the next start hands the database folder to the OS user that runs PostgreSQL.
    await tar.extract({ file: archive, cwd: unpacked, preserveOwner: false }).catch((error: unknown) => {
      throw new NotABackupError(`This file is not a readable backup archive (${String(error)}).`);
    });
    const manifest = readManifest(unpacked);
    if (manifest.postgresMajor !== expectedPostgresMajor)
      throw new NotABackupError(
        `This backup holds a PostgreSQL ${manifest.postgresMajor} database; this portal runs PostgreSQL ${expectedPostgresMajor}.`,
      );
    fs.rmSync(path.join(unpacked, MANIFEST));
    fs.chmodSync(path.join(unpacked, 'db'), 0o700);

    const entries = fs.readdirSync(target).filter((name) => name !== 'portal.pid');
    let previous: string | null = null;
    if (entries.length > 0) {
      previous = `${target}.before-restore-${stamp}`;
      fs.mkdirSync(previous, { mode: 0o700 });
      for (const name of entries) fs.renameSync(path.join(target, name), path.join(previous, name));
    }
    for (const name of fs.readdirSync(unpacked))
      fs.renameSync(path.join(unpacked, name), path.join(target, name));
    return { manifest, previous };
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true });
    release();
  }
}
