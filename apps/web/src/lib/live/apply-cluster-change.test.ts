import type { LocalAnalysisCluster, LocalAnalysisList } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import { applyClusterChange } from './apply-cluster-change';

const cluster = (clusterId: string, exams: string[]): LocalAnalysisCluster => ({
  clusterId,
  protocolNumber: `P-${clusterId}`,
  patient: 'Ana',
  exams: exams.map((examRequestId) => ({
    examRequestId,
    examName: { 'pt-BR': 'HIV' },
    resultAt: '2026-11-24T10:00:00.000Z',
    operator: null,
    results: [
      {
        analyteCode: 'HIV_AB',
        analyteName: { 'pt-BR': 'HIV' },
        qualitative: true,
        value: '0',
        unit: null,
        valid: true,
        critical: false,
      },
    ],
  })),
});
const list = (...clusters: LocalAnalysisCluster[]): LocalAnalysisList => ({ localAnalysis: true, clusters });
const ids = (l: LocalAnalysisList | null) =>
  l?.clusters.map((c) => [c.clusterId, c.exams.map((e) => e.examRequestId)]);

describe('applyClusterChange', () => {
  it('INSERT appends, UPDATE replaces the exams in place, DELETE removes', () => {
    const start = list(cluster('a', ['1']), cluster('b', ['2']));
    const inserted = applyClusterChange(start, {
      action: 'INSERT',
      clusterId: 'c',
      exam: cluster('c', ['3']),
    });
    expect(ids(inserted)).toEqual([
      ['a', ['1']],
      ['b', ['2']],
      ['c', ['3']],
    ]);
    const updated = applyClusterChange(inserted!, {
      action: 'UPDATE',
      clusterId: 'a',
      exam: cluster('a', ['4']),
    });
    expect(ids(updated)).toEqual([
      ['a', ['4']],
      ['b', ['2']],
      ['c', ['3']],
    ]);
    expect(ids(applyClusterChange(updated!, { action: 'DELETE', clusterId: 'b' }))).toEqual([
      ['a', ['4']],
      ['c', ['3']],
    ]);
  });

  it('a redelivered INSERT does not duplicate; deleting a missing cluster changes nothing', () => {
    const start = list(cluster('a', ['1']));
    expect(
      ids(applyClusterChange(start, { action: 'INSERT', clusterId: 'a', exam: cluster('a', ['1']) })),
    ).toEqual([['a', ['1']]]);
    expect(ids(applyClusterChange(start, { action: 'DELETE', clusterId: 'z' }))).toEqual([['a', ['1']]]);
  });

  it('a cluster that does not parse is not applied: the list must be read again', () => {
    expect(applyClusterChange(list(), { action: 'INSERT', clusterId: 'a', exam: { exams: [] } })).toBeNull();
  });
});
