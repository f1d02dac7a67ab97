import type { Locale } from '@ponto/i18n';

/**
 * A ZIP of report PDFs as the server asks a drawing process for it (report-pdf-pool.ts), in the head frame of
 * a local connection (platform/frames.ts): the drawing process reads the reports, draws them and writes the
 * archive back on the same connection, so the server's main thread only passes the bytes on.
 */
export interface ArchiveJob {
  /** The database the reports are read from, by the drawing process's own connection. */
  databaseUrl: string;
  /** Every report is read within this workplace. */
  workplaceId: string;
  /** The archive's files in order: the exam request whose report it is, and the file's name. */
  files: Array<{ id: string; name: string }>;
  /** The language asked for: each report is in it where it was chosen at registration, else in the first chosen. */
  lang: Locale;
  /** Where the reports' verification links point. */
  publicUrl: string;
  /** The workplace's logo (else the portal's), PNG or JPEG in base64; null draws the Ponto name mark. */
  logo: string | null;
}

/**
 * The drawing process's answer before any byte of the archive: how many files it holds (none: no archive
 * follows), or why it could not start one.
 */
export type ArchiveHead =
  | { files: number }
  | { error: 'DATABASE_UNAVAILABLE' | 'UNEXPECTED'; message: string };
