import { RESEND_WAIT_MS, resendCountdown } from '@ponto/domain';
import type { Locale } from '@ponto/i18n';
import { isLocale } from '@ponto/i18n';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import { translator } from '../../platform/i18n';
import type { SessionEvents } from '../../platform/session-events';
import { hashPassword } from '../auth/passwords';
import type { AuthRepository } from '../auth/repository';
import { normaliseDocument } from '../auth/service';
import { hashToken, randomToken } from '../auth/tokens';
import type { MessagingRepository } from '../messaging/repository';
import { resetPasswordProblems } from './password-rules';
import type { PasswordResetRepository } from './repository';

/** A reset link is good for 30 minutes and for one use. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;
/** A new operator's first-password link: one use, a week to open it (docs/operators-profile.md). */
export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

/** Who gets a first-password link: a user just created, inside the transaction that created them. */
export interface Invitee {
  id: string;
  name: string;
  email: string;
  language: string;
}

export interface PasswordResetDeps {
  db: Db;
  users: AuthRepository;
  resets: PasswordResetRepository;
  messages: MessagingRepository;
  clock: Clock;
  publicUrl: () => string;
  sessions: SessionEvents;
}

export class PasswordResetService {
  constructor(private readonly deps: PasswordResetDeps) {}

  /**
   * Sends a one-time link by e-mail or SMS. The answer is the same whether or not the document exists
   * (or has that contact), so the form cannot be used to find out who has an account.
   */
  async request(document: string, channel: 'email' | 'phone'): Promise<{ resendAvailableAt: string }> {
    const now = this.deps.clock.now();
    const resendAvailableAt = new Date(now.getTime() + RESEND_WAIT_MS);
    const user = await this.deps.users.userByDocument(normaliseDocument(document));
    if (!user) return { resendAvailableAt: resendAvailableAt.toISOString() };

    const latest = await this.deps.resets.latestFor(user.id);
    const wait = latest ? resendCountdown(latest.createdAt, now) : null;
    if (wait && wait.remainingMs > 0) {
      throw new AppError('AUTH_RESEND_WAIT', { retryAfterSeconds: Math.ceil(wait.remainingMs / 1000) });
    }
    const recipient = channel === 'email' ? user.email : user.phone;
    const token = randomToken();
    const locale: Locale = isLocale(user.language) ? user.language : 'pt-BR';
    const t = translator(locale);
    const link = this.linkFor(token);
    const vars = { name: user.name.split(' ')[0], link, minutes: RESET_TOKEN_TTL_MS / 60_000 };

    await this.deps.db.transaction(async (tx) => {
      await this.deps.resets.insert(
        {
          userId: user.id,
          tokenHash: hashToken(token),
          channel,
          expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
          createdAt: now,
        },
        tx,
      );
      if (!recipient) return; // the wait still applies, so a missing contact looks like any other request
      await this.deps.messages.enqueue(
        channel === 'email'
          ? {
              channel: 'email',
              recipient,
              subject: t('mail:passwordReset.subject'),
              body: t('mail:passwordReset.body', vars),
            }
          : {
              channel: 'sms',
              recipient,
              subject: t('mail:passwordReset.subject'),
              body: t('mail:passwordReset.sms', vars),
            },
        now,
        tx,
      );
    });
    return { resendAvailableAt: resendAvailableAt.toISOString() };
  }

  private linkFor(token: string): string {
    return `${this.deps.publicUrl()}/nova-senha?token=${encodeURIComponent(token)}`;
  }

  /**
   * An operator created by a manager has no password anyone knows; they set their own with the
   * reset link (/nova-senha, confirm below), sent by e-mail in the transaction that creates them, so a
   * failed creation sends nothing and a created operator always gets the mail.
   */
  async invite(user: Invitee, workplaceName: string, tx: Db): Promise<void> {
    const now = this.deps.clock.now();
    const token = randomToken();
    const t = translator(isLocale(user.language) ? user.language : 'pt-BR');
    await this.deps.resets.insert(
      {
        userId: user.id,
        tokenHash: hashToken(token),
        channel: 'email',
        expiresAt: new Date(now.getTime() + INVITE_TOKEN_TTL_MS),
        createdAt: now,
      },
      tx,
    );
    const vars = {
      name: user.name.split(' ')[0],
      workplace: workplaceName,
      link: this.linkFor(token),
      days: INVITE_TOKEN_TTL_MS / (24 * 60 * 60_000),
    };
    await this.deps.messages.enqueue(
      {
        channel: 'email',
        recipient: user.email,
        subject: t('mail:operatorInvite.subject'),
        body: t('mail:operatorInvite.body', vars),
      },
      now,
      tx,
    );
  }

  async confirm(token: string, password: string, confirmation: string): Promise<void> {
    const problems = resetPasswordProblems(password, confirmation);
    if (problems.length > 0) throw validationError(problems);

    const now = this.deps.clock.now();
    const row = await this.deps.resets.byHash(hashToken(token));
    if (!row || row.usedAt || row.expiresAt <= now) throw new AppError('AUTH_PASSWORD_TOKEN_EXPIRED');
    const passwordHash = await hashPassword(password);
    await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.resets.spend(row.id, now, tx))) throw new AppError('AUTH_PASSWORD_TOKEN_EXPIRED');
      await this.deps.users.setPassword(row.userId, passwordHash, tx);
      // A new password ends every open session of the account.
      await this.deps.users.revokeAllOfUser(row.userId, now, tx);
    });
    this.deps.sessions.emit({ userId: row.userId });
  }
}
