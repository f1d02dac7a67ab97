import type { LocalAnalysisList, ReaderOverview, WorkplaceMessage } from '@ponto/domain';
import type { QueryClient } from '@tanstack/react-query';
import { criticalNoticesKey } from '../critical-notices';
import { examRequestsKey } from '../exam-request-keys';
import { localAnalysisQueryKey } from '../local-analysis';
import { readersQueryKey } from '../readers';
import { supportChatQueryKey } from '../support-chat-requests';
import { applyClusterChange } from './apply-cluster-change';
import { applyReaderStatus } from './apply-reader-status';
import { criticalAlerts } from './critical-alerts';
import { releaseRequests } from './release-requests';

/**
 * Puts a live message into the TanStack Query cache: a reader status updates the readers list of its
 * workplace in place; a reader the list does not know yet makes the list be read again.
 */
export function applyLiveMessage(
  queryClient: QueryClient,
  cnpj: string,
  message: WorkplaceMessage,
  now: number = Date.now(),
): void {
  if (message.type === 'examProgress') {
    // The message says something changed; the exam's detail (and the lists it appears in) is the truth.
    void queryClient.invalidateQueries({ queryKey: examRequestsKey(cnpj) });
    return;
  }
  if (message.type === 'criticalResult') {
    criticalAlerts.push(cnpj, message);
    void queryClient.invalidateQueries({ queryKey: examRequestsKey(cnpj) });
    // The server opened (or refreshed) the exam's notice with the same commit: the list and count follow.
    void queryClient.invalidateQueries({ queryKey: criticalNoticesKey(cnpj) });
    return;
  }
  if (message.type === 'releaseRequested') {
    // The web shows it only to those who may release (features/results ReleaseRequestAlerts).
    releaseRequests.push(cnpj, message);
    void queryClient.invalidateQueries({ queryKey: examRequestsKey(cnpj) });
    return;
  }
  if (message.type === 'localAnalysis') {
    const key = localAnalysisQueryKey(cnpj);
    const list = queryClient.getQueryData<LocalAnalysisList>(key);
    if (!list) return;
    const next = applyClusterChange(list, message);
    if (next) queryClient.setQueryData(key, next);
    else void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  if (message.type === 'chat') {
    // A support message arrived: the conversations and the open thread are read again at once, rather than
    // at their next poll (polling stays for support users, whose queue spans workplaces).
    void queryClient.invalidateQueries({ queryKey: supportChatQueryKey });
    return;
  }
  if (message.type !== 'readerStatus') return;
  const key = readersQueryKey(cnpj);
  const list = queryClient.getQueryData<ReaderOverview[]>(key);
  if (!list) return; // nobody has asked for the list yet; it will be read fresh when someone does
  const result = applyReaderStatus(list, message, now);
  if (result.kind === 'updated') queryClient.setQueryData(key, result.list);
  else if (result.kind === 'unknown')
    // A reader just registered: the list is read again, and this status laid on it (the server may not have
    // stored it yet, and a reader booting slowly says nothing else for seconds).
    void queryClient.invalidateQueries({ queryKey: key }).then(() => {
      const fresh = queryClient.getQueryData<ReaderOverview[]>(key);
      if (!fresh) return;
      const again = applyReaderStatus(fresh, message, now);
      if (again.kind === 'updated') queryClient.setQueryData(key, again.list);
    });
}
