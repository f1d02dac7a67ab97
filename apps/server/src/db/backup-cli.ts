// `npm run backup [-- <archive>]` and `npm run restore -- <archive>` for the embedded portal (docs/operations.md).
import path from 'node:path';
import { ConfigError, loadConfig } from '../platform/config';
import { createBackup } from './backup';
import { DataDirInUseError } from './data-dir-lock';
import { embeddedPostgresMajor } from './embedded-postgres';
import { NotABackupError, restoreBackup } from './restore';

const log = { info: (msg: string) => console.log(msg), warn: (msg: string) => console.warn(msg) };

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

async function main(): Promise<void> {
  const [command, archiveArg] = process.argv.slice(2);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message, 78);
    throw error;
  }
  if (config.DATABASE_URL)
    fail(
      'This portal uses the PostgreSQL at DATABASE_URL, not the embedded one: back it up with that server’s own tools (pg_dump, or its provider’s snapshots) and the file store with its bucket’s versioning (docs/operations.md).',
      64,
    );
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  if (command === 'backup') {
    const archive = archiveArg ?? path.join(`${config.DATA_DIR}-backups`, `ponto-${stamp}.tar.gz`);
    const started = Date.now();
    const result = await createBackup(config.DATA_DIR, archive);
    const mib = (result.bytes / 1024 / 1024).toFixed(1);
    if (config.FILE_STORE === 's3')
      log.warn('Uploaded files live in the S3 bucket (FILE_STORE=s3): they are not in this archive.');
    log.info(
      `Backup written: ${result.archive} (${mib} MiB, ${result.manifest.mode}, ${Date.now() - started} ms). Restore it with: npm run restore -- ${result.archive}`,
    );
    return;
  }
  if (command === 'restore') {
    if (!archiveArg) fail('Usage: npm run restore -- <archive>', 64);
    const result = await restoreBackup(
      path.resolve(archiveArg),
      config.DATA_DIR,
      await embeddedPostgresMajor(),
      log,
    );
    log.info(
      `Restored ${config.DATA_DIR} to the backup of ${result.manifest.createdAt}. Start the portal with npm start.`,
    );
    if (result.previous)
      log.info(`The data it replaced is kept in ${result.previous}; delete it once the portal is right.`);
    return;
  }
  fail('Usage: npm run backup [-- <archive>] | npm run restore -- <archive>', 64);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirInUseError)
    fail(`${error.message.replace(/Stop it first.*$/, '')}Stop the portal before restoring.`, 75);
  if (error instanceof NotABackupError) fail(error.message, 65);
  fail(
    `The ${process.argv[2] ?? 'command'} failed: ${error instanceof Error ? error.message : String(error)}`,
    1,
  );
});
