import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';

/** What sending to RNDS needs (docs/rnds.md), from the RNDS_ settings. */
export interface RndsSenderConfig {
  authUrl: string;
  ehrUrl: string;
  /** The establishment's ICP-Brasil certificate: PKCS #12 (.pfx, .p12) or PEM with its key. */
  certificatePath: string;
  certificatePassword?: string | undefined;
  /** CNS (or CPF) of the professional the requests are made for: RNDS's `Authorization` header. */
  requesterCns: string;
  /** The establishment's RNDS requester id: the document identifier's naming system. */
  requesterId: string;
  caPath?: string | undefined;
}

/** RNDS's answer to a document: 201 with the document's id, or why not. */
export type RndsAnswer =
  | { ok: true; httpStatus: number; rndsId: string }
  | { ok: false; httpStatus: number | null; error: string };

/** The token lives 30 minutes on RNDS's auth server; it is asked again a minute before that. */
const TOKEN_LIFETIME_MS = 29 * 60_000;
const TIMEOUT_MS = 30_000;
/** How much of a refusal is kept in the record of sends. */
const ERROR_CHARS = 2000;

interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * Sends documents to RNDS: a token from the auth server over mutual TLS with the establishment's
 * certificate, then the Bundle to the EHR services with the token (`X-Authorization-Server`) and the
 * requester (`Authorization`).
 */
export class RndsSender {
  private token: { value: string; until: number } | null = null;
  private readonly agent: https.Agent;

  constructor(
    private readonly config: RndsSenderConfig,
    private readonly now: () => Date = () => new Date(),
  ) {
    const certificate = readSetting('RNDS_CERTIFICATE_PATH', config.certificatePath);
    const pkcs12 = ['.pfx', '.p12'].includes(path.extname(config.certificatePath).toLowerCase());
    this.agent = new https.Agent({
      ...(pkcs12 ? { pfx: certificate } : { cert: certificate, key: certificate }),
      ...(config.certificatePassword && { passphrase: config.certificatePassword }),
      ...(config.caPath && { ca: readSetting('RNDS_CA_PATH', config.caPath) }),
      keepAlive: false,
    });
  }

  get requesterId(): string {
    return this.config.requesterId;
  }

  async send(bundle: object): Promise<RndsAnswer> {
    let token: string;
    try {
      token = await this.accessToken();
    } catch (error) {
      return { ok: false, httpStatus: null, error: `token: ${messageOf(error)}`.slice(0, ERROR_CHARS) };
    }
    let answer: HttpAnswer;
    try {
      answer = await this.request(new URL('api/fhir/r4/Bundle', withSlash(this.config.ehrUrl)), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-authorization-server': `Bearer ${token}`,
          authorization: this.config.requesterCns,
        },
        body: JSON.stringify(bundle),
      });
    } catch (error) {
      return { ok: false, httpStatus: null, error: messageOf(error).slice(0, ERROR_CHARS) };
    }
    // A refused token is not kept for the next send.
    if (answer.status === 401) this.token = null;
    const location = answer.headers.location;
    const rndsId = typeof location === 'string' ? location.split('/').filter(Boolean).at(-1) : undefined;
    if (answer.status === 201 && rndsId) return { ok: true, httpStatus: 201, rndsId };
    return {
      ok: false,
      httpStatus: answer.status,
      error: (answer.body || `HTTP ${answer.status}`).slice(0, ERROR_CHARS),
    };
  }

  private async accessToken(): Promise<string> {
    const at = this.now().getTime();
    if (this.token && this.token.until > at) return this.token.value;
    const answer = await this.request(new URL('api/token', withSlash(this.config.authUrl)), {
      method: 'GET',
    });
    if (answer.status !== 200) throw new Error(`HTTP ${answer.status} ${answer.body.slice(0, 500)}`);
    const value = (JSON.parse(answer.body) as { access_token?: unknown }).access_token;
    if (typeof value !== 'string' || !value) throw new Error('no access_token in the answer');
    this.token = { value, until: at + TOKEN_LIFETIME_MS };
    return value;
  }

  private request(
    url: URL,
    options: { method: string; headers?: Record<string, string>; body?: string },
  ): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      const req = https.request(
        url,
        { method: options.method, headers: options.headers, agent: this.agent, timeout: TIMEOUT_MS },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer in ${TIMEOUT_MS / 1000} s`)));
      req.on('error', reject);
      req.end(options.body);
    });
  }
}

/** A file a setting names; a missing one stops the start with the setting's name rather than a bare ENOENT. */
function readSetting(setting: string, file: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    throw new Error(`${setting}: cannot read ${file} (${messageOf(error)})`);
  }
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The sender when every RNDS_ setting is there; null otherwise (the UI then offers downloads only). */
export function rndsSenderFrom(env: {
  RNDS_AUTH_URL?: string | undefined;
  RNDS_EHR_URL?: string | undefined;
  RNDS_CERTIFICATE_PATH?: string | undefined;
  RNDS_CERTIFICATE_PASSWORD?: string | undefined;
  RNDS_REQUESTER_CNS?: string | undefined;
  RNDS_REQUESTER_ID?: string | undefined;
  RNDS_CA_PATH?: string | undefined;
}): RndsSender | null {
  const { RNDS_AUTH_URL, RNDS_EHR_URL, RNDS_CERTIFICATE_PATH, RNDS_REQUESTER_CNS, RNDS_REQUESTER_ID } = env;
  if (!RNDS_AUTH_URL || !RNDS_EHR_URL || !RNDS_CERTIFICATE_PATH || !RNDS_REQUESTER_CNS || !RNDS_REQUESTER_ID)
    return null;
  return new RndsSender({
    authUrl: RNDS_AUTH_URL,
    ehrUrl: RNDS_EHR_URL,
    certificatePath: RNDS_CERTIFICATE_PATH,
    certificatePassword: env.RNDS_CERTIFICATE_PASSWORD,
    requesterCns: RNDS_REQUESTER_CNS,
    requesterId: RNDS_REQUESTER_ID,
    caPath: env.RNDS_CA_PATH,
  });
}
