import {
  canOpenReport,
  type ExamState,
  fieldError,
  type IntegrationExamFailure,
  type IntegrationExams,
  type IntegrationPreExamCreated,
  type IntegrationPreExamRequest,
  type IntegrationResults,
  type IntegrationStatus,
  type IntegrationToken,
  type IntegrationTokenRequest,
  type IntegrationWorkplaces,
  integrationExamStatus,
  integrationFieldsOf,
  integrationRefusal,
  isErrorCode,
  isVeterinary,
  orderingFieldError,
  preExamApiStatus,
  preExamSubmissionOf,
  type ReportBase64,
  type ResultView,
} from '@ponto/domain';
import { defaultLocale, type Locale } from '@ponto/i18n';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError, errorTitle, validationError } from '../../platform/errors';
import type { AuthRepository, WorkplaceRow } from '../auth/repository';
import { type Authenticated, type AuthService, type IssuedTokens, normaliseDocument } from '../auth/service';
import type { OrderingService } from '../ordering/service';
import { PatientsRepository } from '../patients/repository';
import { WorkplaceReportRepository } from '../reports/repository';
import type { ReportService } from '../reports/service';
import { ResultRepository } from '../results/repository';
import { type IntegrationPreExam, IntegrationRepository, type LastRun } from './repository';

export interface IntegrationDeps {
  db: Db;
  clock: Clock;
  auth: AuthService;
  users: AuthRepository;
  ordering: OrderingService;
  reports: ReportService;
}

export interface ReportChoice {
  cnpj?: string;
  examIndex?: number;
  lang?: string;
}

const digitsOf = (cnpj: string) => cnpj.replace(/\D/g, '');

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const isAppError = (error: unknown, code: string): error is AppError =>
  error instanceof AppError && error.code === code;

/** §7 HTTP Basic client credentials: base64 of `username:password`. */
export function basicCredentials(header: string | undefined): { username: string; password: string } {
  if (!header?.toLowerCase().startsWith('basic ')) throw new AppError('AUTH_INVALID_CLIENT');
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const username = decoded.slice(0, colon).trim();
  const password = decoded.slice(colon + 1);
  if (colon < 1 || !username || !password) throw new AppError('AUTH_INVALID_CLIENT');
  return { username, password };
}

/**
 * The integration API (§7) over the portal's own services: sign-in and tokens from auth, the
 * catalogue and every pre-exam rule from ordering, reports from reports. It adds what integrators need:
 * the integrator role (§6), the external id, the §4 API statuses, and answers limited to the caller's
 * workplaces — another workplace's pre-exam is not found, never forbidden.
 */
/** The last run's failure, told to the integrator until another run begins (a running run has no end). */
function lastFailureOf(run: LastRun | null, locale: Locale): IntegrationExamFailure | null {
  if (!run?.errorCode || !run.endedAt) return null;
  const code = run.errorCode;
  const message = isErrorCode(code) ? errorTitle(locale, code) : code;
  return { code, message, at: new Date(run.endedAt).toISOString() };
}

export class IntegrationService {
  private readonly repo: IntegrationRepository;
  private readonly results: ResultRepository;

  constructor(private readonly deps: IntegrationDeps) {
    this.repo = new IntegrationRepository(deps.db);
    this.results = new ResultRepository(deps.db);
  }

  // ── Tokens ──

