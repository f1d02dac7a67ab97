import type { LoginResponse, Session } from '@ponto/domain';
import { isLocale, type Locale } from '@ponto/i18n/locales';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { type ApiClient, createApiClient } from './api-client';
import { isApiError } from './api-error';
import { createI18n, deviceLanguage, loadAllTexts } from './i18n';
import { sessionAnswer } from './lazy-schemas';
import type { MqttConnect } from './live/live-client';
import { createLiveConnectionRegistry, type LiveConnectionRegistry } from './live-connection';
import { clearPatientFlowState } from './patient-flow';
import { PortalQueryClient } from './query-client';
import { createSessionStore, type LogoutReason, type SessionStore } from './session-store';
import { safeStorage, storageKeys } from './storage-keys';

/**
 * Everything the portal shares across screens, created once by the app (and once per test): the session
 * store, the API client, the query cache, i18n and the live-connection registry, with the actions that
 * touch several of them (sign in, sign out, change language).
 */
export interface AppServices {
  store: SessionStore;
  api: ApiClient;
  queryClient: QueryClient;
  i18n: i18n;
  /** Settles once the device language's texts are loaded (main.tsx renders after it: no flash of pt-BR). */
  languageReady: Promise<unknown>;
  live: LiveConnectionRegistry;
  /**
   * Gives the function that opens an MQTT connection: mqtt.js is a chunk of its own, fetched when the live
   * connection first starts (after sign-in), never before the first screen. Tests give a fake.
   */
  loadConnectLive(): Promise<MqttConnect>;
  /** Stores a successful login and applies the user's language (docs/web-shell.md). */
  completeLogin(response: LoginResponse): Promise<void>;
  /** Signs out: revokes the refresh token, clears session, patient flow, caches and the live connection. */
  logout(reason?: LogoutReason): Promise<void>;
  /** Changes the interface language; kept on the device, and for the user when signed in. */
  changeLanguage(language: Locale): Promise<void>;
  /** Replaces the session after a call that returns one (workplace, language). */
  updateSession(session: Session): void;
}

export interface AppServicesOptions {
  sessionStorage?: Storage | null;
  localStorage?: Storage | null;
  fetch?: typeof fetch;
  now?: () => number;
  connectLive?: MqttConnect;
  /** The pt-BR namespaces in the first download (the first ones in the app; every one in unit tests). */
  bundledTexts?: Record<string, object>;
}

export function createAppServices(options: AppServicesOptions = {}): AppServices {
  const session = options.sessionStorage === undefined ? safeStorage('session') : options.sessionStorage;
  const local = options.localStorage === undefined ? safeStorage('local') : options.localStorage;
  const now = options.now ?? Date.now;
  const store = createSessionStore(session);
  const { i18n, ready: languageReady } = createI18n(deviceLanguage(local), options.bundledTexts);
  // Signed in already: the screens past the login need every namespace, fetched beside the session check.
  if (store.get()) void languageReady.then(() => loadAllTexts(i18n));
  const live = createLiveConnectionRegistry();
  const queryClient = new PortalQueryClient({
    defaultOptions: {
      queries: {
        // A refused session or a missing item will not get better by asking again.
        retry: (count, error) => count < 2 && !(isApiError(error) && error.status > 0 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
  /** The user picked a language on the login screen: it wins over the one kept for the user. */
  let languageChosenWhileSignedOut = false;

  async function endSession(reason: LogoutReason) {
    store.set(null);
    store.setLogoutReason(reason);
    clearPatientFlowState([session, local]);
    await live.stopAll();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'customization' });
  }

  const api = createApiClient({
    store,
    language: () => i18n.language,
    onSessionExpired: (reason) => void endSession(reason),
    ...(options.fetch && { fetch: options.fetch }),
    now,
  });

  const services: AppServices = {
    store,
    api,
    queryClient,
    i18n,
    languageReady,
    live,
    loadConnectLive: options.connectLive
      ? () => Promise.resolve(options.connectLive!)
      : () =>
          import('mqtt').then(
            ({ default: mqtt }): MqttConnect =>
              (url, opts) =>
                mqtt.connect(url, opts),
          ),
    async completeLogin(response) {
      const chosen = i18n.language;
      const keepChosen =
        languageChosenWhileSignedOut && isLocale(chosen) && chosen !== response.session.user.language;
      const userLanguage = response.session.user.language;
      // The user's own language first, so that the first signed-in screen is already in it.
      if (!keepChosen && isLocale(userLanguage)) {
        await i18n.changeLanguage(userLanguage);
        local?.setItem(storageKeys.language, userLanguage);
      }
      // Every text of the signed-in screens is in before they show.
      await loadAllTexts(i18n);
      store.set({
        accessToken: response.accessToken,
        refreshToken: response.refreshToken,
        accessExpiresAt: now() + response.expiresIn * 1000,
        session: response.session,
      });
      languageChosenWhileSignedOut = false;
      // Picked on the login screen: that choice becomes the user's language (PUT /auth/session/language).
      if (keepChosen && isLocale(chosen)) await services.changeLanguage(chosen).catch(() => undefined);
    },
    async logout(reason = 'user') {
      const state = store.get();
      if (state) {
        // Best effort: the refresh token is revoked on the server; signing out here never waits on it.
        await api.post('/auth/logout', { refreshToken: state.refreshToken }).catch(() => undefined);
      }
      await endSession(reason);
    },
    async changeLanguage(language) {
      await i18n.changeLanguage(language);
      local?.setItem(storageKeys.language, language);
      if (!store.get()) {
        languageChosenWhileSignedOut = true;
        return;
      }
      const updated = await api.put('/auth/session/language', { language }, sessionAnswer);
      store.setSession(updated);
    },
    updateSession(value) {
      store.setSession(value);
    },
  };
  return services;
}
