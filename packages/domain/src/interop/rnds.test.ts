import { describe, expect, it } from 'vitest';
import {
  RNDS_EXAMS,
  RNDS_PROFILES,
  RNDS_SYSTEMS,
  type RndsExamInput,
  rndsDocumentSystem,
  rndsProblemOf,
  rndsResultDocument,
} from './rnds';

const exam: RndsExamInput = {
  examCode: 'COVID_AG',
  sampleType: 'nasal_swab',
  document: { type: 'cpf', country: 'BR', number: '52998224725' },
  establishment: { cnes: '2337991', cnpj: '11222333000181' },
  releasedAt: '2026-03-12T02:30:00.000Z',
  method: 'Imunocromatografia',
  values: ['1'],
};

function build(input: RndsExamInput = exam) {
  let n = 0;
  return rndsResultDocument(input, {
    documentId: { system: rndsDocumentSystem('14008'), value: 'exam-1' },
    newUrn: () => `urn:uuid:00000000-0000-4000-8000-00000000000${n++}`,
  });
}

describe('RNDS laboratory result document', () => {
  it('is a document Bundle: Composition first, then the Observation and the Specimen, with the RNDS profiles', () => {
    const bundle = build();
    expect(bundle.type).toBe('document');
    expect(bundle.identifier).toEqual({
      system: 'http://www.saude.gov.br/fhir/r4/NamingSystem/BRRNDS-14008',
      value: 'exam-1',
    });
    expect(bundle.entry.map((e) => e.resource.resourceType)).toEqual([
      'Composition',
      'Observation',
      'Specimen',
    ]);
    expect(bundle.entry.map((e) => (e.resource.meta as { profile: string[] }).profile)).toEqual([
      [RNDS_PROFILES.composition],
      [RNDS_PROFILES.observation],
      [RNDS_PROFILES.specimen],
    ]);
    const [composition, observation, specimen] = bundle.entry;
    expect(composition!.resource).toMatchObject({
      status: 'final',
      type: { coding: [{ system: RNDS_SYSTEMS.documentType, code: 'REL' }] },
      subject: { identifier: { system: RNDS_SYSTEMS.individual, value: '52998224725' } },
      author: [{ identifier: { system: RNDS_SYSTEMS.establishment, value: '2337991' } }],
      date: exam.releasedAt,
      section: [{ entry: [{ reference: observation!.fullUrl }] }],
    });
    expect(observation!.resource).toMatchObject({
      status: 'final',
      category: [{ coding: [{ system: RNDS_SYSTEMS.susSubgroup, code: '0214' }] }],
      code: { coding: [{ system: RNDS_SYSTEMS.examLoinc, code: '94558-4' }] },
      issued: exam.releasedAt,
      valueCodeableConcept: { coding: [{ system: RNDS_SYSTEMS.qualitativeResult, code: '1' }] },
      method: { text: 'Imunocromatografia' },
      specimen: { reference: specimen!.fullUrl },
    });
    expect(specimen!.resource).toMatchObject({
      type: { coding: [{ system: RNDS_SYSTEMS.sampleType, code: 'SWNAS' }] },
    });
  });

  it('names the establishment by CNPJ when it has no CNES, and codes negative and inconclusive results', () => {
    const bundle = build({
      ...exam,
      examCode: 'COVID_PCR',
      establishment: { cnes: null, cnpj: '11222333000181' },
      method: '',
      values: ['0', '-2'],
    });
    const observations = bundle.entry.filter((e) => e.resource.resourceType === 'Observation');
    expect(observations.map((o) => o.resource.valueCodeableConcept)).toEqual([
      { coding: [{ system: RNDS_SYSTEMS.qualitativeResult, code: '2' }] },
      { coding: [{ system: RNDS_SYSTEMS.qualitativeResult, code: '3' }] },
    ]);
    expect(observations[0]!.resource.performer).toEqual([
      { identifier: { system: RNDS_SYSTEMS.legalPerson, value: '11222333000181' } },
    ]);
    expect(observations[0]!.resource).not.toHaveProperty('method');
    expect(observations[0]!.resource.category).toEqual([
      { coding: [{ system: RNDS_SYSTEMS.susSubgroup, code: '0202' }] },
    ]);
  });

  it('says which field keeps an exam out of RNDS, and refuses to build it', () => {
    expect(rndsProblemOf(exam)).toBeNull();
    expect(rndsProblemOf({ ...exam, examCode: 'HIV' })).toBe('exam');
    expect(rndsProblemOf({ ...exam, examCode: 'GLUCOSE' })).toBe('exam');
    expect(rndsProblemOf({ ...exam, document: { type: 'passport', country: 'BR', number: 'X1' } })).toBe(
      'cpf',
    );
    expect(rndsProblemOf({ ...exam, document: { type: 'cpf', country: 'PT', number: '1' } })).toBe('cpf');
    expect(rndsProblemOf({ ...exam, sampleType: 'urine' })).toBe('sampleType');
    expect(rndsProblemOf({ ...exam, values: ['-1'] })).toBe('result');
    expect(rndsProblemOf({ ...exam, values: [] })).toBe('result');
    expect(() => build({ ...exam, examCode: 'HIV' })).toThrow(/exam/);
  });

  it('codes only what RNDS publishes: SARS-CoV-2 terms, the other notifiable exams explicitly without one', () => {
    expect(
      Object.entries(RNDS_EXAMS)
        .filter(([, c]) => c === null)
        .map(([code]) => code),
    ).toEqual(['HIV', 'SYPHILIS', 'HBSAG']);
    for (const coding of Object.values(RNDS_EXAMS))
      if (coding) expect(coding.loinc.display).toMatch(/SARS-CoV-2/);
  });
});
