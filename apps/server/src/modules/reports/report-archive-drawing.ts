import type { Socket } from 'node:net';
import { pipeline } from 'node:stream';
import { canOpenReport, type ExamState } from '@ponto/domain';
import { type Database, openDatabase } from '../../db/database';
import { isDatabaseUnavailable } from '../../platform/database-unavailable';
import { Framer, Unframer } from '../../platform/frames';
import { type ZipEntry, zipStream } from '../../platform/zip-stream';
import type { ArchiveHead, ArchiveJob } from './report-archive-job';
import type { ReportToDraw } from './report-drawing';
import { downloadLocaleOf, reportDrawings, verifyUrlOf } from './report-drawings';
import { WorkplaceReportRepository } from './repository';

/** The drawing process's connections to the database: two, so that two archives' reads do not wait in line. */
const CONNECTIONS = 2;

/** Reports drawn before their turn in the archive: the next one is drawn while the last is written. */
const DRAWN_AHEAD = 2;

const databases = new Map<string, Database>();

function databaseAt(url: string): Database {
  let database = databases.get(url);
  if (!database) {
    database = openDatabase(url, () => {}, { max: CONNECTIONS });
    databases.set(url, database);
  }
  return database;
}

/**
 * Runs in a drawing process (report-pdf-drawer.ts), for each connection the server opens: it asks for one
 * archive (an `ArchiveJob` in its head frame). The process reads the reports within the workplace, answers how
 * many files the archive holds (or why it cannot be made) before any byte of it, then draws the reports one by
 * one, in turn with the single reports the server asks for, and writes the ZIP as the server takes it. A server
 * that closes the connection (its client went away) stops the archive.
 */
export function drawArchive(
  connection: Socket,
  drawInTurn: (report: ReportToDraw) => Promise<Uint8Array>,
): void {
  connection.on('error', () => {});
  archive(connection, drawInTurn).catch(() => connection.destroy());
}

async function archive(
  connection: Socket,
  drawInTurn: (report: ReportToDraw) => Promise<Uint8Array>,
): Promise<void> {
  const request = new Unframer();
  connection.pipe(request);
  const job = JSON.parse((await request.head).toString()) as ArchiveJob;
  const framer = new Framer();
  let entries: ZipEntry[];
  try {
    entries = await entriesOf(job, drawInTurn);
  } catch (error) {
    const head: ArchiveHead = isDatabaseUnavailable(error)
      ? { error: 'DATABASE_UNAVAILABLE', message: String(error) }
      : {
          error: 'UNEXPECTED',
          message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        };
    framer.pipe(connection);
    framer.end(JSON.stringify(head));
    return;
  }
  framer.write(JSON.stringify({ files: entries.length } satisfies ArchiveHead));
  if (entries.length === 0) {
    framer.pipe(connection);
    framer.end();
    return;
  }
  // A failure while drawing cuts the connection: the server sees the archive end without its last frame.
  pipeline(zipStream(entries, { ahead: DRAWN_AHEAD }), framer, connection, () => {});
}

async function entriesOf(
  job: ArchiveJob,
  drawInTurn: (report: ReportToDraw) => Promise<Uint8Array>,
): Promise<ZipEntry[]> {
  const { db } = databaseAt(job.databaseUrl);
  const loaded = await new WorkplaceReportRepository(db, job.workplaceId).many(
    job.files.map((file) => file.id),
  );
  // Between the server's count and this read a report may have moved on (a recollect started): left out.
  const byId = new Map(
    loaded
      .filter((report) => canOpenReport({ state: report.state as ExamState, released: !!report.releasedAt }))
      .map((report) => [report.id, report]),
  );
  const logo = job.logo ? Buffer.from(job.logo, 'base64') : null;
  const drawingOf = await reportDrawings(db, [...byId.values()], {
    verifyUrl: (hash) => verifyUrlOf(job.publicUrl, hash),
    logoOf: async () => logo,
  });
  return job.files.flatMap(({ id, name }) => {
    const report = byId.get(id);
    if (!report) return [];
    return [
      {
        name,
        mtime: report.releasedAt ?? new Date(),
        open: async () => {
          const pdf = await drawInTurn(drawingOf(report, downloadLocaleOf(report, job.lang)));
          return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
        },
      },
    ];
  });
}
