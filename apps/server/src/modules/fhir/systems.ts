import { LOCAL_ANALYTE_SYSTEM } from '@ponto/domain';

/** The naming systems and code systems the FHIR API writes (docs/fhir.md lists them). */
const ponto = 'https://ponto.health/fhir';

export const FHIR_BASE_PATH = '/fhir/R4';
export const FHIR_CONTENT_TYPE = 'application/fhir+json; charset=utf-8';

export const systems = {
  /** Brazil's national naming systems (RNDS) for CPF and CNPJ numbers. */
  cpf: 'http://www.saude.gov.br/fhir/r4/NamingSystem/cpf',
  cnpj: 'http://www.saude.gov.br/fhir/r4/NamingSystem/cnpj',
  /** Any other identity document: the type and country follow in the path. */
  document: `${ponto}/sid/document`,
  /** §3 protocol number: unique within its workplace (the identifier's assigner). */
  protocolNumber: `${ponto}/sid/protocol-number`,
  /** §3 external_id: the integrator's own id, unique within its workplace. */
  externalId: `${ponto}/sid/external-id`,
  /** An exam of a pre-exam: its protocol number and exam index, e.g. 2026000123/1. */
  examIdentifier: `${ponto}/sid/exam`,
  /** The capsule (sample container) code a reader read. */
  capsuleCode: `${ponto}/sid/capsule-code`,
  /** A reader's code, printed on the device. */
  readerCode: `${ponto}/sid/reader-code`,
  /** A professional council registration: acronym, state and number (e.g. CRBM-RJ-98765). */
  council: `${ponto}/sid/council-registration`,
  examCode: `${ponto}/CodeSystem/exam`,
  analyteCode: LOCAL_ANALYTE_SYSTEM,
  errorCode: `${ponto}/CodeSystem/error`,
  interpretation: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  diagnosticServiceSection: 'http://terminology.hl7.org/CodeSystem/v2-0074',
  dataAbsentReason: 'http://terminology.hl7.org/CodeSystem/data-absent-reason',
  identifierType: 'http://terminology.hl7.org/CodeSystem/v2-0203',
  organizationType: 'http://terminology.hl7.org/CodeSystem/organization-type',
} as const;

/** `system|value` for a document: CPF in the national system, others under Ponto's with type and country. */
export function documentSystem(type: string, country: string): string {
  if (type === 'cpf' && country === 'BR') return systems.cpf;
  return `${systems.document}/${type}/${country}`;
}
