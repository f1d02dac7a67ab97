import type { Session } from '@ponto/domain';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { AppServices } from './app-services';
import type { AuthState, LogoutReason } from './session-store';

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}

export function useApi() {
  return useServices().api;
}

export function useAuthState(): AuthState | null {
  const { store } = useServices();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The signed-in session, or null. */
export function useSession(): Session | null {
  return useAuthState()?.session ?? null;
}

export function useLogoutReason(): LogoutReason | null {
  const { store } = useServices();
  return useSyncExternalStore(store.subscribe, store.logoutReason, store.logoutReason);
}
