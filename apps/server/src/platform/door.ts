import {
  type AccessRequirement,
  access,
  accessRefusal,
  fieldError,
  integrationRefusal,
  isUserRequirement,
  type RouteAccess,
} from '@ponto/domain';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { accessTokenOf } from './authenticate';
import type { Authenticated, WorkplaceRow } from './caller';
import { AppError, validationError } from './errors';
import type { RequestContext } from './request-context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (docs/architecture.md, "The door"). Every route declares it. */
    access?: RouteAccess;
  }
}

type Entered = { caller: Authenticated; workplace: WorkplaceRow | undefined };

/**
 * What the door asks of the sign-in, in one go: who holds the token, and which of their workplaces the tax id
 * names (undefined when none of theirs does).
 */
export interface DoorKeeper {
  enter(accessToken: string, cnpj: string | null): Promise<Entered>;
  /** enter() at once when no database is needed (the caller is known); undefined otherwise. */
  enterKnown(accessToken: string, cnpj: string | null): Entered | undefined;
  /** Whether a reader's code and secret match. */
  device(code: string, secret: string): Promise<boolean>;
  /** The context of an admitted call in a workplace (its repositories are made on first use). */
  context(caller: Authenticated, workplace: WorkplaceRow): RequestContext<unknown>;
}

/** `Authorization: Basic base64(code:secret)`, as a reader sends it; null when absent or malformed. */
function basicCredentialsOf(request: FastifyRequest): { code: string; secret: string } | null {
  const header = request.headers.authorization;
  if (!header?.toLowerCase().startsWith('basic ')) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { code: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/**
 * Routes that libraries register, all public: the web app's files (`/`, `/*`) and the API reference
 * (`/api/docs…`). Any other route without a declared access stops the server from starting.
 */
function libraryRouteAccess(url: string): RouteAccess | undefined {
  if (url === '/' || url === '/*' || url === '/api/docs' || url.startsWith('/api/docs/'))
    return access.public;
  return undefined;
}

const doors = new WeakSet<onRequestHookHandler>();

/**
 * The one door every request passes (docs/architecture.md, "The door"). Each route declares its access in
 * `config.access`; at registration the door builds that route's check and runs it first thing, on the
 * request line and headers alone: a caller without the right gets 401, 403 or 404 before the body is even
 * parsed, so never a 400 that tells them what the call takes.
 */
export function installDoor(app: FastifyInstance, keeper: DoorKeeper): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const declared = route.config?.access ?? libraryRouteAccess(route.url);
    if (!declared) throw new Error(`${String(route.method)} ${route.url} declares no access (config.access)`);
    route.config = { ...route.config, access: declared };
    if (declared.kind === 'public') return;
    const hooks = route.onRequest ? [route.onRequest].flat() : [];
    if (hooks.some((hook) => doors.has(hook))) return;
    const door = doorFor(declared, keeper);
    doors.add(door);
    route.onRequest = [door, ...hooks];
  });
}

function refuse(code: ReturnType<typeof accessRefusal>): void {
  if (code) throw new AppError(code);
}

export function digitsOf(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\D/g, '') : '';
}

function doorFor(
  declared: Exclude<RouteAccess, { kind: 'public' }>,
  keeper: DoorKeeper,
): onRequestHookHandler {
  if (declared.kind === 'device')
    return async (request: FastifyRequest) => {
      const credentials = basicCredentialsOf(request);
      if (!credentials || !(await keeper.device(credentials.code, credentials.secret)))
        throw new AppError('AUTH_INVALID_CREDENTIALS');
    };
  const userRequirements: AccessRequirement[] = declared.requires.filter(isUserRequirement);
  const workplaceRequirements = declared.requires.filter((r) => !isUserRequirement(r));

  /** The rest of the door once the caller is known: throws the refusal, if any. */
  function admit(request: FastifyRequest, { caller, workplace }: Entered, cnpj: string): void {
    request.auth = caller;
    if (declared.kind === 'integrator') refuse(integrationRefusal(caller.user));
    refuse(accessRefusal(userRequirements, caller.user));
    if (declared.kind === 'signedIn') return;

    if (declared.kind === 'integrator') {
      // Optional here: the calls that need a workplace say so, and one that is not the caller's answers 404
      // there (and is recorded).
      if (!cnpj) return;
      request.workplace = workplace ?? null;
      if (workplace) request.workplaceContext = keeper.context(caller, workplace);
      else request.refusedCnpj = cnpj;
      return;
    }

    if (!cnpj) throw validationError([fieldError('cnpj', 'required')]);
    // Another tenant's workplace answers 404, never 403: its existence is not disclosed.
    if (!workplace) {
      request.refusedCnpj = cnpj;
      throw new AppError('NOT_FOUND');
    }
    request.workplace = workplace;
    refuse(accessRefusal(workplaceRequirements, caller.user, workplace));
    request.workplaceContext = keeper.context(caller, workplace);
  }

  // Callback style, so that a caller the process knows passes without a promise or a wait; a refusal thrown
  // here reaches Fastify's error handling as one passed to done().
  return (request, _reply, done) => {
    const token = accessTokenOf(request);
    if (!token) throw new AppError('AUTH_LOGIN_EXPIRED');
    // §7 names an integrator's workplace in the query; the portal's cnpj header is taken too.
    const cnpj =
      (declared.kind === 'integrator' && digitsOf((request.query as { cnpj?: unknown } | undefined)?.cnpj)) ||
      digitsOf(request.headers.cnpj);
    const named = declared.kind === 'signedIn' ? null : cnpj || null;
    const known = keeper.enterKnown(token, named);
    if (known) {
      admit(request, known, cnpj);
      done();
      return;
    }
    keeper
      .enter(token, named)
      .then((entered) => admit(request, entered, cnpj))
      .then(() => done(), done);
  };
}
