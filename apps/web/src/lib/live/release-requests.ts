import type { ReleaseRequestedMessage } from '@ponto/domain';
import { useSyncExternalStore } from 'react';

export interface ReleaseRequest {
  cnpj: string;
  message: ReleaseRequestedMessage;
}

/**
 * Results that became ready while the user was here, announced live: shown to those who may release them
 * until dismissed or released. One per exam; a redelivered message changes nothing. Logout clears them.
 */
export function createReleaseRequests() {
  let requests: readonly ReleaseRequest[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly ReleaseRequest[]) => {
    requests = next;
    for (const listener of listeners) listener();
  };
  return {
    push(cnpj: string, message: ReleaseRequestedMessage) {
      if (!requests.some((r) => r.message.examId === message.examId)) set([...requests, { cnpj, message }]);
    },
    dismiss(examId: string) {
      if (requests.some((r) => r.message.examId === examId))
        set(requests.filter((r) => r.message.examId !== examId));
    },
    clear() {
      if (requests.length > 0) set([]);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => requests,
  };
}

export type ReleaseRequests = ReturnType<typeof createReleaseRequests>;

/** The one store of the running app. */
export const releaseRequests = createReleaseRequests();

export function useReleaseRequests(store: ReleaseRequests = releaseRequests): readonly ReleaseRequest[] {
  return useSyncExternalStore(store.subscribe, store.snapshot);
}
