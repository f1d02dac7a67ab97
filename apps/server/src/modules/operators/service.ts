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
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import type { SessionEvents } from '../../platform/session-events';
import type { WorkplaceContext } from '../../request-context';
import { hashPassword } from '../auth/passwords';
import { normaliseDocument } from '../auth/service';
import { randomToken } from '../auth/tokens';
import type { PasswordResetService } from '../password-reset/service';
import { councilColumns, operatorView } from './repository';

export interface OperatorsDeps {
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
  constructor(private readonly deps: OperatorsDeps) {}

  private today(): string {
    return toIsoDate(calendarDateOf(this.deps.clock.now()));
  }

  async list({ repos }: WorkplaceContext): Promise<OperatorList> {
    return { items: (await repos.operators.workers()).map(operatorView) };
  }

  /**
   * A new operator of the workplace: status PENDING_TRAINING (§4: signs in, training still to do), a
   * random password nobody knows, and the e-mail with the link to set their own. A document that already
   * has an account is refused: that person is added as a worker instead.
   */
  async create(
    { caller, workplace, repos, transaction }: WorkplaceContext,
    body: OperatorBody,
  ): Promise<OperatorView> {
    const manager = caller.user;
    const problems = operatorProblems(body, this.today());
    if (problems.length > 0) throw validationError(problems);
    const document = normaliseDocument(body.document);
    const exists = () =>
      new AppError('OPERATOR_EXISTS', { fields: [operatorsFieldError('document', 'documentTaken')] });
    if (await repos.operators.userByDocument(document)) throw exists();

    const passwordHash = await hashPassword(randomToken());
    return transaction(async ({ operators }, tx) => {
      const created = await operators.insertUser({
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
      });
      if (!created) throw exists();
      await operators.link(created.id);
      await this.deps.invitations.invite(
        { id: created.id, name: created.name, email: body.email.trim(), language: created.language },
        workplace.name,
        tx,
      );
      return operatorView(created);
    });
  }

  async update(
    { transaction }: WorkplaceContext,
    userId: string,
    patch: OperatorPatch,
  ): Promise<OperatorView> {
    const problems = operatorProblems(patch, this.today());
    if (problems.length > 0) throw validationError(problems);
    return transaction(async ({ operators }) => {
      if (!(await operators.worker(userId))) throw new AppError('NOT_FOUND');
      const updated = await operators.update(userId, {
        ...(patch.name !== undefined && { name: patch.name.trim() }),
        ...(patch.email !== undefined && { email: patch.email.trim() }),
        ...(patch.birthDate !== undefined && { birthDate: patch.birthDate }),
        ...(patch.sex !== undefined && { sex: patch.sex }),
        ...(patch.council !== undefined && councilColumns(normaliseCouncil(patch.council))),
      });
      if (!updated) throw new AppError('NOT_FOUND');
      return operatorView(updated);
    });
  }

  /** §6 add a worker: someone who already has an account starts working at this workplace too. */
  async addWorker({ repos }: WorkplaceContext, body: AddWorkerBody): Promise<OperatorView> {
    const problems = addWorkerProblems(body);
    if (problems.length > 0) throw validationError(problems);
    const user = await repos.operators.userByDocument(normaliseDocument(body.document));
    if (!user) throw validationError([operatorsFieldError('document', 'documentNotFound')]);
    if (!(await repos.operators.link(user.id)))
      throw validationError([operatorsFieldError('document', 'alreadyWorker')]);
    return operatorView(user);
  }

  /**
   * §6 remove a worker: they stop working at this workplace; their account, their other workplaces and
   * everything they did here stay. A manager cannot remove themself (another manager can).
   */
  async removeWorker({ caller, repos }: WorkplaceContext, userId: string): Promise<void> {
    if (userId === caller.user.id) throw new AppError('WORKER_REMOVE_SELF');
    if (!(await repos.operators.unlink(userId))) throw new AppError('NOT_FOUND');
    // Their live connections were allowed this workplace's topics when they opened: closed on every
    // process, the browser reconnects and is granted only the workplaces still theirs. Their sign-in stays.
    this.deps.sessions.emit({ userId });
  }
}
