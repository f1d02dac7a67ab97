import { z } from 'zod';
import { qualitativeKeyOf } from '../results/report-wording';

/**
 * The laboratory result document of Brazil's national health data network (RNDS, "Resultado de Exame
 * Laboratorial"), as its published profiles define it (docs/rnds.md names the versions and the sources).
 * RNDS references people and establishments by their national identifiers, never by resource references
 * (the profiles set `reference` to 0..0), so the document holds only the Composition, one Observation per
 * analyte and the Specimen.
 */

const saude = 'http://www.saude.gov.br/fhir/r4';

export const RNDS_PROFILES = {
  composition: `${saude}/StructureDefinition/BRResultadoExameLaboratorial-1.1`,
  observation: `${saude}/StructureDefinition/BRDiagnosticoLaboratorioClinico-1.0`,
  specimen: `${saude}/StructureDefinition/BRAmostraBiologica-1.0`,
} as const;

export const RNDS_SYSTEMS = {
  /** The individual: the profile fixes this system; its value is the CNS or the CPF. */
  individual: `${saude}/StructureDefinition/BRIndividuo-1.0`,
  /** An establishment by its CNES number. */
  establishment: `${saude}/StructureDefinition/BREstabelecimentoSaude-1.0`,
  /** A legal person (CNPJ) that is not identified by a CNES. */
  legalPerson: `${saude}/StructureDefinition/BRPessoaJuridicaProfissionalLiberal-1.0`,
  documentType: `${saude}/CodeSystem/BRTipoDocumento`,
  susSubgroup: `${saude}/CodeSystem/BRSubgrupoTabelaSUS`,
  examLoinc: `${saude}/CodeSystem/BRNomeExameLOINC`,
  qualitativeResult: `${saude}/CodeSystem/BRResultadoQualitativoExame`,
  sampleType: `${saude}/CodeSystem/BRTipoAmostraGAL`,
} as const;

/** Bundle.identifier's system: RNDS gives each sending establishment its own, at accreditation. */
export function rndsDocumentSystem(requesterId: string): string {
  return `${saude}/NamingSystem/BRRNDS-${requesterId}`;
}

export interface RndsExamCoding {
  /** A term of RNDS's BRNomeExameLOINC code system (a LOINC subset it publishes). */
  loinc: { code: string; display: string };
  /** SUS table subgroup: 0214 rapid test, 0202 clinical laboratory. */
  susSubgroup: '0202' | '0214';
}

/**
 * Every notifiable catalogue exam and its RNDS coding. RNDS's exam code systems (BRNomeExameLOINC version
 * 20200416, BRNomeExameGAL 20200504) hold SARS-CoV-2 terms only, so the other notifiable exams have no
 * code RNDS accepts in this document: null, and the portal does not produce a document RNDS would refuse.
 */
export const RNDS_EXAMS: Readonly<Record<string, RndsExamCoding | null>> = {
  COVID_AG: {
    loinc: {
      code: '94558-4',
      display: 'SARS-CoV-2 Ag [Presence] in Respiratory specimen by Rapid immunoassay',
    },
    susSubgroup: '0214',
  },
  COVID_PCR: {
    loinc: {
      code: '94500-6',
      display: 'SARS-CoV-2 RNA [Presence] in Respiratory specimen by NAA with probe detection',
    },
    susSubgroup: '0202',
  },
  HIV: null,
  SYPHILIS: null,
  HBSAG: null,
};

/** Catalogue sample types in RNDS's BRTipoAmostraGAL code system. */
const sampleTypes: Record<string, { code: string; display: string }> = {
  nasal_swab: { code: 'SWNAS', display: 'Swab Nasal' },
  capillary_blood: { code: 'SGHEM', display: 'Sangue' },
  venous_blood: { code: 'SGHEM', display: 'Sangue' },
  conjunctival_swab: { code: 'SWOCU', display: 'Swab Ocular' },
};

/** BRResultadoQualitativoExame: 1 detectable, 2 not detectable, 3 inconclusive; an invalid test has none. */
const qualitativeResults = {
  positive: { code: '1', display: 'Detectável' },
  negative: { code: '2', display: 'Não Detectável' },
  inconclusive: { code: '3', display: 'Inconclusivo' },
} as const;

/** A released exam of a person, with what the RNDS document carries. */
export interface RndsExamInput {
  examCode: string;
  sampleType: string;
  /** The patient's identity document: RNDS identifies the individual by CPF (or CNS, which Ponto does not keep). */
  document: { type: string; country: string; number: string };
  establishment: { cnes: string | null; cnpj: string };
  /** ISO instant the result was released: the document's date and the Observation's issue. */
  releasedAt: string;
  method: string;
  /** The exam's qualitative results, one per analyte. */
  values: string[];
}

