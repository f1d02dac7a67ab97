import { describe, expect, it } from 'vitest';
import { localAnalysisAction, localAnalysisClusterSchema } from './local-analysis';

describe('localAnalysisAction', () => {
  it.each([
    ['joined', 1, 'INSERT'],
    ['joined', 2, 'UPDATE'],
    ['left', 1, 'UPDATE'],
    ['left', 0, 'DELETE'],
    ['joined', 0, 'DELETE'],
  ] as const)('%s with %i exams after → %s', (move, after, action) => {
    expect(localAnalysisAction(move, after)).toBe(action);
  });
});

describe('localAnalysisClusterSchema', () => {
  it('refuses a cluster with no exam (that is a DELETE)', () => {
    expect(
      localAnalysisClusterSchema.safeParse({ clusterId: 'c', protocolNumber: '1', patient: 'A', exams: [] })
        .success,
    ).toBe(false);
  });
});
