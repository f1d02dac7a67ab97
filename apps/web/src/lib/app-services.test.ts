import { describe, expect, it, vi } from 'vitest';
import { apiError, json, loginResponse, session } from '../testing/fixtures';
import { createAppServices } from './app-services';
import { storageKeys } from './storage-keys';

function setup(
  respond: (url: string, init?: RequestInit) => Response = () => new Response(null, { status: 204 }),
) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const services = createAppServices({
    sessionStorage: window.sessionStorage,
    localStorage: window.localStorage,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), ...(init && { init }) });
      return respond(String(input), init);
    }) as typeof fetch,
  });
  return { services, calls };
}

describe('app services', () => {
  it('keeps the session in sessionStorage so that a reload keeps the user signed in', async () => {
    const { services } = setup();
    await services.completeLogin(loginResponse());
    expect(JSON.parse(sessionStorage.getItem(storageKeys.auth) ?? 'null')).toMatchObject({
      refreshToken: 'refresh-1',
    });
    expect(localStorage.getItem(storageKeys.auth)).toBeNull();
    const afterReload = setup().services;
    expect(afterReload.store.get()?.session.user.name).toBe('Ana Operadora');
  });

  it('logout revokes the refresh token, clears session and patient flow, and stops the live connection', async () => {
    const { services, calls } = setup();
    await services.completeLogin(loginResponse());
    sessionStorage.setItem('ponto.patientFlow', '{}');
    sessionStorage.setItem('ponto.patientFlow.reader', 'R1');
    localStorage.setItem('ponto.patientFlow:info', '{}');
    localStorage.setItem(storageKeys.language, 'pt-BR');
    const stop = vi.fn();
    services.live.register(stop);
    services.queryClient.setQueryData(['exams'], [1]);

    await services.logout();

    expect(calls.at(-1)?.url).toBe('/auth/logout');
    expect(JSON.parse(String(calls.at(-1)?.init?.body))).toEqual({ refreshToken: 'refresh-1' });
    expect(services.store.get()).toBeNull();
    expect(sessionStorage.getItem(storageKeys.auth)).toBeNull();
    expect(sessionStorage.getItem('ponto.patientFlow')).toBeNull();
    expect(sessionStorage.getItem('ponto.patientFlow.reader')).toBeNull();
    expect(localStorage.getItem('ponto.patientFlow:info')).toBeNull();
    expect(localStorage.getItem(storageKeys.language)).toBe('pt-BR'); // a preference, not patient data
    expect(stop).toHaveBeenCalledTimes(1);
    expect(services.live.size).toBe(0);
    expect(services.queryClient.getQueryData(['exams'])).toBeUndefined();
    expect(services.store.logoutReason()).toBe('user');
  });

  it('signs out even when the server cannot be reached', async () => {
    const { services } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await services.completeLogin(loginResponse());
    await services.logout();
    expect(services.store.get()).toBeNull();
  });

  it('a failed renewal ends the session with the "expired" reason', async () => {
    const { services } = setup((url) =>
      url === '/oauth/token' ? apiError('AUTH_LOGIN_EXPIRED', 401) : json(200, {}),
    );
    await services.completeLogin(loginResponse(session(), -60));
    await expect(services.api.get('/auth/session')).rejects.toMatchObject({ code: 'AUTH_LOGIN_EXPIRED' });
    expect(services.store.get()).toBeNull();
    expect(services.store.logoutReason()).toBe('expired');
  });

  it('a suspended account ends the session with the "suspended" reason', async () => {
    const { services } = setup(() => apiError('AUTH_ACCESS_SUSPENDED', 403));
    await services.completeLogin(loginResponse());
    await expect(services.api.get('/auth/session')).rejects.toMatchObject({ code: 'AUTH_ACCESS_SUSPENDED' });
    expect(services.store.get()).toBeNull();
    expect(services.store.logoutReason()).toBe('suspended');
  });

  it("applies the user's language at login, unless one was picked on the login screen", async () => {
    const english = session({ user: { language: 'en-US' } });
    const first = setup();
    await first.services.completeLogin(loginResponse(english));
    expect(first.services.i18n.language).toBe('en-US');

    localStorage.clear();
    sessionStorage.clear(); // a new visitor on the login screen
    const second = setup((url) =>
      url === '/auth/session/language' ? json(200, session({ user: { language: 'es-ES' } })) : json(200, {}),
    );
    await second.services.changeLanguage('es-ES'); // on the login screen
    await second.services.completeLogin(loginResponse(english));
    expect(second.services.i18n.language).toBe('es-ES');
    const put = second.calls.find((call) => call.url === '/auth/session/language');
    expect(put?.init?.method).toBe('PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ language: 'es-ES' });
  });
});
