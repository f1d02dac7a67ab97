import {
  durations,
  fieldError,
  LOGIN_LOCKOUT_MS,
  LOGIN_MAX_FAILED_ATTEMPTS,
  type LoginResponse,
  npsDue,
  SESSION_IDLE_MS,
  type Session,
  stripDocument,
} from '@ponto/domain';
import { isLocale } from '@ponto/i18n';
import type { Authenticated } from '../../platform/caller';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import type { AttemptCount } from '../../platform/rate-limit-store';
import type { SessionEvents } from '../../platform/session-events';
import type { CallerCache, CallerState } from './caller-cache';
import { burnPasswordCheck, verifyPassword } from './passwords';
import type { AuthRepository, UserRow, WorkplaceRow } from './repository';
import { buildSession } from './session-builder';
import { type AccessClaims, hashToken, randomToken, type TokenService } from './tokens';

export interface AuthServiceDeps {
  repo: AuthRepository;
  tokens: TokenService;
  clock: Clock;
  refreshTtlHours: number;
  customization: () => Session['customization'];
  sessions: SessionEvents;
  /** Callers already checked, so that most calls need no database (modules/auth/caller-cache.ts). */
  callers?: CallerCache;
  /**
   * Per-account limit: sign-in attempts for one document within an hour, from any address (the
   * per-address limit is the routes'); counted in PostgreSQL so every process shares it.
   */
  accountAttempts: { count: (key: string, windowMs: number) => Promise<AttemptCount>; maxPerHour: number };
}

/** Activity is written at most this often per session (an authenticated call would otherwise write every time). */
const ACTIVITY_GRANULARITY_MS = 60_000;

export type { Authenticated };

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  expiresAt: Date;
}

/** Strips the mask of a document so '111.444.777-35' and '11144477735' are the same login. */
export function normaliseDocument(document: string): string {
  return stripDocument(document).toUpperCase();
}

