import type { Session } from '@ponto/domain';
import { storageKeys } from './storage-keys';

export interface AuthState {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds when the access token stops being accepted. */
  accessExpiresAt: number;
  session: Session;
}

/**
 * The tokens of a kept state, checked here; its session is checked against the domain's schema before any
 * screen shows (app/provider.tsx, with zod, which is not part of the first download).
 */
function isAuthState(value: unknown): value is AuthState {
  const state = value as Partial<AuthState> | null;
  return (
    typeof state?.accessToken === 'string' &&
    state.accessToken.length > 0 &&
    typeof state.refreshToken === 'string' &&
    state.refreshToken.length > 0 &&
    typeof state.accessExpiresAt === 'number' &&
    typeof state.session === 'object' &&
    state.session !== null
  );
}

/**
 * Why the user was signed out: by their own choice, because the session could not be renewed, because the
 * account was suspended, or after SESSION_IDLE_MS without their input.
 */
export type LogoutReason = 'user' | 'expired' | 'suspended' | 'idle';

export interface SessionStore {
  get(): AuthState | null;
  set(state: AuthState | null): void;
  setSession(session: Session): void;
  subscribe(listener: () => void): () => void;
  logoutReason(): LogoutReason | null;
  setLogoutReason(reason: LogoutReason | null): void;
}

/** The signed-in state, kept in `storage` (sessionStorage in the app) so that a reload keeps the user in. */
export function createSessionStore(storage: Storage | null): SessionStore {
  const listeners = new Set<() => void>();
  let reason: LogoutReason | null = null;
  let state: AuthState | null = load();

  function load(): AuthState | null {
    const raw = storage?.getItem(storageKeys.auth);
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isAuthState(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  return {
    get: () => state,
    set(next) {
      state = next;
      if (next) {
        reason = null;
        storage?.setItem(storageKeys.auth, JSON.stringify(next));
      } else storage?.removeItem(storageKeys.auth);
      emit();
    },
    setSession(session) {
      if (state) this.set({ ...state, session });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    logoutReason: () => reason,
    setLogoutReason(next) {
      reason = next;
      emit();
    },
  };
}