/** Why an exam cannot be sent to RNDS; each names the field at fault. */
export type RndsProblem = 'exam' | 'cpf' | 'result' | 'sampleType';

/** The first reason the exam has no RNDS document, or null when it has one. */
export function rndsProblemOf(exam: RndsExamInput): RndsProblem | null {
  if (!RNDS_EXAMS[exam.examCode]) return 'exam';
  if (exam.document.type !== 'cpf' || exam.document.country !== 'BR') return 'cpf';
  if (!sampleTypes[exam.sampleType]) return 'sampleType';
  const reportable = exam.values.length > 0 && exam.values.every((v) => resultKey(v) !== null);
  return reportable ? null : 'result';
}

function resultKey(value: string): keyof typeof qualitativeResults | null {
  const key = qualitativeKeyOf(value);
  return key === 'positive' || key === 'negative' || key === 'inconclusive' ? key : null;
}

type Json = Record<string, unknown>;

/** A FHIR R4 Bundle of type document, shaped by the RNDS profiles. */
export interface RndsBundle extends Json {
  resourceType: 'Bundle';
  type: 'document';
  identifier: { system: string; value: string };
  timestamp: string;
  entry: Array<{ fullUrl: string; resource: Json & { resourceType: string } }>;
}

/**
 * The RNDS document of one exam. `documentId` identifies it in the sender's RNDS naming system (a second
 * send with the same identifier is a replacement), `newUrn` names the entries (`urn:uuid:`…).
 */
export function rndsResultDocument(
  exam: RndsExamInput,
  options: { documentId: { system: string; value: string }; newUrn: () => string },
): RndsBundle {
  const problem = rndsProblemOf(exam);
  if (problem) throw new Error(`RNDS document impossible: ${problem}`);
  const coding = RNDS_EXAMS[exam.examCode] as RndsExamCoding;
  const sample = sampleTypes[exam.sampleType] as { code: string; display: string };
  const individual = { identifier: { system: RNDS_SYSTEMS.individual, value: exam.document.number } };
  const establishment = {
    identifier: exam.establishment.cnes
      ? { system: RNDS_SYSTEMS.establishment, value: exam.establishment.cnes }
      : { system: RNDS_SYSTEMS.legalPerson, value: exam.establishment.cnpj },
  };
  const compositionUrn = options.newUrn();
  const specimenUrn = options.newUrn();
  const observations = exam.values.map((value) => ({
    fullUrl: options.newUrn(),
    resource: {
      resourceType: 'Observation',
      meta: { profile: [RNDS_PROFILES.observation] },
      status: 'final',
      category: [{ coding: [{ system: RNDS_SYSTEMS.susSubgroup, code: coding.susSubgroup }] }],
      // Codes only, as the published examples: the profiles forbid display in several codings.
      code: { coding: [{ system: RNDS_SYSTEMS.examLoinc, code: coding.loinc.code }] },
      subject: individual,
      issued: exam.releasedAt,
      performer: [establishment],
      valueCodeableConcept: {
        coding: [
          { system: RNDS_SYSTEMS.qualitativeResult, code: qualitativeResults[resultKey(value)!].code },
        ],
      },
      ...(exam.method && { method: { text: exam.method } }),
      specimen: { reference: specimenUrn },
    },
  }));
  return {
    resourceType: 'Bundle',
    meta: { lastUpdated: exam.releasedAt },
    identifier: options.documentId,
    type: 'document',
    timestamp: exam.releasedAt,
    entry: [
      {
        fullUrl: compositionUrn,
        resource: {
          resourceType: 'Composition',
          meta: { profile: [RNDS_PROFILES.composition] },
          status: 'final',
          type: { coding: [{ system: RNDS_SYSTEMS.documentType, code: 'REL' }] },
          subject: individual,
          date: exam.releasedAt,
          author: [establishment],
          title: 'Resultado de Exame Laboratorial',
          section: [{ entry: observations.map((o) => ({ reference: o.fullUrl })) }],
        },
      },
      ...observations,
      {
        fullUrl: specimenUrn,
        resource: {
          resourceType: 'Specimen',
          meta: { profile: [RNDS_PROFILES.specimen] },
          type: { coding: [{ system: RNDS_SYSTEMS.sampleType, code: sample.code }] },
        },
      },
    ],
  };
}

/** One send of an exam's document to RNDS, as the record of sends keeps it. */
export const rndsSendSchema = z.object({
  id: z.string(),
  status: z.enum(['sent', 'failed']),
  sentAt: z.string(),
  /** RNDS's HTTP status; null when no answer came. */
  httpStatus: z.number().int().nullable(),
  /** The id RNDS gave the document (its 201's Location). */
  rndsId: z.string().nullable(),
  error: z.string().nullable(),
});
export type RndsSend = z.infer<typeof rndsSendSchema>;
