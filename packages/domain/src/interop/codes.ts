/**
 * Standard codes for the catalogue, shared by every interoperability output (FHIR R4, HL7 v2): LOINC for
 * what was measured, UCUM for its unit, SNOMED CT for the specimen.
 */

export const LOINC_SYSTEM = 'http://loinc.org';
export const UCUM_SYSTEM = 'http://unitsofmeasure.org';
export const SNOMED_SYSTEM = 'http://snomed.info/sct';

export interface LoincTerm {
  code: string;
  display: string;
}

export interface AnalyteCoding {
  loinc: LoincTerm;
  /** Absent for qualitative analytes, whose result is a finding, not a quantity. */
  ucumUnit?: string;
}

export interface SampleTypeCoding {
  system: string;
  code: string;
  display: string;
}

/**
 * The LOINC term matches the method: lateral-flow (Flow) tests use the "Rapid immunoassay" terms, which
 * accept serum, plasma or blood because the strips take a fingertip drop. Where a term is broader than the
 * method, the comment says so rather than picking a term that overstates the specimen or the method.
 */
const analytes: Record<string, AnalyteCoding> = {
  SARS_COV_2_AG: {
    loinc: {
      code: '97097-0',
      display: 'SARS-CoV-2 (COVID-19) Ag [Presence] in Upper respiratory specimen by Rapid immunoassay',
    },
  },
  HIV_AB: {
    loinc: {
      code: '80387-4',
      display: 'HIV 1+2 Ab [Presence] in Serum, Plasma or Blood by Rapid immunoassay',
    },
  },
  // The general treponemal immunoassay term: a rapid-immunoassay term in blood could not be confirmed,
  // and a wrong code is worse than a broader right one.
  TP_AB: {
    loinc: { code: '24110-9', display: 'Treponema pallidum Ab [Presence] in Serum by Immunoassay' },
  },
  HBSAG: {
    loinc: {
      code: '75410-1',
      display: 'Hepatitis B virus surface Ag [Presence] in Serum, Plasma or Blood by Rapid immunoassay',
    },
  },
  // The quantitative beta-hCG term; the reader measures it by immunofluorescence in a fingertip drop.
  BHCG: {
    loinc: { code: '21198-7', display: 'Choriogonadotropin.beta subunit [Units/volume] in Serum or Plasma' },
    ucumUnit: 'm[IU]/mL',
  },
  HBA1C: {
    loinc: { code: '4548-4', display: 'Hemoglobin A1c/Hemoglobin.total in Blood' },
    ucumUnit: '%',
  },
  CRP: {
    loinc: { code: '1988-5', display: 'C reactive protein [Mass/volume] in Serum or Plasma' },
    ucumUnit: 'mg/L',
  },
  HGB: {
    loinc: { code: '718-7', display: 'Hemoglobin [Mass/volume] in Blood' },
    ucumUnit: 'g/dL',
  },
  // Digital microscopy counts cells automatically, hence the "Automated count" terms.
  WBC: {
    loinc: { code: '6690-2', display: 'Leukocytes [#/volume] in Blood by Automated count' },
    ucumUnit: '/uL',
  },
  PLT: {
    loinc: { code: '777-3', display: 'Platelets [#/volume] in Blood by Automated count' },
    ucumUnit: '/uL',
  },
  GLU: {
    loinc: { code: '41653-7', display: 'Glucose [Mass/volume] in Capillary blood by Glucometer' },
    ucumUnit: 'mg/dL',
  },
  CHOL: {
    loinc: { code: '2093-3', display: 'Cholesterol [Mass/volume] in Serum or Plasma' },
    ucumUnit: 'mg/dL',
  },
  SARS_COV_2_RNA: {
    loinc: {
      code: '94500-6',
      display: 'SARS-CoV-2 (COVID-19) RNA [Presence] in Respiratory specimen by NAA with probe detection',
    },
  },
};

/**
 * Analytes LOINC has no term for. Canine distemper virus antigen by rapid immunoassay has no LOINC term
 * that could be confirmed, so no LOINC code is given for it: interoperability outputs carry only the
 * portal's own analyte code (see `LOCAL_ANALYTE_SYSTEM`) for it instead of a code that claims another test.
 */
export const ANALYTES_WITHOUT_LOINC: readonly string[] = ['CDV_AG'];

/** The portal's own analyte codes, for outputs that must name an analyte LOINC does not cover. */
export const LOCAL_ANALYTE_SYSTEM = 'https://ponto.health/fhir/CodeSystem/analyte';

/** The LOINC term and UCUM unit of a catalogue analyte; undefined when the analyte has no LOINC term. */
export function analyteCoding(analyteCode: string): AnalyteCoding | undefined {
  return analytes[analyteCode];
}

/**
 * SNOMED CT specimen-type concepts (the "specimen" hierarchy): the one terminology both FHIR R4
 * Specimen.type and HL7 v2.5.1 SPM-4 accept, the one reportable-lab guidance for notifiable diseases
 * (SARS-CoV-2, HIV, syphilis, hepatitis B) asks for, and finer than HL7 table 0487, which has no capillary
 * versus venous blood or anterior nasal swab distinction.
 */
const sampleTypes: Record<string, SampleTypeCoding> = {
  // §9: the swab is turned inside the nostril, an anterior nasal swab, not a nasopharyngeal one.
  nasal_swab: { system: SNOMED_SYSTEM, code: '697989009', display: 'Anterior nares swab' },
  capillary_blood: { system: SNOMED_SYSTEM, code: '122554006', display: 'Capillary blood specimen' },
  venous_blood: { system: SNOMED_SYSTEM, code: '122555007', display: 'Venous blood specimen' },
  conjunctival_swab: { system: SNOMED_SYSTEM, code: '258498002', display: 'Conjunctival swab' },
};

/** The SNOMED CT specimen type of a catalogue sample type; undefined for an unknown sample type. */
export function sampleTypeCoding(sampleType: string): SampleTypeCoding | undefined {
  return sampleTypes[sampleType];
}

/** Catalogue unit spellings that differ from their UCUM code. */
const ucumByCatalogueUnit: Record<string, string> = {
  'mUI/mL': 'm[IU]/mL',
  'mIU/mL': 'm[IU]/mL',
  '/µL': '/uL',
  '/μL': '/uL',
  µL: 'uL',
};

/** The UCUM code of a catalogue unit; units already written in UCUM come back unchanged. */
export function toUcum(unit: string): string {
  return ucumByCatalogueUnit[unit] ?? unit;
}

/**
 * LOINC panel terms for exams of several analytes; an exam of one analyte is coded by that analyte's term.
 */
const panels: Record<string, LoincTerm> = {
  CBC: { code: '58410-2', display: 'CBC panel - Blood by Automated count' },
};

export function examPanelCoding(examCode: string): LoincTerm | undefined {
  return panels[examCode];
}

/** The catalogue analytes a LOINC code stands for (a search by LOINC code finds their results). */
export function analyteCodesWithLoinc(loincCode: string): string[] {
  return Object.entries(analytes)
    .filter(([, coding]) => coding.loinc.code === loincCode)
    .map(([code]) => code);
}
