import {
  ACCOUNT_SEARCH_MIN_LENGTH,
  type AccountSummary,
  fieldError,
  maskAccountDocument,
  type SuspensionReason,
  stripDocument,
} from '@ponto/domain';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import type { SessionEvents } from '../../platform/session-events';
import type { AuditSource, AuditTrail } from '../audit/service';
import type { AuthRepository } from '../auth/repository';
import type { Authenticated } from '../auth/service';
import { AccountsRepository } from './repository';

export interface AccountsServiceDeps {
  db: Db;
  clock: Clock;
  audit: AuditTrail;
  sessions: SessionEvents;
  authRepo: Pick<AuthRepository, 'revokeAllOfUser'>;
}

/**
 * Support staff's accounts screen (§6 suspension; docs/audit.md, "Account suspension"): find an account
 * anywhere in the network, suspend it with a reason or lift the suspension, both in the audit trail.
 */
export class AccountsService {
  private readonly repo: AccountsRepository;

  constructor(private readonly deps: AccountsServiceDeps) {
    this.repo = new AccountsRepository(deps.db);
  }

  /** GET /accounts?q=: by CPF digits (masked or not), e-mail or part of the name. */
  async search(query: string): Promise<AccountSummary[]> {
    const text = query.trim();
    if ([...text].length < ACCOUNT_SEARCH_MIN_LENGTH)
      throw validationError([
        fieldError('q', text === '' ? 'searchRequired' : 'searchTooShort', {
          min: ACCOUNT_SEARCH_MIN_LENGTH,
        }),
      ]);
    // '567.890' finds the CPF 56789012303; a name has no digits to look for.
    const digits = /\d/.test(text) ? stripDocument(text) : '';
    const rows = await this.repo.search(text, digits.length >= ACCOUNT_SEARCH_MIN_LENGTH ? digits : '');
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      maskedDocument: maskAccountDocument(row.document),
      email: row.email,
      suspended: row.suspended,
      workplaces: row.workplaces.map(({ name, cnpj }) => ({ name, cnpj })),
    }));
  }

  /**
   * PUT /accounts/:id/suspension. The flag and one audit entry in the chain of each of the account's
   * workplaces (so each workplace's managers see it; the global chain when it has none) commit together, or
   * neither does (AUDIT_UNAVAILABLE). A suspension then ends every session at once: refresh tokens revoked,
   * access tokens refused on the next call (authenticate reads the flag), live connections closed everywhere.
   */
  async setSuspension(
    actor: Authenticated,
    userId: string,
    change: { suspended: boolean; reason?: SuspensionReason },
    source: AuditSource,
  ): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const workplaceIds = await this.repo.setSuspended(tx, userId, change.suspended);
      if (!workplaceIds) throw new AppError('NOT_FOUND');
      for (const workplaceId of workplaceIds.length > 0 ? workplaceIds : [null])
        await this.deps.audit.append(
          {
            action: change.suspended ? 'accountSuspended' : 'accountReinstated',
            outcome: 'success',
            workplaceId,
            actorId: actor.user.id,
            targetType: 'account',
            targetId: userId,
            // A code from a fixed list: never free text in a trail nothing may change.
            details: change.suspended ? { reason: change.reason } : {},
            ...source,
          },
          tx,
        );
      if (change.suspended) await this.deps.authRepo.revokeAllOfUser(userId, this.deps.clock.now(), tx);
    });
    if (change.suspended) this.deps.sessions.emit({ userId });
  }
}