  /** POST /integration/v1/token: password or client-credentials grant (user + password, optional tax id), or a refresh. */
  async token(
    request: IntegrationTokenRequest,
    authorization: string | undefined,
  ): Promise<IntegrationToken> {
    const { auth } = this.deps;
    if (request.grant_type === 'refresh_token') {
      if (!request.refresh_token) throw validationError([fieldError('refresh_token', 'required')]);
      const tokens = await auth.refresh(request.refresh_token);
      const who = await auth.authenticate(tokens.accessToken);
      await this.mustIntegrate(who.user.roles, tokens.refreshToken);
      return this.answer(tokens, null);
    }
    const { username, password } =
      request.grant_type === 'client_credentials'
        ? basicCredentials(authorization)
        : this.bodyCredentials(request);
    const login = await auth.login(username, password).catch((error: unknown) => {
      // One answer for an unknown user and a wrong password; lockout and suspension keep their own codes.
      throw isAppError(error, 'AUTH_INVALID_CREDENTIALS')
        ? new AppError('INTEGRATION_TOKEN_NOT_GENERATED')
        : error;
    });
    await this.mustIntegrate(login.session.user.roles, login.refreshToken);
    let cnpj: string | null = null;
    if (request.cnpj) {
      cnpj = digitsOf(request.cnpj);
      // §7: the tax id is part of the credentials; one that is not the user's generates no token.
      if (!login.session.availableWorkplaces.some((w) => w.cnpj === cnpj)) {
        await auth.logout(login.refreshToken);
        throw new AppError('INTEGRATION_TOKEN_NOT_GENERATED');
      }
    }
    return this.answer(
      { accessToken: login.accessToken, refreshToken: login.refreshToken, expiresIn: login.expiresIn },
      cnpj,
    );
  }

  private bodyCredentials(request: IntegrationTokenRequest) {
    const missing = (['username', 'password'] as const).filter((f) => !request[f]);
    if (missing.length > 0) throw validationError(missing.map((f) => fieldError(f, 'required')));
    return { username: request.username as string, password: request.password as string };
  }

  /** §6 API access is given by request: without the integrator role the new session is ended at once. */
  private async mustIntegrate(roles: readonly string[], refreshToken: string): Promise<void> {
    const refusal = integrationRefusal({ roles });
    if (!refusal) return;
    await this.deps.auth.logout(refreshToken);
    throw new AppError(refusal);
  }

  private answer(
    tokens: Pick<IssuedTokens, 'accessToken' | 'refreshToken' | 'expiresIn'>,
    cnpj: string | null,
  ) {
    return {
      access_token: tokens.accessToken,
      token_type: 'Bearer' as const,
      expires_in: tokens.expiresIn,
      refresh_token: tokens.refreshToken,
      cnpj,
    };
  }

  // ── Workplaces and exams ──

  async workplaces(who: Authenticated): Promise<IntegrationWorkplaces> {
    const rows = await this.deps.users.workplacesOf(who.user.id);
    return { workplaces: rows.map((w) => ({ cnpj: w.cnpj, name: w.name, contracted: w.contracted })) };
  }

  /** One of the caller's workplaces by tax id (masked or not); another's answers 404. */
  private async workplace(who: Authenticated, cnpj: string | undefined): Promise<WorkplaceRow> {
    if (!cnpj?.trim()) throw validationError([fieldError('cnpj', 'required')]);
    const workplace = await this.deps.auth.workplaceOf(who, digitsOf(cnpj));
    if (!workplace) throw new AppError('NOT_FOUND');
    return workplace;
  }

  async exams(who: Authenticated, cnpj: string | undefined): Promise<IntegrationExams> {
    const workplace = await this.workplace(who, cnpj);
    const catalogue = await this.deps.ordering.catalogue(workplace, who.user);
    return { cnpj: workplace.cnpj, exams: catalogue.exams };
  }

  // ── Pre-exams ──

