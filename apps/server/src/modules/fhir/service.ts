import type { Bundle, Reference, Resource } from '@medplum/fhirtypes';
import {
  analyteCodesWithLoinc,
  diagnosticReportStatusOf,
  examStates,
  fieldError,
  LOINC_SYSTEM,
  settledExamStates,
  withdrawnExamStates,
} from '@ponto/domain';
import type { Locale } from '@ponto/i18n';
import type { Db } from '../../db/database';
import type { Authenticated, WorkplaceRow } from '../../platform/caller';
import { AppError, validationError } from '../../platform/errors';
import type { AuthRepository } from '../auth/repository';
import { normaliseDocument } from '../auth/service';
import { searchsetBundle } from './bundle';
import { deviceResource } from './device';
import { diagnosticReportResource } from './diagnostic-report';
import { observationResource } from './observation';
import { organizationResource } from './organization';
import { patientResource } from './patient';
import { practitionerResource } from './practitioner';
import {
  type ExamCriteria,
  type ExamStatusCombination,
  FhirRepository,
  type Page,
  type PreExamStatusFilter,
  type Scope,
} from './repository';
import {
  dateBoundsOf,
  idsOf,
  pagingOf,
  type Query,
  referencesOf,
  type Token,
  tokensOf,
  usedParams,
  valuesOf,
} from './search-params';
import { serviceRequestResource } from './service-request';
import { specimenResource } from './specimen';
import { FHIR_BASE_PATH, systems } from './systems';

export const resourceTypes = [
  'Patient',
  'ServiceRequest',
  'Specimen',
  'Observation',
  'DiagnosticReport',
  'Device',
  'Organization',
  'Practitioner',
] as const;
export type ResourceType = (typeof resourceTypes)[number];

/** Who asks and how answers are written: the caller's workplaces, language and the server's address. */
export interface FhirContext {
  scope: Scope;
  locale: Locale;
  /** scheme://host of the request, for absolute URLs. */
  origin: string;
}

type Found = { resources: Resource[]; total: number };

interface TypeDefinition {
  /** Search parameters besides _id, _count, _offset and _include, with their FHIR type. */
  params: Record<string, 'token' | 'reference' | 'date'>;
  /** `_include` values and the references each follows in a matched resource. */
  includes: Record<string, (resource: never) => Array<Reference | undefined> | undefined>;
  find(ctx: FhirContext, query: Query, page: Page): Promise<Found>;
}

const nothing: Found = { resources: [], total: 0 };

/** Token codes whose system is one of `accepted` (or that name no system). */
function codesFor(tokens: Token[], ...accepted: string[]): string[] {
  return tokens.filter((t) => !t.system || accepted.includes(t.system)).map((t) => t.code);
}

/** The (state, released, rectified) combinations whose report status is one of those asked. */
function reportStatusCombinations(statuses: readonly string[]): ExamStatusCombination[] {
  const combinations: ExamStatusCombination[] = [];
  for (const state of examStates)
    for (const released of [false, true])
      for (const rectified of [false, true])
        if (statuses.includes(diagnosticReportStatusOf({ state, released, rectified })))
          combinations.push({ state, released, rectified });
  return combinations;
}

/** A pre-exam's order status (active, completed, revoked) as conditions on its exams' states. */
const orderStatusFilters: Record<string, PreExamStatusFilter> = {
  revoked: { all: { states: withdrawnExamStates, releasedReady: false } },
  completed: {
    all: { states: settledExamStates, releasedReady: true },
    notAll: [{ states: withdrawnExamStates, releasedReady: false }],
  },
  active: { notAll: [{ states: settledExamStates, releasedReady: true }] },
};

/** The ids `Type/id` references name, by type. */
function referencedIds(references: Array<Reference | undefined>): Map<string, string[]> {
  const byType = new Map<string, string[]>();
  for (const ref of references) {
    const [type, id] = ref?.reference?.split('/') ?? [];
    if (!type || !id) continue;
    byType.set(type, [...new Set([...(byType.get(type) ?? []), id])]);
  }
  return byType;
}

/**
 * The FHIR R4 read API over the portal's records: read and search of each resource type, `_include`, and
 * searchset paging. Every read is limited to the caller's workplaces (or the one the call names), so
 * another workplace's resource is not found.
 */
export class FhirService {
  private readonly repo: FhirRepository;
  private readonly types: Record<ResourceType, TypeDefinition>;

  constructor(private readonly deps: { db: Db; users: AuthRepository }) {
    this.repo = new FhirRepository(deps.db);
    this.types = this.definitions();
  }

  /**
   * The workplaces a call may read: the one its tax id names (the door checked it is the caller's), else
   * every one of the caller's. A tax id not the caller's finds nothing at all.
   */
  async scopeOf(
    who: Authenticated,
    workplace: WorkplaceRow | null,
    refusedCnpj: string | null,
  ): Promise<Scope> {
    if (refusedCnpj) throw new AppError('NOT_FOUND');
    if (workplace) return { workplaceIds: [workplace.id] };
    const rows = await this.deps.users.workplacesOf(who.user.id);
    return { workplaceIds: rows.map((w) => w.id) };
  }

