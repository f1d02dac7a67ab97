import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { fieldError } from '@ponto/domain';
import { negotiateLocale } from '@ponto/i18n';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
  type onSendHookHandler,
  type RouteOptions,
} from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import pino, { type DestinationStream, type LoggerOptions, type Logger as PinoLogger } from 'pino';
import { operationIdOf, securityOf, withCnpjHeader } from './api-operation';
import type { Config } from './config';
import { errorBody, registerErrorHandling, sendError } from './errors';
import { requestLogSerializer } from './log-redaction';
import { lazyRequestLogger } from './request-logger';
import { responseSerializerCompiler } from './response-serializer';

/** Records an answer in its route's metrics (modules/system/metrics.ts). */
export type AnswerRecorder = (method: string, statusCode: number, seconds: number) => void;

/** An answer that took this long is logged at info, like a failed one. */
const SLOW_ANSWER_MS = 1000;

/**
 * When a request came in (performance.now()), on its Node request: stamped as Fastify gives it its id, and set
 * to RECORDED once its answer's recording is under way, so that an answer is recorded once.
 */
const CAME_IN = Symbol('ponto.cameIn');
const RECORDED = -1;
type Stamped = IncomingMessage & { [CAME_IN]?: number };

/** The answer hook of every route, so that another module's onSend hooks can go before it. */
const answerHooks = new WeakSet<onSendHookHandler>();
/** Each server's source of its routes' recorders (recordAnswersWith), read as each route is registered. */
const recorderSources = new WeakMap<FastifyInstance, (route: string) => AnswerRecorder>();

/**
 * Fastify does not log requests itself (it would add two listeners to every answer, stamp its times and call
 * its log controller): the access line and the route's recorder are fed by each route's last onSend hook,
 * below. Fastify still announces every request to its log controller; this one says nothing there.
 */
class QuietLogController extends LogController {
  override incomingRequest(): void {}
}

/**
 * One access line per answered request, written as the answer is handed to the connection: the request (URL
 * redacted), the status and the time, under the request's id; and the answer handed to its route's recorder.
 * At info, the answers an operator looks into: refused or failed (status 400 and up) and slow (a second or
 * more); every other answer at debug. A busy portal answers thousands of requests a second, which the metrics
 * count by route and status (docs/operations.md); a line each would cost it about a fifth of its throughput and
 * gigabytes of logs a day.
 */
function answered(
  request: FastifyRequest,
  reply: FastifyReply,
  record: AnswerRecorder | null,
  cameIn: number | undefined,
): void {
  const responseTime = cameIn === undefined ? 0 : performance.now() - cameIn;
  const status = reply.statusCode;
  record?.(request.method, status, responseTime / 1000);
  const line = { req: request, res: reply, responseTime };
  if (status >= 400 || responseTime >= SLOW_ANSWER_MS) reply.log.info(line, 'request completed');
  else reply.log.debug(line, 'request completed');
}

/** The request's stamp, taken for its one recording; RECORDED when another recording took it first. */
function takeCameIn(request: FastifyRequest): number | undefined {
  const raw = request.raw as Stamped;
  const cameIn = raw[CAME_IN];
  raw[CAME_IN] = RECORDED;
  return cameIn;
}

/**
 * The answer is recorded once it has been handed over; a streamed one (a file, a PDF, a ZIP) once it has all
 * been written.
 */
function recordAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  record: AnswerRecorder | null,
): void {
  if (payload instanceof Readable) {
    recordOnceWritten(request, reply, record);
    return;
  }
  const cameIn = takeCameIn(request);
  if (cameIn !== RECORDED) answered(request, reply, record, cameIn);
}

/**
 * Records the answer once it has all been written (an answer whose client went away first is not). A route
 * that hands its request to the 404 handler (the web app's files) leaves the recording to it: the handler asks
 * first. On 'finish', not 'close': the file streams already put their own listeners on 'close'.
 */
