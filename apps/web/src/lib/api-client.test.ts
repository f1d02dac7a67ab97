import { describe, expect, it, vi } from 'vitest';
import { apiError, json, session } from '../testing/fixtures';
import { carriesToken, createApiClient, WEB_CLIENT_BASIC } from './api-client';
import { ApiError } from './api-error';
import { createSessionStore } from './session-store';

const NOW = 1_800_000_000_000;

/** A store signed in with an access token that expires `inMs` from NOW. */
function signedInStore(inMs: number) {
  const store = createSessionStore(null);
  store.set({
    accessToken: 'old-access',
    refreshToken: 'refresh-1',
    accessExpiresAt: NOW + inMs,
    session: session(),
  });
  return store;
}

interface Call {
  url: string;
  init: RequestInit;
}

/** A fake network: records calls and answers with `respond`. Only fetch is mocked, at the boundary. */
function network(respond: (call: Call, index: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return respond(call, calls.length - 1);
  });
  return { calls, fetch: fetchFn as unknown as typeof fetch };
}

const header = (call: Call | undefined, name: string) =>
  (call?.init.headers as Record<string, string> | undefined)?.[name];
const renewed = {
  access_token: 'new-access',
  refresh_token: 'refresh-2',
  token_type: 'Bearer',
  expires_in: 900,
};

function client(
  store: ReturnType<typeof createSessionStore>,
  fetchFn: typeof fetch,
  onSessionExpired = vi.fn(),
) {
  return {
    onSessionExpired,
    api: createApiClient({
      store,
      fetch: fetchFn,
      now: () => NOW,
      language: () => 'en-US',
      onSessionExpired,
    }),
  };
}

