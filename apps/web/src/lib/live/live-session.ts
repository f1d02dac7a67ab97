import type { AppServices } from '../app-services';
import { criticalNoticesKey } from '../critical-notices';
import { examRequestsKey } from '../exam-request-keys';
import { localAnalysisQueryKey } from '../local-analysis';
import { readersQueryKey } from '../readers';
import { criticalAlerts } from './critical-alerts';
import { type LiveClient, type LiveStatus, liveUrl, startLiveClient } from './live-client';
import { releaseRequests } from './release-requests';
import { applyLiveMessage } from './sync-cache';

/**
 * One sign-in's live connection (lib/live/live-provider.tsx starts it): the MQTT client with the session's
 * token, its messages written into the query cache. A chunk of its own with mqtt.js and the message schemas,
 * fetched after sign-in. `stop` also forgets the alerts it raised.
 */
export async function startLiveSession(
  services: AppServices,
  onStatus: (status: LiveStatus) => void,
): Promise<LiveClient> {
  const { store, api, queryClient } = services;
  const connect = await services.loadConnectLive();
  const live = startLiveClient({
    url: liveUrl(window.location),
    connect,
    token: () => store.get()?.accessToken ?? null,
    tokenExpiresAt: () => store.get()?.accessExpiresAt ?? null,
    renewToken: () => api.renew(),
    onMessage: (target, message) => applyLiveMessage(queryClient, target, message),
    onStatus,
    // Messages missed while offline: read readers and exams again.
    onReconnected: (target) => {
      void queryClient.invalidateQueries({ queryKey: readersQueryKey(target) });
      void queryClient.invalidateQueries({ queryKey: examRequestsKey(target) });
      void queryClient.invalidateQueries({ queryKey: localAnalysisQueryKey(target) });
      void queryClient.invalidateQueries({ queryKey: criticalNoticesKey(target) });
    },
  });
  return {
    setWorkplace: (cnpj) => live.setWorkplace(cnpj),
    async stop() {
      criticalAlerts.clear();
      releaseRequests.clear();
      await live.stop();
    },
  };
}