  /**
   * POST /integration/v1/pre-exams through the ordering service (every §5 rule, one transaction). The same
   * external id at the same workplace answers the pre-exam it already names (created: false); two equal
   * requests at once still make one row: the unique index refuses the second, which then finds the first.
   */
  async create(
    who: Authenticated,
    request: IntegrationPreExamRequest,
  ): Promise<{ created: boolean; preExam: IntegrationPreExamCreated }> {
    const workplace = await this.workplace(who, request.cnpj);
    if (isVeterinary(workplace))
      throw new AppError('INTEGRATION_PRE_EXAM_NOT_CREATED', {
        fields: [orderingFieldError('patient', 'subjectMustBeAnimal')],
      });
    const { externalId } = request;
    const existing = async () => (externalId ? this.repo.byExternalId(workplace.id, externalId) : undefined);
    const replay = (found: IntegrationPreExam) => ({ created: false, preExam: this.createdView(found) });

    const known = await existing();
    if (known) return replay(known);
    for (let attempt = 1; ; attempt++) {
      // A returning patient (same document at this workplace) is updated with the data sent, as in the wizard.
      const { document } = request.patient;
      const patient = await new PatientsRepository(this.deps.db, workplace.id).byDocument(
        normaliseDocument(document.number),
        document.countryOfOrigin,
      );
      try {
        const created = await this.deps.ordering.create(
          workplace,
          who.user,
          preExamSubmissionOf(request, patient?.id),
          { externalId, requester: request.device },
        );
        return {
          created: true,
          preExam: { id: created.id, protocolNumber: created.protocolNumber, externalId: externalId ?? null },
        };
      } catch (error) {
        // A twin request committed first (its patient or its external id): its pre-exam is the answer.
        if (isUniqueViolation(error) || isAppError(error, 'PATIENT_ALREADY_REGISTERED')) {
          const twin = await existing();
          if (twin) return replay(twin);
          // Another request registered the patient meanwhile: once more, as a returning patient.
          if (attempt === 1 && !patient) continue;
        }
        throw this.inRequestFields(error, request.examIndex);
      }
    }
  }

  private createdView(found: IntegrationPreExam): IntegrationPreExamCreated {
    return { id: found.id, protocolNumber: found.protocolNumber, externalId: found.externalId };
  }

  /** Ordering names fields by its own contract; the integrator sent other names. */
  private inRequestFields(error: unknown, examIndex: number): unknown {
    if (!(error instanceof AppError) || !error.details.fields) return error;
    return new AppError(error.code, {
      ...error.details,
      fields: integrationFieldsOf(error.details.fields, examIndex),
    });
  }

  /** A pre-exam of the workplace named, or of any of the caller's when none is named; else 404. */
  private async find(who: Authenticated, id: string, cnpj: string | undefined) {
    const workplaces = cnpj?.trim()
      ? [await this.workplace(who, cnpj)]
      : await this.deps.users.workplacesOf(who.user.id);
    const preExam = await this.repo.preExamIn(
      workplaces.map((w) => w.id),
      id,
    );
    if (!preExam) throw new AppError('NOT_FOUND');
    return { preExam, workplace: workplaces.find((w) => w.id === preExam.workplaceId) as WorkplaceRow };
  }

  private async examsWithStatus(preExamId: string, locale: Locale) {
    const rows = await this.repo.examsOf(preExamId);
    return rows.map((r) => ({
      ...r,
      lastFailure: lastFailureOf(r.lastRun, locale),
      state: r.state as ExamState,
      status: integrationExamStatus({
        state: r.state as ExamState,
        released: !!r.releasedAt,
        running: r.running,
      }),
    }));
  }

  /**
   * GET …/status?cnpj=: §4 NOT_FOUND is a status, so an id the workplace does not have (never had, deleted,
   * or another workplace's — the same answer) is 200 with status NOT_FOUND; a tax id not the caller's is 404.
   */
  async status(
    who: Authenticated,
    cnpj: string | undefined,
    id: string,
    locale: Locale = defaultLocale,
  ): Promise<IntegrationStatus> {
    const workplace = await this.workplace(who, cnpj);
    const preExam = await this.repo.preExamIn([workplace.id], id);
    const exams = preExam ? await this.examsWithStatus(preExam.id, locale) : [];
    return {
      id,
      externalId: preExam?.externalId ?? null,
      status: preExamApiStatus(exams.map((e) => e.status)),
      exams: exams.map(({ examIndex, examCode, status, state, lastFailure }) => ({
        examIndex,
        examCode,
        status,
        state,
        lastFailure,
      })),
    };
  }

