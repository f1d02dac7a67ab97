import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { joinResultParts, RESULT_MAX_CHARS, RESULT_MAX_PARTS } from './reader-result';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const examId = 'e1';
const document = {
  examId,
  results: [{ analyte: 'HbA1c', value: '5.4', valid: true, resultAt: '2026-11-24T10:00:00Z', unit: '%' }],
};

function encode(doc: unknown, partChars = 16) {
  const json = JSON.stringify(doc);
  const base64 = Buffer.from(json, 'utf8').toString('base64');
  const parts: Array<{ part: number; data: string }> = [];
  for (let i = 0; i < base64.length; i += partChars)
    parts.push({ part: parts.length + 1, data: base64.slice(i, i + partChars) });
  return { parts, hash: sha256(json) };
}

describe('joining a reader result sent in parts', () => {
  it('joins the parts in any arrival order, checks the hash and reads the document', () => {
    const { parts, hash } = encode({
      ...document,
      results: [{ ...document.results[0], analyte: 'Hémoglobine' }],
    });
    const joined = joinResultParts([...parts].reverse(), parts.length, hash.toUpperCase(), examId, sha256);
    expect(joined).toMatchObject({ ok: true, document: { examId, results: [{ analyte: 'Hémoglobine' }] } });
    expect(joinResultParts(parts, parts.length, null, examId, sha256).ok).toBe(true);
  });

  it('a missing part, a wrong hash, broken base64 or JSON, a foreign exam or a bad shape are unreadable', () => {
    const { parts, hash } = encode(document);
    const reason = (result: ReturnType<typeof joinResultParts>) =>
      result.ok ? 'ok' : `${result.code}:${result.reason}`;
    expect(reason(joinResultParts(parts.slice(1), parts.length, hash, examId, sha256))).toBe(
      'RESULT_UNREADABLE:parts',
    );
    expect(reason(joinResultParts(parts, parts.length, sha256('other'), examId, sha256))).toBe(
      'RESULT_UNREADABLE:hash',
    );
    expect(reason(joinResultParts([{ part: 1, data: '@@@@' }], 1, null, examId, sha256))).toBe(
      'RESULT_UNREADABLE:base64',
    );
    const notJson = Buffer.from('{oops').toString('base64');
    expect(reason(joinResultParts([{ part: 1, data: notJson }], 1, null, examId, sha256))).toBe(
      'RESULT_UNREADABLE:json',
    );
    expect(reason(joinResultParts(parts, parts.length, hash, 'other', sha256))).toBe(
      'RESULT_UNREADABLE:exam',
    );
    const bad = encode({ examId, results: [] });
    expect(reason(joinResultParts(bad.parts, bad.parts.length, bad.hash, examId, sha256))).toBe(
      'RESULT_UNREADABLE:schema',
    );
  });

  it('refuses more parts or characters than any real result has', () => {
    const many = Array.from({ length: RESULT_MAX_PARTS + 1 }, (_, i) => ({ part: i + 1, data: 'AAAA' }));
    expect(joinResultParts(many, many.length, null, examId, sha256)).toMatchObject({
      code: 'RESULT_TOO_LARGE',
    });
    const big = [{ part: 1, data: 'A'.repeat(RESULT_MAX_CHARS + 4) }];
    expect(joinResultParts(big, 1, null, examId, sha256)).toMatchObject({
      code: 'RESULT_TOO_LARGE',
      reason: 'size',
    });
  });
});
