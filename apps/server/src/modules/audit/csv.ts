import type { AuditEntry } from '@ponto/domain';
import { type CsvFile, csvFile } from '../period-reports/csv-file';

const COLUMNS = [
  'seq',
  'at',
  'action',
  'outcome',
  'actorId',
  'actorName',
  'targetType',
  'targetId',
  'ip',
  'requestId',
  'details',
] as const;

const text = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * The trail as CSV like Ponto's other exports (UTF-8 with BOM, RFC 4180, formula-safe), streamed: each page of
 * entries is read only when the client has taken the one before, so a long trail never sits whole in memory.
 */
export function auditCsv(filename: string, pages: () => AsyncIterable<AuditEntry[]>): CsvFile {
  return csvFile(filename, COLUMNS, async function* () {
    for await (const entries of pages())
      yield entries.map((entry) => COLUMNS.map((column) => text(entry[column])));
  });
}