  supported(type: ResourceType) {
    const definition = this.types[type];
    return { params: definition.params, includes: Object.keys(definition.includes) };
  }

  async read(type: ResourceType, id: string, ctx: FhirContext): Promise<Resource> {
    const found = await this.types[type].find(ctx, { _id: id }, { limit: 1, offset: 0 });
    const [resource] = found.resources;
    if (!resource) throw new AppError('NOT_FOUND');
    return resource;
  }

  async search(type: ResourceType, query: Query, ctx: FhirContext): Promise<Bundle> {
    const definition = this.types[type];
    const { count, offset } = pagingOf(query);
    const includes = valuesOf(query, '_include').flatMap((v) => v.split(','));
    const unknown = includes.find((name) => !(name in definition.includes));
    if (unknown) throw validationError([fieldError('_include', 'invalidOption')]);
    const found = await definition.find(ctx, query, { limit: count, offset });
    const included = await this.included(found.resources, includes, definition, ctx);
    const base = `${ctx.origin}${FHIR_BASE_PATH}`;
    return searchsetBundle(
      {
        url: `${base}/${type}`,
        params: usedParams(query, ['_id', ...Object.keys(definition.params), '_include']),
        count,
        offset,
        total: found.total,
      },
      found.resources,
      included,
      base,
    );
  }

  /** What `_include` asks for, read within the same workplaces, each resource once. */
  private async included(
    matches: readonly Resource[],
    includes: readonly string[],
    definition: TypeDefinition,
    ctx: FhirContext,
  ): Promise<Resource[]> {
    if (matches.length === 0 || includes.length === 0) return [];
    const references = includes.flatMap((name) =>
      matches.flatMap(
        (r) => (definition.includes[name] as (r: Resource) => Array<Reference | undefined>)(r) ?? [],
      ),
    );
    const seen = new Set(matches.map((r) => `${r.resourceType}/${r.id}`));
    const out: Resource[] = [];
    for (const [type, ids] of referencedIds(references)) {
      const target = this.types[type as ResourceType];
      if (!target) continue;
      const wanted = ids.filter((id) => !seen.has(`${type}/${id}`));
      if (wanted.length === 0) continue;
      const found = await target.find(ctx, { _id: wanted.join(',') }, { limit: wanted.length, offset: 0 });
      for (const r of found.resources) {
        seen.add(`${r.resourceType}/${r.id}`);
        out.push(r);
      }
    }
    return out;
  }