function recordOnceWritten(
  request: FastifyRequest,
  reply: FastifyReply,
  record: AnswerRecorder | null,
): void {
  const cameIn = takeCameIn(request);
  if (cameIn !== RECORDED) reply.raw.once('finish', () => answered(request, reply, record, cameIn));
}

/** Routes record their answers with the recorders `recorderFor` makes, one per route pattern. */
export function recordAnswersWith(
  app: FastifyInstance,
  recorderFor: (route: string) => AnswerRecorder,
): void {
  recorderSources.set(app, recorderFor);
}

/** Adds an onSend hook to a route ahead of the hook that records its answer, so it sees the final status. */
export function addOnSendBeforeAnswer(route: RouteOptions, hook: onSendHookHandler): void {
  const hooks = route.onSend ? [route.onSend].flat() : [];
  const at = hooks.findIndex((h) => answerHooks.has(h));
  if (at < 0) hooks.push(hook);
  else hooks.splice(at, 0, hook);
  route.onSend = hooks;
}

function processLogger(logger: FastifyServerOptions['logger']): PinoLogger {
  const options =
    logger && typeof logger === 'object' ? (logger as LoggerOptions & { stream?: DestinationStream }) : null;
  // Without one (tests) a silent logger.
  if (!options) return pino({ level: logger === true ? 'info' : 'silent' });
  const { stream, ...rest } = options;
  return pino(
    {
      ...rest,
      level: rest.level ?? 'info',
      // Request lines keep no secret from a query string (links with a token, §2 /clientquiz and /iframe),
      // whatever serializers the caller gives.
      serializers: {
        res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
        err: pino.stdSerializers.err,
        ...rest.serializers,
        req: requestLogSerializer,
      },
    },
    stream ?? pino.destination(1),
  );
}

