import { ApiError, apiErrorFromResponse } from './api-error';
import type { Parser } from './parser';
import type { SessionStore } from './session-store';

/**
 * §7: calls that never carry the token headers: address (postal-code) lookup, get-url, ping, new password,
 * clientquiz and customization. Every other call carries them when someone is signed in.
 */
const callsWithoutToken: readonly RegExp[] = [
  /^\/users\/ping(\/|\?|$)/,
  /^\/specialist\/customization(\/|\?|$)/,
  /^\/auth\/password-reset\/confirm(\/|\?|$)/,
  /\/client-?quiz(\/|\?|$)/i,
  /\/get-?url(\/|\?|$)/i,
  /\/(address|cep|postal-?code)(\/|\?|$)/i,
  // These two authenticate by other means (credentials, refresh token with client auth).
  /^\/auth\/login(\/|\?|$)/,
  /^\/oauth\/token(\/|\?|$)/,
];

export function carriesToken(path: string): boolean {
  return !callsWithoutToken.some((pattern) => pattern.test(path));
}

/** Public client of the web portal (docs/sign-in.md): id `ponto-web`, empty secret. */
export const WEB_CLIENT_BASIC = `Basic ${btoa('ponto-web:')}`;

export type { Parser };
/** A function that loads a parser: a schema kept out of the first download (lib/lazy-schemas.ts). */
export type LazySchema<T> = () => Promise<Parser<T>>;
export type AnswerSchema<T> = Parser<T> | LazySchema<T>;

interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** The renewal's answer (RFC 6749 §5.1, the fields the portal reads). */
function readTokens(value: unknown): TokenResponse {
  const tokens = value as Partial<TokenResponse> | null;
  if (
    typeof tokens?.access_token !== 'string' ||
    typeof tokens.refresh_token !== 'string' ||
    typeof tokens.expires_in !== 'number'
  )
    throw new TypeError('the token answer lacks access_token, refresh_token or expires_in');
  return tokens as TokenResponse;
}

/** Error codes that mean "your sign-in is no longer valid" (§7: a 400 or 401 of that kind logs out). */
const sessionEndingCodes = new Set(['AUTH_LOGIN_EXPIRED', 'AUTH_INVALID_CLIENT']);
/** The account was suspended while signed in (§6): the session is over, and the login says why. */
const SUSPENDED = 'AUTH_ACCESS_SUSPENDED';

/** Why the session cannot be kept. */
export type SessionEndReason = 'expired' | 'suspended';

export interface ApiClientOptions {
  store: SessionStore;
  /** The interface language, sent as Accept-Language. */
  language: () => string;
  /**
   * Called once when the session cannot be kept: a failed renewal or a refused token ('expired', 'Login
   * expirado'), or a suspended account ('suspended').
   */
  onSessionExpired: (reason: SessionEndReason) => void;
  fetch?: typeof fetch;
  now?: () => number;
  /** Renew this long before the access token expires (default 30 s), so a call never races the expiry. */
  renewAheadMs?: number;
  baseUrl?: string;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: AnswerSchema<T>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** A file the API answers (a PDF, a CSV), with the same token handling and errors as request. */
  blob(path: string, options?: Omit<RequestOptions<never>, 'schema'>): Promise<Blob>;
  get<T>(path: string, schema?: AnswerSchema<T>): Promise<T>;
  post<T>(path: string, body?: unknown, schema?: AnswerSchema<T>): Promise<T>;
  put<T>(path: string, body?: unknown, schema?: AnswerSchema<T>): Promise<T>;
  /** Renews the tokens now; concurrent callers share one renewal. */
  renew(): Promise<void>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { store, language, onSessionExpired } = options;
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const renewAheadMs = options.renewAheadMs ?? 30_000;
  const baseUrl = options.baseUrl ?? '';
  let renewal: Promise<void> | null = null;

