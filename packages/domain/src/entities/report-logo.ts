import { z } from 'zod';
import type { FieldError } from '../errors/api-error';
import { fieldError } from '../validation/messages';

/**
 * A workplace's logo, drawn at the top of its reports: a PNG or JPEG sent as a data: URL, small enough
 * to travel with every report it marks.
 */
export const REPORT_LOGO_MAX_KILOBYTES = 300;
const MAX_BYTES = REPORT_LOGO_MAX_KILOBYTES * 1024;
const DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;

/** PUT /workplace/report-logo. */
export const reportLogoBodySchema = z.object({ image: z.string() });
export type ReportLogoBody = z.infer<typeof reportLogoBodySchema>;

/** GET /workplace/report-logo: null when the workplace has none (its reports carry the Ponto mark). */
export const reportLogoSchema = z.object({ image: z.string().nullable() });
export type ReportLogo = z.infer<typeof reportLogoSchema>;

/** The decoded size of a base64 text, without decoding it. */
function decodedBytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/** What is wrong with a logo as sent: not a PNG or JPEG data: URL, or too large. */
export function reportLogoProblems(image: string): FieldError[] {
  const match = DATA_URL.exec(image);
  if (!match || match[2]!.length % 4 !== 0) return [fieldError('image', 'logoNotImage')];
  if (decodedBytes(match[2]!) > MAX_BYTES)
    return [fieldError('image', 'logoTooLarge', { max: REPORT_LOGO_MAX_KILOBYTES })];
  return [];
}

/** The image's bytes in base64, once reportLogoProblems found nothing. */
export function reportLogoBase64(image: string): string {
  return DATA_URL.exec(image)?.[2] ?? '';
}
