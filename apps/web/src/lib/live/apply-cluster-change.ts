import {
  applyLocalAnalysisChange,
  type LocalAnalysisChange,
  type LocalAnalysisCluster,
  type LocalAnalysisList,
  localAnalysisClusterSchema,
} from '@ponto/domain';

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
