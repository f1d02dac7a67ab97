/**
 * Every browser-storage key the portal writes. Tokens and the session live in sessionStorage (per tab,
 * gone when the browser closes: pharmacy and clinic computers are shared, and the session carries health
 * data); only non-personal preferences live in localStorage. docs/sign-in.md explains the choice.
 */
export const storageKeys = {
  /** sessionStorage: tokens and the §3 session. */
  auth: 'ponto.auth',
  /** localStorage: the interface language chosen on this device (before login). */
  language: 'ponto.language',
  /** localStorage: the services (§3) of the last session on this device, for the /external-test guard. */
  /** Both storages: every key of the patient flow (§3 Patient flow state) starts with this. */
  patientFlowPrefix: 'ponto.patientFlow',
} as const;

/** Storage that may be missing (private mode, tests): reads answer null and writes are dropped. */
export function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}
