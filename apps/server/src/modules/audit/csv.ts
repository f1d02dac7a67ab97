import type { AuditEntry } from '@ponto/domain';

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

/** A cell as RFC 4180 wants it, and never read as a formula by a spreadsheet. */
function cell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function auditCsv(entries: AuditEntry[]): string {
  const lines = [COLUMNS.join(',')];
  for (const entry of entries) lines.push(COLUMNS.map((column) => cell(entry[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
