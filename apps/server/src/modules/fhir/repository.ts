import { and, asc, count, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  examRequests,
  examResults,
  examRuns,
  exams,
  patients,
  preExams,
  readers,
  resultRevisions,
  users,
  workplaces,
} from '../../db/schema';

/** Which rows a search wants: `limit` rows from `offset`, in a stable order. */
export interface Page {
  limit: number;
  offset: number;
}

/** One bound of a date search, already widened to the precision the client gave. */
export interface DateBound {
  op: '>=' | '<';
  at: Date;
}

export interface Found<T> {
  rows: T[];
  total: number;
}

/** Every read is limited to the caller's workplaces: a row elsewhere is never found. */
export interface Scope {
  workplaceIds: readonly string[];
}

const none = sql`false`;

function dateConditions(column: SQL | typeof examResults.resultAt, bounds: readonly DateBound[]): SQL[] {
  return bounds.map((b) => (b.op === '>=' ? sql`${column} >= ${b.at}` : sql`${column} < ${b.at}`));
}

async function paged<T>(
  rowsQuery: Promise<T[]>,
  totalQuery: Promise<Array<{ n: number }>>,
): Promise<Found<T>> {
  const [rows, [total]] = await Promise.all([rowsQuery, totalQuery]);
  return { rows, total: total?.n ?? 0 };
}

// ── Patients ──

export interface PatientCriteria {
  ids?: readonly string[];
  /** Document numbers (digits as stored). */
  documents?: readonly string[];
}

const patientColumns = {
  id: patients.id,
  workplaceId: patients.workplaceId,
  fullName: patients.fullName,
  birthDate: patients.birthDate,
  documentType: patients.documentType,
  documentNumber: patients.documentNumber,
  documentCountry: patients.documentCountry,
  registration: patients.registration,
  anonymisedAt: patients.anonymisedAt,
  updatedAt: patients.updatedAt,
};
export type PatientRow = { [K in keyof typeof patientColumns]: (typeof patients.$inferSelect)[K] };

// ── Pre-exams (ServiceRequest) ──

export interface PreExamExam {
  id: string;
  examIndex: number;
  code: string;
  name: Record<string, string>;
  state: string;
  released: boolean;
}

export interface PreExamCriteria {
  ids?: readonly string[];
  identifiers?: ReadonlyArray<{ kind?: 'protocol' | 'external'; value: string }>;
  patientIds?: readonly string[];
  authored?: readonly DateBound[];
  /** Any of these statuses (each a condition on the pre-exam's exams). */
  status?: readonly PreExamStatusFilter[];
}

/**
 * A pre-exam status as sets of exam states, from the domain's rule: every exam in `all`, or `notAll` when
 * the status is what is left over. An exam released counts as in the state `released` names.
 */
export interface PreExamStatusFilter {
  all?: { states: readonly string[]; releasedReady: boolean };
  notAll?: Array<{ states: readonly string[]; releasedReady: boolean }>;
}

function everyExam(set: { states: readonly string[]; releasedReady: boolean }): SQL {
  const states = set.states.length
    ? sql.join(
        set.states.map((s) => sql`${s}`),
        sql`, `,
      )
    : sql`null`;
  const ready = set.releasedReady ? sql` or (er.status = 'ready' and er.released_at is not null)` : sql``;
  return sql`(exists (select 1 from ${examRequests} er where er.pre_exam_id = pre_exams.id)
    and not exists (select 1 from ${examRequests} er where er.pre_exam_id = pre_exams.id
      and not (er.status in (${states})${ready})))`;
}

function preExamStatusCondition(filter: PreExamStatusFilter): SQL {
  return (
    and(
      filter.all && everyExam(filter.all),
      ...(filter.notAll ?? []).map((set) => sql`not ${everyExam(set)}`),
    ) ?? sql`true`
  );
}

/** An exam's report status as the (state, released, rectified) combinations the domain maps to it. */
export type ExamStatusCombination = { state: string; released: boolean; rectified: boolean };