export function createHttp(config: Config, logger: FastifyServerOptions['logger']): FastifyInstance {
  const log = processLogger(logger);
  const app = Fastify({
    logger: false,
    logController: new QuietLogController(),
    childLoggerFactory: (_none, bindings, options) => lazyRequestLogger(log, bindings, options),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    // A client's x-request-id is kept only when it has a safe shape (log lines and the audit trail carry it).
    requestIdHeader: false,
    genReqId: (request) => {
      (request as Stamped)[CAME_IN] = performance.now();
      return requestIdOf(request.headers['x-request-id']);
    },
    forceCloseConnections: 'idle',
    // The router's own refusals (a URL it cannot decode, a path parameter over 100 characters) answer in the
    // API's error shape too, not Fastify's: found by the fuzz test (modules/security/fuzz.int.test.ts).
    frameworkErrors: (error, request, reply) => {
      request.log.info({ err: error }, 'malformed URL');
      // No onRequest hook runs for a request the router refused: its id is set here.
      reply.header('x-request-id', request.id);
      return sendError(
        reply as unknown as FastifyReply,
        request as unknown as FastifyRequest,
        'VALIDATION_FAILED',
        {
          fields: [fieldError('url', 'invalid')],
        },
      );
    },
  });
  app.log = log;
  // Each route's last onSend hook records its answers (addOnSendBeforeAnswer puts others ahead of it). The
  // route's pattern is known here: a global hook would build the route's options on every request to learn it.
  app.addHook('onRoute', (route) => {
    const record = recorderSources.get(app)?.(route.url) ?? null;
    const hook: onSendHookHandler = (request, reply, payload, done) => {
      recordAnswer(request, reply, payload, record);
      done(null, payload);
    };
    answerHooks.add(hook);
    route.onSend = route.onSend ? [...[route.onSend].flat(), hook] : [hook];
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorateRequest('auth', null);
  app.decorateRequest('workplace', null);
  app.decorateRequest('refusedCnpj', null);
  app.decorateRequest('workplaceContext', null);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  registerErrorHandling(app);
  return app;
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets with these options, read once at start by running its middleware on a stand-in
 * answer. With CSP and HSTS sent apart, what is left does not depend on the request, and replaying a list
 * costs a fraction of helmet's chain of a dozen middlewares on every answer.
 */
export function helmetHeaders(options: Parameters<typeof helmet>[0]): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const answer = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  };
  let passed = false;
  helmet(options)({} as IncomingMessage, answer as unknown as ServerResponse, () => {
    passed = true;
  });
  if (!passed) throw new Error('helmet did not answer synchronously');
  return headers;
}
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The client's request id when it is 8 to 64 letters, digits or `._:-`; a new one otherwise. */
export function requestIdOf(given: string | string[] | undefined): string {
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/** The WebSocket origin of the host the page was asked from (a host header of another shape names none). */
function ownWebSocket(request: IncomingMessage, scheme: 'ws' | 'wss'): string {
  const host = request.headers.host ?? '';
  return /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)
    ? `${scheme}://${host}`
    : "'self'";
}

/** A page's Content-Security-Policy is the same for every request to one host, and the hosts are few. */
const POLICIES_KEPT = 64;

/**
 * The Content-Security-Policy of the pages, per host the browser asked (the live connection's WebSocket
 * origin is that host): built once per host and kept; a flood of forged Host headers only empties the cache.
 */
function contentSecurityPolicy(embedOrigins: readonly string[]): (request: IncomingMessage) => string {
  const fixed = [
    "default-src 'self'",
    "base-uri 'none'",
    "font-src 'self' data:",
    "form-action 'self'",
    // Only the configured partner origins may embed the portal (simplified layout).
    `frame-ancestors ${["'self'", ...embedOrigins].join(' ')}`,
    "img-src 'self' data: blob:",
    "object-src 'none'",
    // 'wasm-unsafe-eval' compiles WebAssembly only (the photo step's face check, docs/photos.md), no JS eval.
    "script-src 'self' 'wasm-unsafe-eval'",
    "script-src-attr 'none'",
    // Mantine sets style attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    // mqtt.js keeps the live connection's keepalive in a worker it builds from a blob (worker-timers), so a
    // background tab's throttled timers do not drop the connection.
    "worker-src 'self' blob:",
  ].join(';');
  const kept = new Map<string, string>();
  return (request) => {
    const host = request.headers.host ?? '';
    let policy = kept.get(host);
    if (policy === undefined) {
      // The live connection goes to this portal's own /mqtt and nowhere else (named in full: older browsers'
      // 'self' does not cover ws: and wss:); blob: is the page's own memory (the photo step's face check
      // reads the picture it holds).
      const connect = ["'self'", 'blob:', ownWebSocket(request, 'ws'), ownWebSocket(request, 'wss')];
      policy = `${fixed};connect-src ${connect.join(' ')}`;
      if (kept.size >= POLICIES_KEPT) kept.clear();
      kept.set(host, policy);
    }
    return policy;
  };
}

/**
 * Helmet's headers that only a document acts on (a browsing context, its scripts, downloads it opens, the
 * requests it makes): a JSON answer is data a page reads, not a document, and goes without them. The referrer
 * policy rules the requests a document or a worker makes and the next hop of a redirect; a JSON answer is
 * neither.
 */
const DOCUMENT_HEADERS = new Set([
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/**
 * A JSON answer is never rendered, so it loads nothing and may be framed by no one: the short policy OWASP
 * gives for APIs, instead of the pages' (which names this host and is ten times longer).
 */
const DATA_POLICY = "default-src 'none';frame-ancestors 'none'";

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('application/json');
}

export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  rateLimitStore?: FastifyRateLimitStoreCtor,
): Promise<void> {
  // One middleware for the life of the process (the Fastify plugin builds it again for every request).
  const securityHeaders = helmetHeaders({
    // Sent below: helmet would join every directive again for each request, as one of them names the host.
    contentSecurityPolicy: false,
    // frame-ancestors decides embedding; X-Frame-Options cannot list several origins.
    frameguard: false,
    // Sent by createHttp's onSend hook, over HTTPS only.
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const documentOnly = securityHeaders.filter(([name]) => DOCUMENT_HEADERS.has(name));
  const everyAnswer = securityHeaders.filter(([name]) => !DOCUMENT_HEADERS.has(name));
  const policyFor = contentSecurityPolicy(config.EMBED_ALLOWED_ORIGINS);
  // Set as the request comes in, among the answer's own headers: they leave with every answer, errors too, in
  // the one writeHead Fastify makes (headers put on the raw response beforehand make Node merge them one by
  // one on every answer).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // Only over HTTPS (directly, or as a trusted proxy says): over plain HTTP the header means nothing and a
    // browser ignores it, and a portal on a LAN address must stay reachable over HTTP.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // The pages' policy replaces it in onSend for anything that is not JSON.
    reply.header('content-security-policy', DATA_POLICY);
    for (const [name, value] of everyAnswer) reply.header(name, value);
    // API answers may carry patient data: never kept in a shared or browser cache, unless the route says
    // otherwise (the web app's files).
    reply.header('cache-control', 'no-store');
    done();
  });
  // A page, a download or any other answer a browser may show as a document gets the pages' policy and the
  // headers that only documents act on; a JSON answer is data a page reads, never shown, and goes without them.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isJson(reply.getHeader('content-type'))) {
      reply.header('content-security-policy', policyFor(request.raw));
      for (const [name, value] of documentOnly) reply.header(name, value);
    }
    done(null, payload);
  });
  await app.register(rateLimit, {
    global: false,
    // Shared by the deployment's processes (platform/rate-limit-store.ts); in memory only when none is given.
    ...(rateLimitStore && { store: rateLimitStore }),
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      ...errorBody('RATE_LIMITED', negotiateLocale(request.headers['accept-language']), {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
        requestId: request.id,
      }),
    }),
  });
}