describe('API client', () => {
  it('adds the bearer and token headers and Accept-Language to an authenticated call', async () => {
    const store = signedInStore(600_000);
    const net = network(() => json(200, { ok: true }));
    await client(store, net.fetch).api.get('/auth/session');
    expect(header(net.calls[0], 'Authorization')).toBe('Bearer old-access');
    expect(header(net.calls[0], 'token')).toBe('old-access');
    expect(header(net.calls[0], 'Accept-Language')).toBe('en-US');
  });

  it("names the tab's workplace when it asks for the session, and only then", async () => {
    const store = signedInStore(600_000);
    const cnpj = store.get()?.session.currentWorkplace?.cnpj;
    expect(cnpj).toBeTruthy();
    const net = network(() => json(200, {}));
    const { api } = client(store, net.fetch);
    await api.get('/auth/session');
    await api.put('/auth/session/language', { language: 'en-US' });
    await api.get('/stock/lots');
    expect(net.calls.map((call) => header(call, 'cnpj'))).toEqual([cnpj, cnpj, undefined]);
  });

  it('sends no token on the §7 exceptions', async () => {
    const store = signedInStore(600_000);
    const net = network(() => json(200, {}));
    const { api } = client(store, net.fetch);
    for (const path of ['/users/ping', '/specialist/customization', '/auth/password-reset/confirm'])
      await api.get(path);
    for (const call of net.calls) {
      expect(header(call, 'Authorization')).toBeUndefined();
      expect(header(call, 'token')).toBeUndefined();
    }
    expect(carriesToken('/clientquiz/answers')).toBe(false);
    expect(carriesToken('/public/client-quiz?token=abc')).toBe(false);
    expect(carriesToken('/address/01001000')).toBe(false);
    expect(carriesToken('/integration/get-url')).toBe(false);
    expect(carriesToken('/workplace/getScanners')).toBe(true);
  });

  it('renews an expired access token with the refresh token before the call', async () => {
    const store = signedInStore(-1000);
    const net = network((call) =>
      call.url === '/oauth/token' ? json(200, renewed) : json(200, { ok: true }),
    );
    await client(store, net.fetch).api.get('/auth/session');

    expect(net.calls.map((c) => c.url)).toEqual(['/oauth/token', '/auth/session']);
    const renewal = net.calls[0]!;
    expect(renewal.init.method).toBe('POST');
    expect(header(renewal, 'Authorization')).toBe(WEB_CLIENT_BASIC);
    expect(WEB_CLIENT_BASIC).toBe(`Basic ${btoa('ponto-web:')}`);
    const form = renewal.init.body as FormData;
    expect(form).toBeInstanceOf(FormData); // multipart (§7)
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('refresh_token')).toBe('refresh-1');
    expect(header(net.calls[1], 'Authorization')).toBe('Bearer new-access');
    expect(store.get()).toMatchObject({
      accessToken: 'new-access',
      refreshToken: 'refresh-2',
      accessExpiresAt: NOW + 900_000,
    });
  });

  it('renews a token about to expire too (within 30 s)', async () => {
    const store = signedInStore(10_000);
    const net = network((call) => (call.url === '/oauth/token' ? json(200, renewed) : json(200, {})));
    await client(store, net.fetch).api.get('/auth/session');
    expect(net.calls[0]?.url).toBe('/oauth/token');
  });

  it('shares one renewal among concurrent calls', async () => {
    const store = signedInStore(-1000);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const net = network(async (call) => {
      if (call.url === '/oauth/token') {
        await gate;
        return json(200, renewed);
      }
      return json(200, { path: call.url });
    });
    const { api } = client(store, net.fetch);
    const results = Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await results;
    expect(net.calls.filter((c) => c.url === '/oauth/token')).toHaveLength(1);
    for (const call of net.calls.filter((c) => c.url !== '/oauth/token'))
      expect(header(call, 'Authorization')).toBe('Bearer new-access');
  });

  it('a 401 on renewal logs out ("Login expirado") and fails the call', async () => {
    const store = signedInStore(-1000);
    const net = network(() => apiError('AUTH_LOGIN_EXPIRED', 401));
    const { api, onSessionExpired } = client(store, net.fetch);
    await expect(api.get('/auth/session')).rejects.toMatchObject({ code: 'AUTH_LOGIN_EXPIRED', status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith('expired');
    expect(net.calls.map((c) => c.url)).toEqual(['/oauth/token']);
  });

  it('an access token refused with 401 is renewed once and the call retried', async () => {
    const store = signedInStore(600_000);
    const net = network((call, index) => {
      if (call.url === '/oauth/token') return json(200, renewed);
      return index === 0 ? apiError('AUTH_LOGIN_EXPIRED', 401) : json(200, { ok: true });
    });
    const { api, onSessionExpired } = client(store, net.fetch);
    await expect(api.get('/auth/session')).resolves.toEqual({ ok: true });
    expect(net.calls.map((c) => c.url)).toEqual(['/auth/session', '/oauth/token', '/auth/session']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('logs out when the API still answers 401 after a renewal', async () => {
    const store = signedInStore(600_000);
    const net = network((call) =>
      call.url === '/oauth/token' ? json(200, renewed) : apiError('AUTH_LOGIN_EXPIRED', 401),
    );
    const { api, onSessionExpired } = client(store, net.fetch);
    await expect(api.get('/auth/session')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a suspended account ends the session with its reason, on a call or on a renewal', async () => {
    const onCall = network(() => apiError('AUTH_ACCESS_SUSPENDED', 403));
    const first = client(signedInStore(600_000), onCall.fetch);
    await expect(first.api.get('/auth/session')).rejects.toMatchObject({ code: 'AUTH_ACCESS_SUSPENDED' });
    expect(first.onSessionExpired).toHaveBeenCalledWith('suspended');
    expect(onCall.calls).toHaveLength(1);

    const onRenewal = network(() => apiError('AUTH_ACCESS_SUSPENDED', 403));
    const second = client(signedInStore(-1000), onRenewal.fetch);
    await expect(second.api.get('/auth/session')).rejects.toMatchObject({ code: 'AUTH_ACCESS_SUSPENDED' });
    expect(second.onSessionExpired).toHaveBeenCalledWith('suspended');
    expect(onRenewal.calls.map((c) => c.url)).toEqual(['/oauth/token']);
  });

  it('a 403 of another kind keeps the session', async () => {
    const net = network(() => apiError('FORBIDDEN', 403));
    const { api, onSessionExpired } = client(signedInStore(600_000), net.fetch);
    await expect(api.get('/operators')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a field error (400 VALIDATION_FAILED) keeps the session and names the field', async () => {
    const store = signedInStore(600_000);
    const fields = [{ field: 'cnpj', messageKey: 'validation:invalid' }];
    const net = network(() => apiError('VALIDATION_FAILED', 400, { fields }));
    const { api, onSessionExpired } = client(store, net.fetch);
    await expect(api.put('/auth/session/workplace', { cnpj: 'x' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields,
    });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('parses the error body into a typed ApiError, lockout time included', async () => {
    const net = network(() => apiError('AUTH_BLOCKED', 423, { retryAfterSeconds: 312, requestId: 'r1' }));
    const { api } = client(createSessionStore(null), net.fetch);
    const error = await api.post('/auth/login', { document: '1', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'AUTH_BLOCKED',
      status: 423,
      retryAfterSeconds: 312,
      requestId: 'r1',
    });
  });

  it('turns a failed fetch into NETWORK_ERROR and an unreadable 500 into SOMETHING_WENT_WRONG', async () => {
    const down = network(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client(createSessionStore(null), down.fetch).api.get('/users/ping')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    const broken = network(() => new Response('<html>oops</html>', { status: 502 }));
    await expect(client(createSessionStore(null), broken.fetch).api.get('/users/ping')).rejects.toMatchObject(
      {
        code: 'SOMETHING_WENT_WRONG',
        status: 502,
      },
    );
  });
});
