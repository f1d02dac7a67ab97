import {
  type AddWorkerBody,
  addWorkerProblems,
  calendarDateOf,
  normaliseCouncil,
  type OperatorBody,
  type OperatorList,
  type OperatorPatch,
  type OperatorView,
  operatorProblems,
  operatorsFieldError,
  toIsoDate,
} from '@ponto/domain';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import type { SessionEvents } from '../../platform/session-events';
import { hashPassword } from '../auth/passwords';
import type { UserRow, WorkplaceRow } from '../auth/repository';
import { normaliseDocument } from '../auth/service';
import { randomToken } from '../auth/tokens';
import type { PasswordResetService } from '../password-reset/service';
import { councilColumns, OperatorsRepository, operatorView } from './repository';

export interface OperatorsDeps {
  db: Db;
  clock: Clock;
  /** The first-password e-mail: the password-reset module's one-time link. */
  invitations: Pick<PasswordResetService, 'invite'>;
  /** A removed worker's live connections close, so they stop hearing this workplace at once. */
  sessions: Pick<SessionEvents, 'emit'>;
}

/**
 * §2 operators list and create form, §6 'operators belong to an establishment; workers can be added and
 * removed'. Only managers of the workplace (the CNPJ header, which must be one of theirs) see or change
 * its people; a user of another workplace is not found.
 */
export class OperatorsService {
  private readonly repo: OperatorsRepository;

  constructor(private readonly deps: OperatorsDeps) {
    this.repo = new OperatorsRepository(deps.db);
  }

  private today(): string {
    return toIsoDate(calendarDateOf(this.deps.clock.now()));
  }

  async list(workplace: WorkplaceRow): Promise<OperatorList> {
    return { items: (await this.repo.workersOf(workplace.id)).map(operatorView) };
  }

  /**
   * A new operator of the workplace: status PENDING_TRAINING (§4: signs in, training still to do), a
   * random password nobody knows, and the e-mail with the link to set their own. A document that already
   * has an account is refused: that person is added as a worker instead.
   */
  async create(workplace: WorkplaceRow, manager: UserRow, body: OperatorBody): Promise<OperatorView> {
    const problems = operatorProblems(body, this.today());
    if (problems.length > 0) throw validationError(problems);
    const document = normaliseDocument(body.document);
    const exists = () =>
      new AppError('OPERATOR_EXISTS', { fields: [operatorsFieldError('document', 'documentTaken')] });
    if (await this.repo.userByDocument(document)) throw exists();

    const passwordHash = await hashPassword(randomToken());
    return this.deps.db.transaction(async (tx) => {
      const created = await this.repo.insertUser(
        {
          document,
          name: body.name.trim(),
          email: body.email.trim(),
          birthDate: body.birthDate,
          sex: body.sex,
          status: 'PENDING_TRAINING',
          roles: ['operator'],
          passwordHash,
          // The mail goes out in the manager's language; the operator picks their own on the profile.
          language: manager.language,
          ...councilColumns(normaliseCouncil(body.council)),
        },
        tx,
      );
      if (!created) throw exists();
      await this.repo.link(created.id, workplace.id, tx);
      await this.deps.invitations.invite(
        { id: created.id, name: created.name, email: body.email.trim(), language: created.language },
        workplace.name,
        tx,
      );
      return operatorView(created);
    });
  }

  async update(workplace: WorkplaceRow, userId: string, patch: OperatorPatch): Promise<OperatorView> {
    const problems = operatorProblems(patch, this.today());
    if (problems.length > 0) throw validationError(problems);
    return this.deps.db.transaction(async (tx) => {
      if (!(await this.repo.workerOf(workplace.id, userId, tx))) throw new AppError('NOT_FOUND');
      const updated = await this.repo.update(
        userId,
        {
          ...(patch.name !== undefined && { name: patch.name.trim() }),
          ...(patch.email !== undefined && { email: patch.email.trim() }),
          ...(patch.birthDate !== undefined && { birthDate: patch.birthDate }),
          ...(patch.sex !== undefined && { sex: patch.sex }),
          ...(patch.council !== undefined && councilColumns(normaliseCouncil(patch.council))),
        },
        tx,
      );
      return operatorView(updated);
    });
  }

  /** §6 add a worker: someone who already has an account starts working at this workplace too. */
  async addWorker(workplace: WorkplaceRow, body: AddWorkerBody): Promise<OperatorView> {
    const problems = addWorkerProblems(body);
    if (problems.length > 0) throw validationError(problems);
    const user = await this.repo.userByDocument(normaliseDocument(body.document));
    if (!user) throw validationError([operatorsFieldError('document', 'documentNotFound')]);
    if (!(await this.repo.link(user.id, workplace.id)))
      throw validationError([operatorsFieldError('document', 'alreadyWorker')]);
    return operatorView(user);
  }

  /**
   * §6 remove a worker: they stop working at this workplace; their account, their other workplaces and
   * everything they did here stay. A manager cannot remove themself (another manager can).
   */
  async removeWorker(workplace: WorkplaceRow, manager: UserRow, userId: string): Promise<void> {
    if (userId === manager.id) throw new AppError('WORKER_REMOVE_SELF');
    if (!(await this.repo.unlink(userId, workplace.id))) throw new AppError('NOT_FOUND');
    // Their live connections were allowed this workplace's topics when they opened: closed on every
    // process, the browser reconnects and is granted only the workplaces still theirs. Their sign-in stays.
    this.deps.sessions.emit({ userId });
  }
}
