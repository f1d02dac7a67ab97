import { describe, expect, it } from 'vitest';
import { readerSuitsExam } from './reader-suits-exam';

describe('readerSuitsExam (§8 reader not suited to exam)', () => {
  it('accepts a reader of the exam family', () => {
    expect(readerSuitsExam('Lens', 'Lens').ok).toBe(true);
  });
  it('lets the Virtual reader run Flow exams only', () => {
    expect(readerSuitsExam('Virtual', 'Flow').ok).toBe(true);
    expect(readerSuitsExam('Virtual', 'Lens')).toMatchObject({ ok: false, code: 'READER_NOT_SUITED' });
  });
  it('refuses another family, naming both', () => {
    expect(readerSuitsExam('Flow', 'Volt')).toMatchObject({
      ok: false,
      code: 'READER_NOT_SUITED',
      params: { readerFamily: 'Flow', examFamily: 'Volt' },
    });
  });
});
