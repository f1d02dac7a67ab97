import { describe, expect, it } from 'vitest';
import {
  ANALYTES_WITHOUT_LOINC,
  analyteCodesWithLoinc,
  analyteCoding,
  examPanelCoding,
  LOINC_SYSTEM,
  SNOMED_SYSTEM,
  sampleTypeCoding,
  toUcum,
} from './codes';

/** LOINC codes end in a mod-10 check digit: a typo in the table shows up here. */
function loincCheckDigitHolds(code: string): boolean {
  const match = /^(\d+)-(\d)$/.exec(code);
  if (!match) return false;
  const digits = match[1]!.split('').map(Number).reverse();
  let sum = 0;
  digits.forEach((d, i) => {
    if (i % 2 === 0) {
      const doubled = d * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else sum += d;
  });
  return (10 - (sum % 10)) % 10 === Number(match[2]);
}

/** SNOMED CT identifiers end in a Verhoeff check digit. */
function verhoeffHolds(id: string): boolean {
  const d = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
    [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
    [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
    [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
    [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
    [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
  ];
  const p = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
    [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
    [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
  ];
  let c = 0;
  id.split('')
    .map(Number)
    .reverse()
    .forEach((n, i) => {
      c = d[c]![p[i % 8]![n]!]!;
    });
  return c === 0;
}

const humanAnalytes = [
  'SARS_COV_2_AG',
  'HIV_AB',
  'TP_AB',
  'HBSAG',
  'BHCG',
  'HBA1C',
  'CRP',
  'HGB',
  'WBC',
  'PLT',
  'GLU',
  'CHOL',
  'SARS_COV_2_RNA',
];

describe('analyteCoding', () => {
  it.each(humanAnalytes)('%s has a well-formed LOINC code and a display', (code) => {
    const coding = analyteCoding(code);
    expect(coding).toBeDefined();
    expect(loincCheckDigitHolds(coding!.loinc.code)).toBe(true);
    expect(coding!.loinc.display.length).toBeGreaterThan(10);
  });

  it('codes the lateral-flow infection tests with rapid-immunoassay terms', () => {
    expect(analyteCoding('SARS_COV_2_AG')?.loinc.code).toBe('97097-0');
    expect(analyteCoding('HIV_AB')?.loinc.code).toBe('80387-4');
    expect(analyteCoding('HBSAG')?.loinc.code).toBe('75410-1');
    for (const code of ['SARS_COV_2_AG', 'HIV_AB', 'HBSAG'])
      expect(analyteCoding(code)?.loinc.display).toContain('by Rapid immunoassay');
  });

  it('codes RT-PCR as a nucleic-acid amplification and the glucometer as capillary glucose', () => {
    expect(analyteCoding('SARS_COV_2_RNA')?.loinc.display).toContain('by NAA');
    expect(analyteCoding('GLU')?.loinc.code).toBe('41653-7');
  });

  it('gives quantitative analytes a UCUM unit and qualitative ones none', () => {
    expect(analyteCoding('BHCG')?.ucumUnit).toBe('m[IU]/mL');
    expect(analyteCoding('WBC')?.ucumUnit).toBe('/uL');
    expect(analyteCoding('PLT')?.ucumUnit).toBe('/uL');
    expect(analyteCoding('HGB')?.ucumUnit).toBe('g/dL');
    expect(analyteCoding('HIV_AB')?.ucumUnit).toBeUndefined();
  });

  it('has no LOINC code for canine distemper antigen, and says so', () => {
    expect(ANALYTES_WITHOUT_LOINC).toEqual(['CDV_AG']);
    expect(analyteCoding('CDV_AG')).toBeUndefined();
  });

  it('knows nothing of an unknown analyte', () => {
    expect(analyteCoding('NOPE')).toBeUndefined();
  });

  it('uses the LOINC system URI FHIR and HL7 expect', () => {
    expect(LOINC_SYSTEM).toBe('http://loinc.org');
  });
});

describe('sampleTypeCoding', () => {
  it.each(['nasal_swab', 'capillary_blood', 'venous_blood', 'conjunctival_swab'])(
    '%s is a SNOMED CT concept with a valid check digit',
    (sampleType) => {
      const coding = sampleTypeCoding(sampleType);
      expect(coding?.system).toBe(SNOMED_SYSTEM);
      expect(verhoeffHolds(coding!.code)).toBe(true);
      expect(coding!.display.length).toBeGreaterThan(5);
    },
  );

  it('tells capillary from venous blood', () => {
    expect(sampleTypeCoding('capillary_blood')?.code).toBe('122554006');
    expect(sampleTypeCoding('venous_blood')?.code).toBe('122555007');
  });

  it('knows nothing of an unknown sample type', () => {
    expect(sampleTypeCoding('urine')).toBeUndefined();
  });
});

describe('toUcum', () => {
  it('maps catalogue spellings to UCUM and keeps UCUM units as they are', () => {
    expect(toUcum('mUI/mL')).toBe('m[IU]/mL');
    expect(toUcum('/µL')).toBe('/uL');
    expect(toUcum('mg/dL')).toBe('mg/dL');
    expect(toUcum('%')).toBe('%');
  });
});

describe('examPanelCoding', () => {
  it('codes the blood count as the automated CBC panel', () => {
    const panel = examPanelCoding('CBC');
    expect(panel?.code).toBe('58410-2');
    expect(loincCheckDigitHolds(panel!.code)).toBe(true);
    expect(examPanelCoding('HBA1C')).toBeUndefined();
  });
});

describe('analyteCodesWithLoinc', () => {
  it('finds the analytes a LOINC code stands for', () => {
    expect(analyteCodesWithLoinc('4548-4')).toEqual(['HBA1C']);
    expect(analyteCodesWithLoinc('0000-0')).toEqual([]);
  });
});