function examStatusCondition(combinations: readonly ExamStatusCombination[]): SQL {
  if (combinations.length === 0) return none;
  const rectified = sql`exists (select 1 from ${resultRevisions} v where v.exam_request_id = exam_requests.id)`;
  return or(
    ...combinations.map(
      (c) =>
        sql`(exam_requests.status = ${c.state} and exam_requests.released_at is ${c.released ? sql`not null` : sql`null`} and ${c.rectified ? rectified : sql`not ${rectified}`})`,
    ),
  ) as SQL;
}

const preExamExams = sql<PreExamExam[]>`coalesce((select json_agg(json_build_object(
    'id', er.id, 'examIndex', er.exam_index, 'code', e.code, 'name', e.name,
    'state', er.status, 'released', er.released_at is not null) order by er.exam_index)
  from ${examRequests} er join ${exams} e on e.id = er.exam_id where er.pre_exam_id = pre_exams.id), '[]'::json)`;

const preExamColumns = {
  id: preExams.id,
  workplaceId: preExams.workplaceId,
  protocolNumber: preExams.protocolNumber,
  externalId: preExams.externalId,
  patientId: preExams.patientId,
  requester: preExams.requester,
  createdAt: preExams.createdAt,
  exams: preExamExams,
};
export type PreExamRow = {
  id: string;
  workplaceId: string;
  protocolNumber: string;
  externalId: string | null;
  patientId: string | null;
  requester: string | null;
  createdAt: Date;
  exams: PreExamExam[];
};

// ── Exam requests (DiagnosticReport, Specimen) ──

export interface ExamCriteria {
  ids?: readonly string[];
  /**
   * The exam's own identifier (protocol number and exam index), or its pre-exam's protocol number or
   * external id; without a kind, any of the pre-exam's.
   */
  identifiers?: ReadonlyArray<{ kind?: 'protocol' | 'external' | 'exam'; value: string; examIndex?: number }>;
  patientIds?: readonly string[];
  preExamIds?: readonly string[];
  effective?: readonly DateBound[];
  status?: readonly ExamStatusCombination[];
}

const firstRun = sql`(select r.id from ${examRuns} r where r.exam_request_id = exam_requests.id order by r.started_at limit 1)`;
/** When the sample was taken: the first run on a reader; the order's time until then. */
const effectiveAt = sql<Date>`coalesce((select min(r.started_at) from ${examRuns} r where r.exam_request_id = exam_requests.id), exam_requests.created_at)`;

const examColumns = {
  id: examRequests.id,
  workplaceId: examRequests.workplaceId,
  preExamId: examRequests.preExamId,
  protocolNumber: preExams.protocolNumber,
  externalId: preExams.externalId,
  patientId: preExams.patientId,
  examIndex: examRequests.examIndex,
  examCode: exams.code,
  examName: exams.name,
  sampleType: exams.sampleType,
  analyteCount: sql<number>`(select count(*)::int from exam_analytes a where a.exam_id = exams.id)`,
  firstAnalyteCode: sql<string | null>`(select min(a.code) from exam_analytes a where a.exam_id = exams.id)`,
  state: examRequests.status,
  releasedAt: examRequests.releasedAt,
  releasedBy: examRequests.releasedBy,
  createdAt: examRequests.createdAt,
  effectiveAt: sql<Date | string>`${effectiveAt}`,
  rectified: sql<boolean>`exists (select 1 from ${resultRevisions} v where v.exam_request_id = exam_requests.id)`,
  resultIds: sql<string[]>`coalesce((select array_agg(x.id order by x.analyte_code) from ${examResults} x
    where x.exam_request_id = exam_requests.id and exam_requests.released_at is not null), '{}')`,
  collectedAt: sql<Date | string | null>`(select r.started_at from ${examRuns} r where r.id = ${firstRun})`,
  capsuleCode: sql<string | null>`(select r.capsule_code from ${examRuns} r where r.id = ${firstRun})`,
  readerId: sql<string | null>`(select r.reader_id from ${examRuns} r where r.id = ${firstRun})`,
};
export type ExamRow = {
  id: string;
  workplaceId: string;
  preExamId: string;
  protocolNumber: string;
  externalId: string | null;
  patientId: string | null;
  examIndex: number;
  examCode: string;
  examName: Record<string, string>;
  sampleType: string;
  analyteCount: number;
  firstAnalyteCode: string | null;
  state: string;
  releasedAt: Date | null;
  releasedBy: string | null;
  createdAt: Date;
  effectiveAt: Date | string;
  rectified: boolean;
  resultIds: string[];
  collectedAt: Date | string | null;
  capsuleCode: string | null;
  readerId: string | null;
};

