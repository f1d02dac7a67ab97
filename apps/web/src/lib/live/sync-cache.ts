import type { ReaderOverview, WorkplaceMessage } from '@ponto/domain';
import type { QueryClient } from '@tanstack/react-query';
import { readersQueryKey } from '../readers';
import { applyReaderStatus } from './apply-reader-status';

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
    void queryClient.invalidateQueries({ queryKey: ['examRequests', cnpj] });
    return;
  }
  if (message.type !== 'readerStatus') return; // local analysis and chat: later issues
  const key = readersQueryKey(cnpj);
  const list = queryClient.getQueryData<ReaderOverview[]>(key);
  if (!list) return; // nobody has asked for the list yet; it will be read fresh when someone does
  const result = applyReaderStatus(list, message, now);
  if (result.kind === 'updated') queryClient.setQueryData(key, result.list);
  else if (result.kind === 'unknown') void queryClient.invalidateQueries({ queryKey: key });
}