export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  private async endSession(familyId: string): Promise<void> {
    await this.deps.repo.revokeFamily(familyId, this.now);
    this.deps.sessions.emit({ familyId });
  }

  private get now(): Date {
    return this.deps.clock.now();
  }

  /**
   * Counts a sign-in attempt for the account, known or not (the same answer either way: no enumeration),
   * before the password is looked at; over the hourly limit it is refused even with the right password.
   */
  private async countAttempt(document: string): Promise<void> {
    const { count, maxPerHour } = this.deps.accountAttempts;
    const key = `sign-in-account:${this.deps.tokens.fingerprint('sign-in-account', document)}`;
    const attempt = await count(key, durations.HOUR_MS);
    if (attempt.current > maxPerHour)
      throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, Math.ceil(attempt.ttl / 1000)) });
  }

  async login(document: string, password: string): Promise<LoginResponse> {
    const { repo } = this.deps;
    await this.countAttempt(normaliseDocument(document));
    const user = await repo.userByDocument(normaliseDocument(document));
    if (!user) {
      await burnPasswordCheck(password);
      throw new AppError('AUTH_INVALID_CREDENTIALS');
    }
    const now = this.now;
    if (user.lockedUntil && user.lockedUntil > now) throw this.blocked(user.lockedUntil, now);
    if (!(await verifyPassword(user.passwordHash, password))) {
      const lockedUntil = await repo.registerFailedLogin(
        user.id,
        now,
        LOGIN_MAX_FAILED_ATTEMPTS,
        LOGIN_LOCKOUT_MS,
      );
      if (lockedUntil) throw this.blocked(lockedUntil, now);
      throw new AppError('AUTH_INVALID_CREDENTIALS');
    }
    // Only someone who knows the password learns that the access is suspended or unlinked.
    if (user.suspended) throw new AppError('AUTH_ACCESS_SUSPENDED');
    const available = await repo.workplacesOf(user.id);
    if (available.length === 0) throw new AppError('AUTH_NO_WORKPLACE');
    if (user.failedLogins > 0 || user.lockedUntil) await repo.clearFailedLogins(user.id);

    const tokens = await this.issueTokens(user.id, crypto.randomUUID(), null);
    const session = buildSession(
      user,
      available,
      this.deps.customization(),
      tokens.expiresAt,
      await this.loginPopups(user),
    );
    return {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresIn: tokens.expiresIn,
      session,
    };
  }

  /**
   * Tokens for a user the server acts as, without a password: only the server's own start-up calls it (the
   * demo's history is recorded through the API as the demo users); no route reaches it.
   */
  async actAs(document: string): Promise<IssuedTokens> {
    const user = await this.deps.repo.userByDocument(normaliseDocument(document));
    if (!user || user.suspended) throw new AppError('AUTH_INVALID_CREDENTIALS');
    return this.issueTokens(user.id, crypto.randomUUID(), null);
  }

  /** Who a sign-in attempt was for, and their workplaces, for the audit trail; null for an unknown document. */
  async signInSubject(document: string): Promise<{ userId: string; workplaceIds: string[] } | null> {
    const user = await this.deps.repo.userByDocument(normaliseDocument(document));
    if (!user) return null;
    const workplaces = await this.deps.repo.workplacesOf(user.id);
    return { userId: user.id, workplaceIds: workplaces.map((w) => w.id) };
  }

  private blocked(lockedUntil: Date, now: Date): AppError {
    return new AppError('AUTH_BLOCKED', {
      retryAfterSeconds: Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)),
    });
  }

  private async issueTokens(
    userId: string,
    familyId: string,
    familyExpiresAt: Date | null,
  ): Promise<IssuedTokens> {
    const now = this.now;
    const refreshToken = randomToken();
    // Absolute limit: the session ends refreshTtlHours (at most 12) after the sign-in.
    const absoluteEnd = familyExpiresAt ?? new Date(now.getTime() + this.deps.refreshTtlHours * 3_600_000);
    await this.deps.repo.insertRefreshToken({
      userId,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: absoluteEnd,
      familyExpiresAt: absoluteEnd,
      lastActiveAt: now,
    });
    // No access token outlives the session's absolute end.
    const access = await this.deps.tokens.signAccess(userId, familyId, now, absoluteEnd);
    return {
      accessToken: access.token,
      refreshToken,
      expiresIn: Math.floor(access.expiresAt.getTime() / 1000) - Math.floor(now.getTime() / 1000),
      expiresAt: access.expiresAt,
    };
  }

  /**
   * Rotates a refresh token. A token presented twice means it leaked (or was replayed), so the whole
   * family is revoked and both holders must sign in again. Limits: 12 hours after the sign-in
   * (absolute) or 30 minutes after the session's last activity (idle) the renewal is refused and the
   * session ends (its live connections close).
   */
  async refresh(refreshToken: string): Promise<IssuedTokens> {
    const { repo } = this.deps;
    const now = this.now;
    const row = await repo.refreshTokenByHash(hashToken(refreshToken));
    if (!row) throw new AppError('AUTH_LOGIN_EXPIRED');
    if (row.revokedAt) {
      // A suspension revoked it: say so, as the next sign-in would.
      const user = await repo.userById(row.userId);
      throw new AppError(user?.suspended ? 'AUTH_ACCESS_SUSPENDED' : 'AUTH_LOGIN_EXPIRED');
    }
    const idle = now.getTime() - row.lastActiveAt.getTime() >= SESSION_IDLE_MS;
    if (row.familyExpiresAt <= now || idle) {
      await this.endSession(row.familyId);
      throw new AppError('AUTH_LOGIN_EXPIRED');
    }
    if (row.usedAt || !(await repo.spendRefreshToken(row.id, now))) {
      await this.endSession(row.familyId);
      throw new AppError('AUTH_LOGIN_EXPIRED');
    }
    const user = await repo.userById(row.userId);
    if (!user || user.suspended) {
      await this.endSession(row.familyId);
      throw new AppError(user?.suspended ? 'AUTH_ACCESS_SUSPENDED' : 'AUTH_LOGIN_EXPIRED');
    }
    return this.issueTokens(row.userId, row.familyId, row.familyExpiresAt);
  }

  async logout(refreshToken: string): Promise<void> {
    const row = await this.deps.repo.refreshTokenByHash(hashToken(refreshToken));
    if (row) await this.endSession(row.familyId);
  }

  /**
   * Checks an access token on every call: valid signature and claims, and, in the database, the session
   * not ended (logout, reuse, password change, limits) and the user still allowed in (not suspended), so
   * an ending takes effect at once and not when the token expires. The call counts as session activity.
   */
  async authenticate(accessToken: string): Promise<Authenticated> {
    return (await this.enter(accessToken, null)).caller;
  }

  /** Made once: a closure made on every call costs more than the call itself under the tsx loader. */
  private readonly loadCaller = (userId: string, familyId: string, cnpj: string | null) =>
    this.deps.repo.callerState(userId, familyId, cnpj);

  /**
   * authenticate(), and the caller's workplace with this tax id (undefined when it is not theirs), read in the
   * same database round trip: what the door needs of every call (platform/door.ts).
   */
  async enter(
    accessToken: string,
    cnpj: string | null,
  ): Promise<{ caller: Authenticated; workplace: WorkplaceRow | undefined }> {
    const now = this.now;
    const claims = this.claimsOf(accessToken, now);
    const state = this.deps.callers
      ? await this.deps.callers.read(claims.userId, claims.familyId, cnpj, this.loadCaller)
      : await this.loadCaller(claims.userId, claims.familyId, cnpj);
    const entered = this.admitted(state, claims, now);
    if (this.dueForTouch(state!, now)) await this.deps.repo.touchFamily(claims.familyId, now);
    return entered;
  }

  /**
   * enter() without waiting, when this process already knows the caller and the session's activity needs no
   * update: what the door does on almost every call. Undefined when only enter() can tell.
   */
  enterKnown(
    accessToken: string,
    cnpj: string | null,
  ): { caller: Authenticated; workplace: WorkplaceRow | undefined } | undefined {
    const now = this.now;
    const claims = this.claimsOf(accessToken, now);
    const state = this.deps.callers?.known(claims.userId, claims.familyId, cnpj);
    if (!state) return undefined;
    const entered = this.admitted(state, claims, now);
    return this.dueForTouch(state, now) ? undefined : entered;
  }

  private claimsOf(accessToken: string, now: Date): AccessClaims {
    const claims = this.deps.tokens.verifyAccess(accessToken, now);
    if (!claims) throw new AppError('AUTH_LOGIN_EXPIRED');
    return claims;
  }

  private admitted(
    state: CallerState | undefined,
    claims: AccessClaims,
    now: Date,
  ): { caller: Authenticated; workplace: WorkplaceRow | undefined } {
    if (!state) throw new AppError('AUTH_LOGIN_EXPIRED');
    const { user, family, workplace } = state;
    // Said before the ended session, so the browser tells the user why (§6: contact the account manager).
    if (user.suspended) throw new AppError('AUTH_ACCESS_SUSPENDED');
    if (!family || family.revoked || family.expiresAt <= now) throw new AppError('AUTH_LOGIN_EXPIRED');
    const { familyId, expiresAt, expiresAtText } = claims;
    return { caller: { user, familyId, expiresAt, expiresAtText }, workplace };
  }

  private dueForTouch(state: CallerState, now: Date): boolean {
    return now.getTime() - state.family!.lastActiveAt.getTime() >= ACTIVITY_GRANULARITY_MS;
  }

  /** The session as the tab on workplace `tabCnpj` sees it (buildSession). */
  async session(auth: Authenticated, tabCnpj: string | null = null): Promise<Session> {
    const available = await this.deps.repo.workplacesOf(auth.user.id);
    return buildSession(
      auth.user,
      available,
      this.deps.customization(),
      auth.expiresAt,
      await this.loginPopups(auth.user),
      tabCnpj,
    );
  }

  /** §3 login popups: the NPS survey when due (domain npsDue); no other survey is run yet. */
  private async loginPopups(user: UserRow): Promise<Session['loginPopups']> {
    const history = await this.deps.repo.npsHistory(user.id);
    return { nps: npsDue({ now: this.now, accountCreatedAt: user.createdAt, ...history }), survey: false };
  }

  /** One of the caller's workplaces by tax id, or undefined when it is not theirs. */
  async workplaceOf(auth: Authenticated, cnpj: string): Promise<WorkplaceRow | undefined> {
    return this.deps.repo.workplaceOfUser(auth.user.id, cnpj);
  }

  async chooseWorkplace(auth: Authenticated, cnpj: string): Promise<Session> {
    const available = await this.deps.repo.workplacesOf(auth.user.id);
    const chosen = available.find((w) => w.cnpj === cnpj.replace(/\D/g, ''));
    // Another tenant's workplace is answered as missing, never as forbidden.
    if (!chosen) throw new AppError('NOT_FOUND');
    await this.deps.repo.setLastWorkplace(auth.user.id, chosen.id);
    const user = { ...auth.user, lastWorkplaceId: chosen.id };
    return buildSession(
      user,
      available,
      this.deps.customization(),
      auth.expiresAt,
      await this.loginPopups(user),
    );
  }

  async setLanguage(auth: Authenticated, language: string, tabCnpj: string | null = null): Promise<Session> {
    if (!isLocale(language)) throw validationError([fieldError('language', 'invalidOption')]);
    await this.deps.repo.setLanguage(auth.user.id, language);
    return this.session({ ...auth, user: { ...auth.user, language } }, tabCnpj);
  }
}
