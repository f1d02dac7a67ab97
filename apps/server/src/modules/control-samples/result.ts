import { createHash } from 'node:crypto';
import { joinResultParts, RESULT_MAX_PARTS } from '@ponto/domain';

type Part = { part: number; of: number; data: string; hashcode: string | null };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type JoinedControl =
  | { state: 'pending'; parts: Part[] }
  | { state: 'failed'; code: string }
  | { state: 'measured'; parts: Part[]; value: string };

/**
 * One more part of a control run's result ("part x of y", a resent part changes nothing); once all are in,
 * the document is joined and checked like a patient exam's, and the sample's analyte gives the value.
 */
export function joinControlResult(
  run: { id: string; analyte: string; resultParts: Part[] },
  event: { part: number; of: number; data: string; hashcode?: string },
): JoinedControl {
  if (event.of > RESULT_MAX_PARTS) return { state: 'failed', code: 'RESULT_TOO_LARGE' };
  if (event.part > event.of) return { state: 'failed', code: 'RESULT_UNREADABLE' };
  const parts = run.resultParts.some((p) => p.part === event.part)
    ? run.resultParts
    : [
        ...run.resultParts,
        { part: event.part, of: event.of, data: event.data, hashcode: event.hashcode ?? null },
      ];
  if (parts.length < event.of) return { state: 'pending', parts };
  if (parts.some((p) => p.of !== event.of || p.hashcode !== (event.hashcode ?? null)))
    return { state: 'failed', code: 'RESULT_UNREADABLE' };
  const joined = joinResultParts(parts, event.of, event.hashcode ?? null, run.id, sha256);
  if (!joined.ok) return { state: 'failed', code: joined.code };
  const measured = joined.document.results.find((r) => r.analyte === run.analyte);
  if (!measured || measured.valid === false) return { state: 'failed', code: 'RESULT_UNREADABLE' };
  return { state: 'measured', parts, value: String(measured.value) };
}
