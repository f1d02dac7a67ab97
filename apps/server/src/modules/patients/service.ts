import {
  type AnonymisedRegistration,
  calendarDateOf,
  fieldError,
  isAnonymisedRegistration,
  PATIENT_SEARCH_MIN_LENGTH,
  type PatientRegistration,
  patientRegistrationProblems,
  searchProblemKeys,
  searchProblems,
  toIsoDate,
} from '@ponto/domain';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import { normaliseDocument } from '../auth/service';
import type { PatientRow, PatientsRepository } from './repository';
import { decodeSearchCursor, SEARCH_PAGE_SIZE, searchPage } from './search-page';

/** Lower case without accents: "João" is found by "joao" and by "JOÃO". */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

export interface PatientRecord {
  id: string;
  /** The full registration, or what an anonymisation left of it (docs/patient-data-rights.md). */
  registration: PatientRegistration | AnonymisedRegistration;
  anonymisedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

function toRecord(row: PatientRow): PatientRecord {
  return {
    id: row.id,
    registration: row.registration,
    anonymisedAt: row.anonymisedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Each call works on one workplace's patients: the repository it is given is bound to that workplace. */
export class PatientsService {
  constructor(private readonly deps: { clock: Clock }) {}

  private today(): string {
    return toIsoDate(calendarDateOf(this.deps.clock.now()));
  }

  /** The schema checked each field; here the rules across fields (§5), on the server whatever the UI did. */
  private check(registration: PatientRegistration): void {
    const problems = patientRegistrationProblems(registration, this.today());
    if (problems.length > 0) throw validationError(problems);
  }

  private columns(registration: PatientRegistration) {
    const { patient } = registration;
    return {
      documentType: patient.document.type,
      documentNumber: normaliseDocument(patient.document.number),
      documentCountry: patient.document.countryOfOrigin,
      fullName: patient.fullName,
      searchName: searchKey(patient.fullName),
      birthDate: patient.birthDate,
      registration,
    };
  }

  async create(
    patients: PatientsRepository,
    userId: string,
    registration: PatientRegistration,
  ): Promise<PatientRecord> {
    this.check(registration);
    const row = await patients.insert({
      createdBy: userId,
      ...this.columns(registration),
    });
    if (!row) throw new AppError('PATIENT_ALREADY_REGISTERED');
    return toRecord(row);
  }

  async update(
    patients: PatientsRepository,
    id: string,
    registration: PatientRegistration,
  ): Promise<PatientRecord> {
    this.check(registration);
    try {
      const row = await patients.update(id, {
        ...this.columns(registration),
        updatedAt: this.deps.clock.now(),
      });
      if (!row) {
        const existing = await patients.byId(id);
        throw new AppError(existing ? 'PATIENT_ALREADY_ANONYMISED' : 'NOT_FOUND');
      }
      return toRecord(row);
    } catch (error) {
      // Changing the document to one another patient of the workplace has.
      if ((error as { code?: string }).code === '23505') throw new AppError('PATIENT_ALREADY_REGISTERED');
      throw error;
    }
  }

  async get(patients: PatientsRepository, id: string): Promise<PatientRecord> {
    const row = await patients.byId(id);
    if (!row) throw new AppError('NOT_FOUND');
    return toRecord(row);
  }

  /** §7 patients/get/data/v2: the patient the workplace registered with this document, to fill the wizard. */
  async byDocument(patients: PatientsRepository, document: string, country: string): Promise<PatientRecord> {
    const row = await patients.byDocument(normaliseDocument(document), country.toUpperCase());
    if (!row) throw new AppError('PATIENT_NOT_REGISTERED');
    return toRecord(row);
  }

  /** §5 search: not empty, at least 3 characters; 'load more' pages of 20 by name. */
  async search(patients: PatientsRepository, query: string, cursor: string | undefined) {
    const problems = searchProblems(query, { patient: true });
    if (problems.length > 0) {
      throw validationError(
        problems.map((p) => fieldError('search', searchProblemKeys[p], { min: PATIENT_SEARCH_MIN_LENGTH })),
      );
    }
    const after = cursor ? decodeSearchCursor(cursor) : null;
    const rows = await patients.search(
      searchKey(query),
      normaliseDocument(query).replace(/\D/g, ''),
      after,
      SEARCH_PAGE_SIZE + 1,
    );
    return searchPage(rows, (row) => ({
      id: row.id,
      fullName: row.fullName,
      documentType: row.documentType,
      documentNumber: row.documentNumber,
      documentCountry: row.documentCountry,
      birthDate: row.birthDate,
      // The search leaves anonymised patients out; they have no phone either.
      phone: isAnonymisedRegistration(row.registration) ? '' : row.registration.patient.phone,
    }));
  }
}
