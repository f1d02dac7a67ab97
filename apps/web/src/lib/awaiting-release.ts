import { hasLocalAnalysis, mayPerformClinicalActs, mayRelease, type Session } from '@ponto/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { examRequestsKey } from './exam-request-keys';
import { signedInAnswer } from './lazy-schemas';

/**
 * How many ready results of the workplace wait for release. Under the exam lists' key, so that every live
 * exam message (a result became ready, one was released) reads it again.
 */
export function awaitingReleaseQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: [...examRequestsKey(cnpj), 'awaitingRelease'],
    queryFn: async ({ signal }) =>
      (
        await api.request('/exam-requests/awaiting-release', {
          headers: { cnpj },
          schema: signedInAnswer('awaitingReleaseCountSchema'),
          signal,
        })
      ).count,
  });
}

/** Whether the signed-in user may release results at the workplace they are working at: trained, and mayRelease. */
export function mayReleaseHere(session: Session | null): boolean {
  const workplace = session?.currentWorkplace;
  if (!session || !workplace || !mayPerformClinicalActs(session.user.status)) return false;
  return mayRelease({
    localAnalysis: hasLocalAnalysis(workplace),
    roles: session.user.roles,
    labAnalyst: session.user.permissions.labAnalyst,
  });
}
