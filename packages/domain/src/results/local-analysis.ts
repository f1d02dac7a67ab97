import { z } from 'zod';
import { localisedTextSchema, resultViewSchema } from '../exam-run/views';

/** One exam of a local-analysis cluster: its results, read but not confirmed yet. */
export const localAnalysisExamSchema = z.object({
  examRequestId: z.string(),
  examName: localisedTextSchema,
  resultAt: z.string(),
  operator: z.string().nullable(),
  results: z.array(
    resultViewSchema.pick({
      analyteCode: true,
      analyteName: true,
      qualitative: true,
      value: true,
      unit: true,
      valid: true,
      critical: true,
    }),
  ),
});
export type LocalAnalysisExam = z.infer<typeof localAnalysisExamSchema>;

/**
 * §4 local analysis (drugstore and international workplaces, §6): the results a lab analyst still has to
 * confirm, one cluster per protocol (the patient's visit) so that one patient's results are checked
 * together. The clusterId is the pre-exam's id; the live messages INSERT, UPDATE and DELETE a cluster.
 */
export const localAnalysisClusterSchema = z.object({
  clusterId: z.string(),
  protocolNumber: z.string(),
  patient: z.string(),
  exams: z.array(localAnalysisExamSchema).min(1),
});
export type LocalAnalysisCluster = z.infer<typeof localAnalysisClusterSchema>;

/** GET /local-analysis: the clusters waiting, oldest result first. */
export const localAnalysisListSchema = z.object({
  localAnalysis: z.boolean(),
  clusters: z.array(localAnalysisClusterSchema),
});
export type LocalAnalysisList = z.infer<typeof localAnalysisListSchema>;

/** An exam of the cluster joined the list (a result came) or left it (released, sent to recollect). */
export type LocalAnalysisMove = 'joined' | 'left';

/**
 * Which live action a cluster's change is, from what the cluster holds after it: the first exam joining
 * inserts the cluster, the last one leaving deletes it, anything else updates it.
 */
export function localAnalysisAction(
  move: LocalAnalysisMove,
  examsAfter: number,
): 'INSERT' | 'UPDATE' | 'DELETE' {
  if (examsAfter === 0) return 'DELETE';
  if (move === 'joined' && examsAfter === 1) return 'INSERT';
  return 'UPDATE';
}
