import {
  calendarDateOf,
  LOGIN_LOCKOUT_MS,
  LOGIN_MAX_FAILED_ATTEMPTS,
  normaliseCouncil,
  type PasswordChangeBody,
  type Profile,
  type ProfileBody,
  passwordChangeProblems,
  profileFieldError,
  profileProblems,
  type Sex,
  toIsoDate,
  type UserStatus,
} from '@ponto/domain';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import type { SessionEvents } from '../../platform/session-events';
import { isCommonPassword } from '../auth/common-passwords';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { AuthRepository, UserRow } from '../auth/repository';
import type { Authenticated } from '../auth/service';
import { councilColumns, councilOf } from '../operators/repository';
import { ProfileRepository } from './repository';

export interface ProfileDeps {
  db: Db;
  clock: Clock;
  /** The login's failed-attempt counter and password column, shared with the password change. */
  users: AuthRepository;
  sessions: SessionEvents;
}

function profileView(user: UserRow): Profile {
  return {
    document: user.document,
    name: user.name,
    email: user.email,
    phone: user.phone,
    birthDate: user.birthDate,
    sex: user.sex as Sex | null,
    address: (user.address as Profile['address']) ?? null,
    council: councilOf(user),
    status: user.status as UserStatus,
    language: user.language,
  };
}

const orNull = (value: string | undefined) => value?.trim() || null;

/** §2 profile: personal data, address, council and password of the signed-in user (any role). */
export class ProfileService {
  private readonly repo: ProfileRepository;

  constructor(private readonly deps: ProfileDeps) {
    this.repo = new ProfileRepository(deps.db);
  }

  get(auth: Authenticated): Profile {
    return profileView(auth.user);
  }

  /** The document is the login and stays; everything else is the user's to keep right. */
  async update(auth: Authenticated, body: ProfileBody): Promise<Profile> {
    const problems = profileProblems(body, toIsoDate(calendarDateOf(this.deps.clock.now())));
    if (problems.length > 0) throw validationError(problems);
    const updated = await this.repo.update(auth.user.id, {
      name: body.name.trim(),
      email: orNull(body.email),
      phone: orNull(body.phone),
      birthDate: orNull(body.birthDate),
      sex: body.sex ?? null,
      address: body.address ?? null,
      ...councilColumns(normaliseCouncil(body.council)),
    });
    return profileView(updated);
  }

  /**
   * §5 password change: the current password must be right, and a wrong one counts like a failed login
   * (the same counter and 6-minute lockout), so the form cannot be used to guess it. The new password
   * ends the user's other sessions; the one that changed it stays signed in.
   */
  async changePassword(auth: Authenticated, body: PasswordChangeBody): Promise<void> {
    const problems = passwordChangeProblems(body, { isCommon: isCommonPassword });
    if (problems.length > 0) throw validationError(problems);
    const { users } = this.deps;
    const now = this.deps.clock.now();
    const user = auth.user;
    if (user.lockedUntil && user.lockedUntil > now) throw blocked(user.lockedUntil, now);
    if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
      const lockedUntil = await users.registerFailedLogin(
        user.id,
        now,
        LOGIN_MAX_FAILED_ATTEMPTS,
        LOGIN_LOCKOUT_MS,
      );
      if (lockedUntil) throw blocked(lockedUntil, now);
      throw new AppError('AUTH_WRONG_OLD_PASSWORD', {
        fields: [profileFieldError('oldPassword', 'wrongOldPassword')],
      });
    }
    const passwordHash = await hashPassword(body.newPassword);
    const ended = await this.deps.db.transaction(async (tx) => {
      await users.setPassword(user.id, passwordHash, tx);
      return this.repo.revokeOtherSessions(user.id, auth.familyId, now, tx);
    });
    for (const familyId of ended) this.deps.sessions.emit({ familyId });
  }
}

function blocked(lockedUntil: Date, now: Date): AppError {
  return new AppError('AUTH_BLOCKED', {
    retryAfterSeconds: Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)),
  });
}