// ── Results (Observation) ──

export interface ResultCriteria {
  ids?: readonly string[];
  patientIds?: readonly string[];
  examRequestIds?: readonly string[];
  analyteCodes?: readonly string[];
  issued?: readonly DateBound[];
  /** true: only rectified results; false: only results never rectified. */
  rectified?: boolean;
}

const resultColumns = {
  id: examResults.id,
  examRequestId: examResults.examRequestId,
  workplaceId: examRequests.workplaceId,
  preExamId: examRequests.preExamId,
  patientId: preExams.patientId,
  analyteCode: examResults.analyteCode,
  analyteName: examResults.analyteName,
  qualitative: examResults.qualitative,
  value: examResults.value,
  unit: examResults.unit,
  lowerLimit: examResults.lowerLimit,
  upperLimit: examResults.upperLimit,
  valid: examResults.valid,
  methodology: examResults.methodology,
  resultAt: examResults.resultAt,
  critical: examResults.critical,
  releasedAt: examRequests.releasedAt,
  releasedBy: examRequests.releasedBy,
  readerId: sql<string | null>`(select r.reader_id from ${examRuns} r where r.id = exam_results.run_id)`,
  rectified: sql<boolean>`exists (select 1 from ${resultRevisions} v where v.exam_request_id = exam_results.exam_request_id and v.analyte_code = exam_results.analyte_code)`,
};
export type ResultRow = {
  id: string;
  examRequestId: string;
  workplaceId: string;
  preExamId: string;
  patientId: string | null;
  analyteCode: string;
  analyteName: Record<string, string>;
  qualitative: boolean;
  value: string;
  unit: string | null;
  lowerLimit: string | null;
  upperLimit: string | null;
  valid: boolean;
  methodology: string | null;
  resultAt: Date;
  critical: boolean;
  releasedAt: Date | null;
  releasedBy: string | null;
  readerId: string | null;
  rectified: boolean;
};

// ── Readers, workplaces, releasers ──

const readerColumns = {
  id: readers.id,
  code: readers.code,
  family: readers.family,
  workplaceId: readers.workplaceId,
  virtual: readers.virtual,
  statusAt: readers.statusAt,
};
export type ReaderRow = {
  id: string;
  code: string;
  family: string;
  workplaceId: string | null;
  virtual: boolean;
  statusAt: Date | null;
};

const workplaceColumns = {
  id: workplaces.id,
  cnpj: workplaces.cnpj,
  name: workplaces.name,
  classification: workplaces.classification,
};
export type OrganizationRow = { id: string; cnpj: string; name: string; classification: string };

const practitionerColumns = {
  id: users.id,
  name: users.name,
  councilAcronym: users.councilAcronym,
  councilState: users.councilState,
  councilNumber: users.councilNumber,
  profession: users.profession,
};
export type PractitionerRow = {
  id: string;
  name: string;
  councilAcronym: string | null;
  councilState: string | null;
  councilNumber: string | null;
  profession: string | null;
};

/**
 * The SQL of the FHIR read API. Only human patients' records are read (animals are not FHIR Patients here),
 * results only once released (§2 release), and every query is limited to the scope's workplaces.
 */
export class FhirRepository {
  constructor(private readonly db: Db) {}