  function expire(reason: SessionEndReason = 'expired') {
    if (!store.get()) return;
    onSessionExpired(reason);
  }

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchFn(`${baseUrl}${path}`, init);
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new ApiError('NETWORK_ERROR', 0);
    }
  }

  async function renewNow(): Promise<void> {
    const state = store.get();
    if (!state) throw new ApiError('AUTH_LOGIN_EXPIRED', 401);
    const form = new FormData();
    form.set('grant_type', 'refresh_token');
    form.set('refresh_token', state.refreshToken);
    const response = await send('/oauth/token', {
      method: 'POST',
      body: form,
      headers: { Authorization: WEB_CLIENT_BASIC, Accept: 'application/json', 'Accept-Language': language() },
    });
    if (!response.ok) {
      const error = await apiErrorFromResponse(response);
      // A refused refresh token (unknown, expired, reused) or client: the session is over (§4).
      if (response.status === 400 || response.status === 401) expire();
      else if (error.code === SUSPENDED) expire('suspended');
      throw error;
    }
    const tokens = readTokens(await response.json());
    const current = store.get();
    if (!current) throw new ApiError('AUTH_LOGIN_EXPIRED', 401); // logged out while renewing
    store.set({
      ...current,
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      accessExpiresAt: now() + tokens.expires_in * 1000,
    });
  }

  /**
   * The session the server answers names this tab's workplace as current, not the one the user chose last in
   * another tab or device.
   */
  function tabWorkplace(path: string): Record<string, string> {
    const cnpj = store.get()?.session.currentWorkplace?.cnpj;
    return cnpj && (path === '/auth/session' || path === '/auth/session/language') ? { cnpj } : {};
  }

  function renew(): Promise<void> {
    renewal ??= renewNow().finally(() => {
      renewal = null;
    });
    return renewal;
  }

  function buildInit<T>(path: string, opts: RequestOptions<T>, accessToken: string | null): RequestInit {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': language(),
      ...tabWorkplace(path),
      ...opts.headers,
    };
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['Content-Type'] = 'application/json';
    }
    if (accessToken) {
      headers.Authorization = `Bearer ${accessToken}`;
      headers.token = accessToken; // §7: the legacy header, beside the bearer one
    }
    return { method: opts.method ?? 'GET', headers, body: body ?? null, signal: opts.signal ?? null };
  }

  /** A call with the session's token (renewed when due, retried once on a refused token); errors thrown. */
  async function fetchOk<T>(path: string, opts: RequestOptions<T>): Promise<Response> {
    const withToken = carriesToken(path) && store.get() !== null;
    if (withToken) {
      // Wait for a renewal already under way, and renew an expired or nearly expired token first.
      if (renewal) await renewal;
      const state = store.get();
      if (state && state.accessExpiresAt - now() <= renewAheadMs) await renew();
    }
    const tokenUsed = withToken ? (store.get()?.accessToken ?? null) : null;
    let response = await send(path, buildInit(path, opts, tokenUsed));

    if (tokenUsed && response.status === 401) {
      // The access token was refused: renew once (unless another call already did) and try again.
      if (store.get()?.accessToken === tokenUsed) await renew();
      const fresh = store.get()?.accessToken ?? null;
      if (fresh) response = await send(path, buildInit(path, opts, fresh));
    }
    if (!response.ok) {
      const error = await apiErrorFromResponse(response);
      const refusedSession =
        response.status === 401 || (response.status === 400 && sessionEndingCodes.has(error.code));
      if (tokenUsed && refusedSession) expire();
      else if (tokenUsed && error.code === SUSPENDED) expire('suspended');
      throw error;
    }
    return response;
  }

  async function request<T>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
    const response = await fetchOk(path, opts);
    const text = await response.text();
    if (!text) return undefined as T;
    const json: unknown = JSON.parse(text);
    if (!opts.schema) return json as T;
    const parser = typeof opts.schema === 'function' ? await opts.schema() : opts.schema;
    return parser.parse(json);
  }

  return {
    request,
    blob: async (path, opts = {}) => (await fetchOk(path, opts)).blob(),
    get: (path, schema) => request(path, schema ? { schema } : {}),
    post: (path, body, schema) => request(path, { method: 'POST', body, ...(schema && { schema }) }),
    put: (path, body, schema) => request(path, { method: 'PUT', body, ...(schema && { schema }) }),
    renew,
  };
}
