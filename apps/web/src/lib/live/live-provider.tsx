import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { criticalNoticesKey } from '../critical-notices';
import { localAnalysisQueryKey } from '../local-analysis';
import { readersQueryKey } from '../readers';
import { useAuthState, useServices } from '../services-context';
import { criticalAlerts } from './critical-alerts';
import { type LiveClient, type LiveStatus, liveUrl, startLiveClient } from './live-client';
import { releaseRequests } from './release-requests';
import { applyLiveMessage } from './sync-cache';

/** 'signedOut': there is no live connection without a session (the broker takes the access token). */
export type LiveConnectionState = LiveStatus | 'signedOut';

const LiveStatusContext = createContext<LiveConnectionState>('signedOut');

/** The state of the live connection, for the header indicator and the pages that show live data. */
export function useLiveStatus(): LiveConnectionState {
  return useContext(LiveStatusContext);
}

/**
 * Runs the live connection while someone is signed in: one MQTT client per sign-in, subscribed to the
 * current workplace (and moved when the workplace changes), registered in `services.live` so that logout
 * stops it. Messages go into the query cache (lib/live/sync-cache.ts).
 */
export function LiveConnectionProvider({ children }: { children: ReactNode }) {
  const services = useServices();
  const auth = useAuthState();
  const signedIn = auth !== null;
  const cnpj = auth?.session.currentWorkplace?.cnpj ?? null;
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const client = useRef<LiveClient | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    const { store, api, queryClient } = services;
    const live = startLiveClient({
      url: liveUrl(window.location),
      connect: services.connectLive,
      token: () => store.get()?.accessToken ?? null,
      tokenExpiresAt: () => store.get()?.accessExpiresAt ?? null,
      renewToken: () => api.renew(),
      onMessage: (target, message) => applyLiveMessage(queryClient, target, message),
      onStatus: setStatus,
      // Messages missed while offline: read readers and exams again.
      onReconnected: (target) => {
        void queryClient.invalidateQueries({ queryKey: readersQueryKey(target) });
        void queryClient.invalidateQueries({ queryKey: ['examRequests', target] });
        void queryClient.invalidateQueries({ queryKey: localAnalysisQueryKey(target) });
        void queryClient.invalidateQueries({ queryKey: criticalNoticesKey(target) });
      },
    });
    client.current = live;
    const unregister = services.live.register(() => live.stop());
    return () => {
      unregister();
      criticalAlerts.clear();
      releaseRequests.clear();
      client.current = null;
      void live.stop();
      setStatus('connecting');
    };
  }, [services, signedIn]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new client subscribes to the workplace too
  useEffect(() => {
    client.current?.setWorkplace(cnpj);
  }, [cnpj, signedIn]);

  return (
    <LiveStatusContext.Provider value={signedIn ? status : 'signedOut'}>
      {children}
    </LiveStatusContext.Provider>
  );
}