  async patients(scope: Scope, criteria: PatientCriteria, page: Page): Promise<Found<PatientRow>> {
    const where = and(
      scope.workplaceIds.length ? inArray(patients.workplaceId, [...scope.workplaceIds]) : none,
      criteria.ids && inArray(patients.id, [...criteria.ids]),
      criteria.documents && inArray(patients.documentNumber, [...criteria.documents]),
    );
    return paged(
      this.db
        .select(patientColumns)
        .from(patients)
        .where(where)
        .orderBy(asc(patients.createdAt), asc(patients.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ n: count() }).from(patients).where(where),
    );
  }

  private preExamWhere(scope: Scope, criteria: PreExamCriteria) {
    const identifiers = criteria.identifiers?.map((token) =>
      token.kind === 'protocol'
        ? eq(preExams.protocolNumber, token.value)
        : token.kind === 'external'
          ? eq(preExams.externalId, token.value)
          : or(eq(preExams.protocolNumber, token.value), eq(preExams.externalId, token.value)),
    );
    return and(
      scope.workplaceIds.length ? inArray(preExams.workplaceId, [...scope.workplaceIds]) : none,
      isNotNull(preExams.patientId),
      criteria.ids && inArray(preExams.id, [...criteria.ids]),
      identifiers && or(...identifiers),
      criteria.patientIds && inArray(preExams.patientId, [...criteria.patientIds]),
      ...dateConditions(sql`pre_exams.created_at`, criteria.authored ?? []),
      criteria.status && (or(...criteria.status.map(preExamStatusCondition)) ?? none),
    );
  }

  async preExams(scope: Scope, criteria: PreExamCriteria, page: Page): Promise<Found<PreExamRow>> {
    const where = this.preExamWhere(scope, criteria);
    return paged(
      this.db
        .select(preExamColumns)
        .from(preExams)
        .where(where)
        .orderBy(asc(preExams.createdAt), asc(preExams.id))
        .limit(page.limit)
        .offset(page.offset) as Promise<PreExamRow[]>,
      this.db.select({ n: count() }).from(preExams).where(where),
    );
  }

  private examWhere(scope: Scope, criteria: ExamCriteria) {
    const identifiers = criteria.identifiers?.map((token) =>
      token.kind === 'exam'
        ? and(eq(preExams.protocolNumber, token.value), eq(examRequests.examIndex, token.examIndex ?? -1))
        : token.kind === 'protocol'
          ? eq(preExams.protocolNumber, token.value)
          : token.kind === 'external'
            ? eq(preExams.externalId, token.value)
            : or(eq(preExams.protocolNumber, token.value), eq(preExams.externalId, token.value)),
    );
    return and(
      scope.workplaceIds.length ? inArray(examRequests.workplaceId, [...scope.workplaceIds]) : none,
      isNotNull(preExams.patientId),
      criteria.ids && inArray(examRequests.id, [...criteria.ids]),
      identifiers && or(...identifiers),
      criteria.patientIds && inArray(preExams.patientId, [...criteria.patientIds]),
      criteria.preExamIds && inArray(examRequests.preExamId, [...criteria.preExamIds]),
      ...dateConditions(effectiveAt, criteria.effective ?? []),
      criteria.status && examStatusCondition(criteria.status),
    );
  }

  async exams(scope: Scope, criteria: ExamCriteria, page: Page): Promise<Found<ExamRow>> {
    const where = this.examWhere(scope, criteria);
    return paged(
      this.db
        .select(examColumns)
        .from(examRequests)
        .innerJoin(preExams, eq(preExams.id, examRequests.preExamId))
        .innerJoin(exams, eq(exams.id, examRequests.examId))
        .where(where)
        .orderBy(asc(examRequests.createdAt), asc(examRequests.id))
        .limit(page.limit)
        .offset(page.offset) as Promise<ExamRow[]>,
      this.db
        .select({ n: count() })
        .from(examRequests)
        .innerJoin(preExams, eq(preExams.id, examRequests.preExamId))
        .where(where),
    );
  }

