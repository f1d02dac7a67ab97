/** Excel and LibreOffice read a UTF-8 file as UTF-8 (accents intact) only when it starts with this mark. */
export const CSV_BOM = '\uFEFF';

/** What a spreadsheet takes for the start of a formula (OWASP CSV injection): = + - @ tab CR. */
const FORMULA_STARTS = new Set([0x3d, 0x2b, 0x2d, 0x40, 0x09, 0x0d]);
/** A plain negative decimal ('-1', '-2.5') is a value, not a formula: it stays a number. */
const negativeNumber = /^-\d+(\.\d+)?$/;
/** RFC 4180: a field holding a separator, a quote or a line break is quoted. */
const needsQuotes = /[",\r\n]/;

/**
 * One CSV field: text a spreadsheet would run as a formula gets a leading apostrophe (shown as text, never
 * evaluated), then RFC 4180 quoting with embedded quotes doubled.
 */
export function csvField(value: string): string {
  if (value === '') return value;
  // A character code, not a pattern: this runs for each field of a 100,000-line report.
  const safe = FORMULA_STARTS.has(value.charCodeAt(0)) && !negativeNumber.test(value) ? `'${value}` : value;
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record: comma-separated fields ending in CRLF (RFC 4180). */
export function csvRecord(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
