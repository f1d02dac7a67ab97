import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useAuthState, useServices } from '../services-context';
import type { LiveClient, LiveStatus } from './live-client';

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
 * stops it. Messages go into the query cache (lib/live/sync-cache.ts). The client itself (live-session.ts,
 * mqtt.js) is fetched after sign-in: it is not part of the login's first download.
 */
export function LiveConnectionProvider({ children }: { children: ReactNode }) {
  const services = useServices();
  const auth = useAuthState();
  const signedIn = auth !== null;
  const cnpj = auth?.session.currentWorkplace?.cnpj ?? null;
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const client = useRef<LiveClient | null>(null);
  // The workplace to subscribe to, for a client that starts once mqtt.js has loaded.
  const workplace = useRef<string | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let live: LiveClient | null = null;
    let ended = false;
    const unregister = services.live.register(async () => {
      ended = true;
      await live?.stop();
    });
    import('./live-session')
      .then(({ startLiveSession }) => startLiveSession(services, (next) => !ended && setStatus(next)))
      .then((started) => {
        live = started;
        if (ended) return void started.stop();
        client.current = started;
        started.setWorkplace(workplace.current);
      })
      // The client could not be fetched (offline): the indicator says so; the pages still work over HTTP.
      .catch(() => !ended && setStatus('offline'));
    return () => {
      ended = true;
      unregister();
      client.current = null;
      void live?.stop();
      setStatus('connecting');
    };
  }, [services, signedIn]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new client subscribes to the workplace too
  useEffect(() => {
    workplace.current = cnpj;
    client.current?.setWorkplace(cnpj);
  }, [cnpj, signedIn]);

  return (
    <LiveStatusContext.Provider value={signedIn ? status : 'signedOut'}>
      {children}
    </LiveStatusContext.Provider>
  );
}
