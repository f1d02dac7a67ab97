import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CSV_BOM, csvRecord } from '../exam-report/csv';

/** A download ready to send: the stream is piped as the client reads it, never held whole. */
export interface CsvFile {
  stream: Readable;
  filename: string;
}

/**
 * The exam report's CSV (UTF-8 with BOM, RFC 4180, formula-safe): the header, then each batch of records
 * written only when the client has taken the one before, so a long report never sits whole in memory.
 */
export function csvFile(
  filename: string,
  header: readonly string[],
  batches: () => AsyncIterable<readonly (readonly string[])[]>,
): CsvFile {
  async function* chunks() {
    yield CSV_BOM + csvRecord(header);
    for await (const records of batches())
      if (records.length > 0) yield records.map((record) => csvRecord(record)).join('');
  }
  return { stream: Readable.from(chunks(), { objectMode: false }), filename };
}

export function sendCsv(reply: FastifyReply, file: CsvFile) {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${file.filename}"`);
  reply.header('cache-control', 'no-store');
  return reply.send(file.stream);
}
