import {
  applyLocalAnalysisChange,
  type LocalAnalysisChange,
  type LocalAnalysisCluster,
  type LocalAnalysisList,
  localAnalysisClusterSchema,
  localAnalysisListSchema,
} from '@ponto/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './api-client';

/**
 * The list after a §4 live change, or null when the change cannot be trusted (a cluster that does not
 * parse): the caller then reads the list again. A new cluster goes last (the list is oldest first), an
 * updated one keeps its place, a redelivered one changes nothing.
 */
export function applyClusterChange(
  list: LocalAnalysisList,
  change: Pick<LocalAnalysisChange, 'action' | 'clusterId' | 'exam'>,
): LocalAnalysisList | null {
  if (change.action !== 'DELETE' && !localAnalysisClusterSchema.safeParse(change.exam).success) return null;
  const byId = new Map(list.clusters.map((cluster) => [cluster.clusterId, cluster]));
  const next = applyLocalAnalysisChange<LocalAnalysisCluster>(byId, change);
  return { ...list, clusters: [...next.values()] };
}

export const localAnalysisQueryKey = (cnpj: string) => ['localAnalysis', cnpj] as const;

/** GET /local-analysis: the workplace's results waiting for confirmation; live messages keep it current. */
export function localAnalysisQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: localAnalysisQueryKey(cnpj),
    queryFn: ({ signal }) =>
      api.request('/local-analysis', { headers: { cnpj }, schema: localAnalysisListSchema, signal }),
  });
}