export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ponto API', version, description: 'Point-of-care laboratory portal API.' },
      // The API shares the portal's origin, whatever address it is served at.
      servers: [{ url: '/', description: 'This portal' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          token: { type: 'apiKey', in: 'header', name: 'token', description: '§7: the access token alone' },
          device: { type: 'http', scheme: 'basic', description: 'A reader: its code and provisioned secret' },
        },
      },
      tags: [
        {
          name: 'fhir',
          description:
            'FHIR R4 (4.0.1) read API (/fhir/R4) with the integration token: Patient, ServiceRequest, Specimen, ' +
            'Observation, DiagnosticReport, Device, Organization, Practitioner. See docs/fhir.md.',
        },
        {
          name: 'integration',
          description:
            'API manual for integrators (/integration/v1): token, workplaces, exams, pre-exams, status, ' +
            'results and reports. See docs/integration-api.md.',
        },
      ],
    },
    // Each operation is named, and says the security its declared access takes (platform/door.ts).
    transform: (document) => {
      const method = [document.route.method].flat()[0] ?? 'GET';
      const access = document.route.config?.access;
      const schema = {
        ...document.schema,
        // The door reads a member route's cnpj header; the routes do not declare it each.
        ...(access?.kind === 'member' && { headers: withCnpjHeader(document.schema?.headers) }),
        operationId: operationIdOf(method, document.url),
        security: securityOf(access),
      };
      return jsonSchemaTransform({ ...document, schema });
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/**
 * Serves the built single-page app. Any GET that asks for HTML and matches no API route gets index.html
 * (history mode: the app shows the login for unknown paths); everything else gets the JSON 404.
 */
export async function registerWebAndNotFound(
  app: FastifyInstance,
  webDist: string,
  onUnmatched?: AnswerRecorder,
): Promise<boolean> {
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a rebuild of the web is served without a restart.
      wildcard: true,
      // The build writes a brotli and a gzip copy beside each asset (apps/web/vite.config.ts).
      preCompressed: true,
      index: 'index.html',
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // Not a route: no route's onSend hook records it.
    recordOnceWritten(request, reply, onUnmatched ?? null);
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (hasWeb && request.method === 'GET' && wantsHtml) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, request, 'NOT_FOUND');
  });
  return hasWeb;
}
