import { z } from 'zod';
import { resultSchema } from '../entities/result';

/**
 * What a reader sends as "part x of y" (§2 reader messages 'sending result (part x of y)'): base64 chunks
 * of this JSON document, with the SHA-256 (hex) of the JSON so the server can check the joined parts.
 */
export const readerResultDocumentSchema = z.object({
  examId: z.string(),
  results: z.array(resultSchema).min(1).max(50),
});
export type ReaderResultDocument = z.infer<typeof readerResultDocumentSchema>;

/** A result larger than this is refused (§8 'result too large'): no real exam sends more. */
export const RESULT_MAX_PARTS = 64;
export const RESULT_MAX_CHARS = 256 * 1024;

export type JoinedResult =
  | { ok: true; document: ReaderResultDocument }
  | { ok: false; code: 'RESULT_UNREADABLE' | 'RESULT_TOO_LARGE'; reason: string };

/**
 * Joins the parts (in order, all present), checks the hash when the reader gave one, and reads the
 * document for this exam. `sha256` is passed in so the domain stays free of Node modules.
 */
export function joinResultParts(
  parts: ReadonlyArray<{ part: number; data: string }>,
  of: number,
  hashcode: string | null,
  examId: string,
  sha256: (text: string) => string,
): JoinedResult {
  if (of > RESULT_MAX_PARTS) return { ok: false, code: 'RESULT_TOO_LARGE', reason: 'parts' };
  const ordered = [...parts].sort((a, b) => a.part - b.part);
  if (ordered.length !== of || ordered.some((p, i) => p.part !== i + 1))
    return { ok: false, code: 'RESULT_UNREADABLE', reason: 'parts' };
  const base64 = ordered.map((p) => p.data).join('');
  if (base64.length > RESULT_MAX_CHARS) return { ok: false, code: 'RESULT_TOO_LARGE', reason: 'size' };
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64))
    return { ok: false, code: 'RESULT_UNREADABLE', reason: 'base64' };
  const json = decodeBase64(base64);
  if (hashcode && sha256(json) !== hashcode.toLowerCase())
    return { ok: false, code: 'RESULT_UNREADABLE', reason: 'hash' };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, code: 'RESULT_UNREADABLE', reason: 'json' };
  }
  const parsed = readerResultDocumentSchema.safeParse(value);
  if (!parsed.success) return { ok: false, code: 'RESULT_UNREADABLE', reason: 'schema' };
  if (parsed.data.examId !== examId) return { ok: false, code: 'RESULT_UNREADABLE', reason: 'exam' };
  return { ok: true, document: parsed.data };
}

function decodeBase64(base64: string): string {
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