  /** GET …/results?cnpj=: each exam with its released results (none before the release). */
  async resultsOf(
    who: Authenticated,
    cnpj: string | undefined,
    id: string,
    locale: Locale = defaultLocale,
  ): Promise<IntegrationResults> {
    if (!cnpj?.trim()) throw validationError([fieldError('cnpj', 'required')]);
    const { preExam } = await this.find(who, id, cnpj);
    const exams = await this.examsWithStatus(preExam.id, locale);
    return {
      id: preExam.id,
      externalId: preExam.externalId,
      status: preExamApiStatus(exams.map((e) => e.status)),
      exams: await Promise.all(
        exams.map(async (e) => ({
          examIndex: e.examIndex,
          examCode: e.examCode,
          examName: e.examName,
          status: e.status,
          state: e.state,
          lastFailure: e.lastFailure,
          releasedAt: e.releasedAt?.toISOString() ?? null,
          results: e.releasedAt ? (await this.results.of(e.id)).map(resultView) : [],
        })),
      ),
    };
  }

  /** The exam whose report is asked: the only one, or the one of `examIndex`; it must have a report. */
  private async reportExam(preExam: IntegrationPreExam, examIndex: number | undefined) {
    const exams = await this.repo.examsOf(preExam.id);
    let exam = exams[0];
    if (examIndex !== undefined) {
      exam = exams.find((e) => e.examIndex === examIndex);
      if (!exam) throw validationError([fieldError('examIndex', 'invalidOption')]);
    } else if (exams.length > 1) throw validationError([fieldError('examIndex', 'required')]);
    if (!exam || !canOpenReport({ state: exam.state as ExamState, released: !!exam.releasedAt }))
      throw new AppError('INTEGRATION_REPORT_NOT_READY');
    return exam;
  }

  /** GET …/pdf: the §2 report PDF stream (ReportService). */
  async pdf(who: Authenticated, id: string, choice: ReportChoice) {
    const { preExam, workplace } = await this.find(who, id, choice.cnpj);
    const exam = await this.reportExam(preExam, choice.examIndex);
    return this.deps.reports.pdf(
      new WorkplaceReportRepository(this.deps.db, workplace.id),
      exam.id,
      choice.lang,
    );
  }

  /** GET …/report-base64: contracted workplaces only (§6), as GET /exam-requests/:id/report.base64. */
  async base64(who: Authenticated, id: string, choice: ReportChoice): Promise<ReportBase64> {
    const { preExam, workplace } = await this.find(who, id, choice.cnpj);
    if (!workplace.contracted) throw new AppError('REPORT_BASE64_NOT_CONTRACTED');
    const exam = await this.reportExam(preExam, choice.examIndex);
    return this.deps.reports.base64(
      workplace,
      new WorkplaceReportRepository(this.deps.db, workplace.id),
      exam.id,
      choice.lang,
    );
  }

  /** DELETE …/{id}: only while none of its exams has begun (409 INTEGRATION_PRE_EXAM_ALREADY_STARTED). */
  async remove(who: Authenticated, id: string, cnpj: string | undefined): Promise<void> {
    const { preExam } = await this.find(who, id, cnpj);
    if (!(await this.repo.deleteIfNotStarted(preExam.id)))
      throw new AppError('INTEGRATION_PRE_EXAM_ALREADY_STARTED');
  }
}

function resultView(row: Awaited<ReturnType<ResultRepository['of']>>[number]): ResultView {
  return {
    analyteCode: row.analyteCode,
    analyteName: row.analyteName,
    qualitative: row.qualitative,
    value: row.value,
    unit: row.unit,
    lowerLimit: row.lowerLimit,
    upperLimit: row.upperLimit,
    valid: row.valid,
    description: row.description,
    interferent: row.interferent,
    methodology: row.methodology,
    resultAt: row.resultAt.toISOString(),
    source: row.source as ResultView['source'],
    critical: row.critical,
  };
}