  async results(scope: Scope, criteria: ResultCriteria, page: Page): Promise<Found<ResultRow>> {
    const revised = sql`exists (select 1 from ${resultRevisions} v
      where v.exam_request_id = exam_results.exam_request_id and v.analyte_code = exam_results.analyte_code)`;
    const where = and(
      scope.workplaceIds.length ? inArray(examRequests.workplaceId, [...scope.workplaceIds]) : none,
      isNotNull(preExams.patientId),
      isNotNull(examRequests.releasedAt),
      criteria.ids && inArray(examResults.id, [...criteria.ids]),
      criteria.patientIds && inArray(preExams.patientId, [...criteria.patientIds]),
      criteria.examRequestIds && inArray(examResults.examRequestId, [...criteria.examRequestIds]),
      criteria.analyteCodes && inArray(examResults.analyteCode, [...criteria.analyteCodes]),
      ...dateConditions(sql`exam_results.result_at`, criteria.issued ?? []),
      criteria.rectified === undefined ? undefined : criteria.rectified ? revised : sql`not ${revised}`,
    );
    const from = () =>
      this.db
        .select(resultColumns)
        .from(examResults)
        .innerJoin(examRequests, eq(examRequests.id, examResults.examRequestId))
        .innerJoin(preExams, eq(preExams.id, examRequests.preExamId));
    return paged(
      from()
        .where(where)
        .orderBy(asc(examResults.resultAt), asc(examResults.id))
        .limit(page.limit)
        .offset(page.offset) as Promise<ResultRow[]>,
      this.db
        .select({ n: count() })
        .from(examResults)
        .innerJoin(examRequests, eq(examRequests.id, examResults.examRequestId))
        .innerJoin(preExams, eq(preExams.id, examRequests.preExamId))
        .where(where),
    );
  }

  async readers(
    scope: Scope,
    criteria: { ids?: readonly string[]; codes?: readonly string[] },
    page: Page,
  ): Promise<Found<ReaderRow>> {
    const where = and(
      scope.workplaceIds.length ? inArray(readers.workplaceId, [...scope.workplaceIds]) : none,
      criteria.ids && inArray(readers.id, [...criteria.ids]),
      criteria.codes && inArray(readers.code, [...criteria.codes]),
    );
    return paged(
      this.db
        .select(readerColumns)
        .from(readers)
        .where(where)
        .orderBy(asc(readers.code))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ n: count() }).from(readers).where(where),
    );
  }

  async organizations(
    scope: Scope,
    criteria: { ids?: readonly string[]; cnpjs?: readonly string[] },
    page: Page,
  ): Promise<Found<OrganizationRow>> {
    const where = and(
      scope.workplaceIds.length ? inArray(workplaces.id, [...scope.workplaceIds]) : none,
      criteria.ids && inArray(workplaces.id, [...criteria.ids]),
      criteria.cnpjs && inArray(workplaces.cnpj, [...criteria.cnpjs]),
    );
    return paged(
      this.db
        .select(workplaceColumns)
        .from(workplaces)
        .where(where)
        .orderBy(asc(workplaces.name), asc(workplaces.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ n: count() }).from(workplaces).where(where),
    );
  }

  /** Who released an exam of the scope's workplaces (§2 release): the practitioners its reports name. */
  async practitioners(
    scope: Scope,
    criteria: { ids?: readonly string[]; councilNumbers?: readonly string[] },
    page: Page,
  ): Promise<Found<PractitionerRow>> {
    const releasedHere = scope.workplaceIds.length
      ? sql`exists (select 1 from ${examRequests} er where er.released_by = users.id
          and er.workplace_id in (${sql.join(
            scope.workplaceIds.map((id) => sql`${id}`),
            sql`, `,
          )}))`
      : none;
    const where = and(
      releasedHere,
      criteria.ids && inArray(users.id, [...criteria.ids]),
      criteria.councilNumbers && inArray(users.councilNumber, [...criteria.councilNumbers]),
    );
    return paged(
      this.db
        .select(practitionerColumns)
        .from(users)
        .where(where)
        .orderBy(asc(users.name), asc(users.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ n: count() }).from(users).where(where),
    );
  }
}