  private definitions(): Record<ResourceType, TypeDefinition> {
    const repo = this.repo;
    return {
      Patient: {
        params: { identifier: 'token' },
        includes: {},
        async find(ctx, query, page) {
          const tokens = tokensOf(query, 'identifier');
          const documents = tokens?.flatMap((t) => [t.code, normaliseDocument(t.code)]);
          const found = await repo.patients(ctx.scope, { ids: idsOf(query), documents }, page);
          return { resources: found.rows.map(patientResource), total: found.total };
        },
      },

      ServiceRequest: {
        params: {
          identifier: 'token',
          patient: 'reference',
          subject: 'reference',
          authored: 'date',
          status: 'token',
        },
        includes: {
          'ServiceRequest:subject': (r: { subject?: Reference }) => [r.subject],
          'ServiceRequest:performer': (r: { performer?: Reference[] }) => r.performer,
        },
        async find(ctx, query, page) {
          const tokens = tokensOf(query, 'identifier');
          const identifiers = tokens?.flatMap((t) =>
            !t.system
              ? [{ value: t.code }]
              : t.system === systems.protocolNumber
                ? [{ kind: 'protocol' as const, value: t.code }]
                : t.system === systems.externalId
                  ? [{ kind: 'external' as const, value: t.code }]
                  : [],
          );
          const statuses = tokensOf(query, 'status')?.flatMap((t) => orderStatusFilters[t.code] ?? []);
          if (identifiers?.length === 0 || statuses?.length === 0) return nothing;
          const found = await repo.preExams(
            ctx.scope,
            {
              ids: idsOf(query),
              identifiers,
              patientIds: referencesOf(query, ['patient', 'subject'], 'Patient'),
              authored: dateBoundsOf(query, 'authored'),
              status: statuses,
            },
            page,
          );
          return {
            resources: found.rows.map((r) => serviceRequestResource(r, ctx.locale)),
            total: found.total,
          };
        },
      },

      Specimen: {
        params: { patient: 'reference', subject: 'reference' },
        includes: { 'Specimen:subject': (r: { subject?: Reference }) => [r.subject] },
        async find(ctx, query, page) {
          const found = await repo.exams(
            ctx.scope,
            { ids: idsOf(query), patientIds: referencesOf(query, ['patient', 'subject'], 'Patient') },
            page,
          );
          return { resources: found.rows.map(specimenResource), total: found.total };
        },
      },

      Observation: {
        params: { patient: 'reference', subject: 'reference', code: 'token', date: 'date', status: 'token' },
        includes: {
          'Observation:subject': (r: { subject?: Reference }) => [r.subject],
          'Observation:specimen': (r: { specimen?: Reference }) => [r.specimen],
          'Observation:device': (r: { device?: Reference }) => [r.device],
        },
        async find(ctx, query, page) {
          const codes = tokensOf(query, 'code');
          const analyteCodes = codes?.flatMap((t) => {
            const local = !t.system || t.system === systems.analyteCode ? [t.code] : [];
            const loinc = !t.system || t.system === LOINC_SYSTEM ? analyteCodesWithLoinc(t.code) : [];
            return [...local, ...loinc];
          });
          const statuses = codesFor(
            tokensOf(query, 'status') ?? [],
            'http://hl7.org/fhir/observation-status',
          );
          const askedStatus = valuesOf(query, 'status').length > 0;
          const final = statuses.includes('final');
          const corrected = statuses.includes('corrected');
          if (askedStatus && !final && !corrected) return nothing;
          if (analyteCodes?.length === 0) return nothing;
          const found = await repo.results(
            ctx.scope,
            {
              ids: idsOf(query),
              patientIds: referencesOf(query, ['patient', 'subject'], 'Patient'),
              analyteCodes,
              issued: dateBoundsOf(query, 'date'),
              ...(askedStatus && final !== corrected && { rectified: corrected }),
            },
            page,
          );
          return { resources: found.rows.map((r) => observationResource(r, ctx.locale)), total: found.total };
        },
      },

      DiagnosticReport: {
        params: {
          identifier: 'token',
          patient: 'reference',
          subject: 'reference',
          'based-on': 'reference',
          date: 'date',
          status: 'token',
        },
        includes: {
          'DiagnosticReport:subject': (r: { subject?: Reference }) => [r.subject],
          'DiagnosticReport:result': (r: { result?: Reference[] }) => r.result,
          'DiagnosticReport:specimen': (r: { specimen?: Reference[] }) => r.specimen,
          'DiagnosticReport:based-on': (r: { basedOn?: Reference[] }) => r.basedOn,
          'DiagnosticReport:results-interpreter': (r: { resultsInterpreter?: Reference[] }) =>
            r.resultsInterpreter,
          'DiagnosticReport:performer': (r: { performer?: Reference[] }) => r.performer,
        },
        async find(ctx, query, page) {
          const identifiers: ExamCriteria['identifiers'] = tokensOf(query, 'identifier')?.flatMap((t) => {
            if (!t.system) return [{ value: t.code }];
            if (t.system === systems.protocolNumber) return [{ kind: 'protocol' as const, value: t.code }];
            if (t.system === systems.externalId) return [{ kind: 'external' as const, value: t.code }];
            const exam = /^(.+)\/(\d+)$/.exec(t.code);
            if (t.system === systems.examIdentifier && exam)
              return [{ kind: 'exam' as const, value: exam[1] as string, examIndex: Number(exam[2]) }];
            return [];
          });
          const statuses = tokensOf(query, 'status')?.map((t) => t.code);
          if (identifiers?.length === 0) return nothing;
          const found = await repo.exams(
            ctx.scope,
            {
              ids: idsOf(query),
              identifiers,
              patientIds: referencesOf(query, ['patient', 'subject'], 'Patient'),
              preExamIds: referencesOf(query, ['based-on'], 'ServiceRequest'),
              effective: dateBoundsOf(query, 'date'),
              ...(statuses && { status: reportStatusCombinations(statuses) }),
            },
            page,
          );
          return {
            resources: found.rows.map((r) => diagnosticReportResource(r, ctx.locale, ctx.origin)),
            total: found.total,
          };
        },
      },

      Device: {
        params: { identifier: 'token' },
        includes: {},
        async find(ctx, query, page) {
          const codes = tokensOf(query, 'identifier');
          const found = await repo.readers(
            ctx.scope,
            { ids: idsOf(query), codes: codes && codesFor(codes, systems.readerCode) },
            page,
          );
          return { resources: found.rows.map(deviceResource), total: found.total };
        },
      },

      Organization: {
        params: { identifier: 'token' },
        includes: {},
        async find(ctx, query, page) {
          const cnpjs = tokensOf(query, 'identifier');
          const found = await repo.organizations(
            ctx.scope,
            {
              ids: idsOf(query),
              cnpjs: cnpjs && codesFor(cnpjs, systems.cnpj).map((c) => c.replace(/\D/g, '')),
            },
            page,
          );
          return { resources: found.rows.map(organizationResource), total: found.total };
        },
      },

      Practitioner: {
        params: { identifier: 'token' },
        includes: {},
        async find(ctx, query, page) {
          const registrations = tokensOf(query, 'identifier');
          const councilNumbers =
            registrations && codesFor(registrations, systems.council).map(councilNumberOf);
          const found = await repo.practitioners(ctx.scope, { ids: idsOf(query), councilNumbers }, page);
          return { resources: found.rows.map(practitionerResource), total: found.total };
        },
      },
    };
  }
}

/** `CRBM-RJ-98765` → `98765`: the number is what the registration is looked up by. */
function councilNumberOf(registration: string): string {
  return registration.split('-').at(-1) ?? registration;
}
