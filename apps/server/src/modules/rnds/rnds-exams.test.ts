import { RNDS_EXAMS } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import { demoExams } from '../../seed/demo-catalogue';

describe('RNDS exam table', () => {
  it('has an entry for every notifiable exam of the catalogue, a code or an explicit none, and nothing else', () => {
    const notifiable = demoExams.filter((exam) => exam.notifiable).map((exam) => exam.code);
    expect(Object.keys(RNDS_EXAMS).sort()).toEqual([...notifiable].sort());
  });
});
