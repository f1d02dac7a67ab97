import type { CriticalResultMessage } from '@ponto/domain';
import { useSyncExternalStore } from 'react';

export interface CriticalAlert {
  cnpj: string;
  message: CriticalResultMessage;
}

/**
 * Critical results announced live, kept until the user dismisses them: a critical value must be
 * seen, not flash by. One alert per exam; a redelivered message changes nothing. Logout clears them.
 */
export function createCriticalAlerts() {
  let alerts: readonly CriticalAlert[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly CriticalAlert[]) => {
    alerts = next;
    for (const listener of listeners) listener();
  };
  return {
    push(cnpj: string, message: CriticalResultMessage) {
      if (!alerts.some((a) => a.message.examId === message.examId)) set([...alerts, { cnpj, message }]);
    },
    dismiss(examId: string) {
      set(alerts.filter((a) => a.message.examId !== examId));
    },
    clear() {
      if (alerts.length > 0) set([]);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => alerts,
  };
}

export type CriticalAlerts = ReturnType<typeof createCriticalAlerts>;

/** The one store of the running app. */
export const criticalAlerts = createCriticalAlerts();

export function useCriticalAlerts(store: CriticalAlerts = criticalAlerts): readonly CriticalAlert[] {
  return useSyncExternalStore(store.subscribe, store.snapshot);
}
