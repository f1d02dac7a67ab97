import { analyteCoding, sampleTypeCoding } from '@ponto/domain';
import { Message } from 'node-hl7-client';
import { HL7_2_5_1 } from 'node-hl7-client/hl7';

/** How an analyte and a sample type are coded outside Ponto (LOINC, UCUM, SNOMED CT), when known. */
export interface Hl7Coding {
  analyte(code: string): { loinc: { code: string; display: string }; ucumUnit?: string } | undefined;
  sampleType(type: string): { system: string; code: string; display: string } | undefined;
}

/** The catalogue's standard codes (packages/domain interop/codes.ts). */
export const standardCoding: Hl7Coding = { analyte: analyteCoding, sampleType: sampleTypeCoding };

export interface OruResult {
  analyteCode: string;
  analyteName: string;
  qualitative: boolean;
  /** §3: a decimal string, or the qualitative code 0, 1, -1, -2. */
  value: string;
  unit: string | null;
  lowerLimit: string | null;
  upperLimit: string | null;
  valid: boolean;
  resultAt: Date;
}

export interface OruInput {
  /** MSH-10: unique per message, the same on every attempt. */
  controlId: string;
  /** MSH-7: when the message was made (the release). */
  at: Date;
  /** MSH-4: the workplace's CNPJ. */
  facility: string;
  patient: {
    documentType: string;
    documentNumber: string;
    fullName: string;
    /** YYYY-MM-DD */
    birthDate: string;
    sex: string | null;
  };
  order: {
    /** The pre-exam's protocol number: placer and filler order number. */
    protocolNumber: string;
    examCode: string;
    examName: string;
    sampleType: string;
    requestedAt: Date;
    releasedAt: Date;
  };
  results: OruResult[];
  /**
   * A rectified result sent again: OBR-25 `C`, and OBX-11 `C` on the analytes whose value changed (the
   * others stay `F`, as released). MSH-7 and OBR-22 are then the time of the correction.
   */
  corrected?: { analytes: readonly string[] };
}

/** Ponto's own codes, in HL7's local-table form (99 + letters), when no standard code is known. */
const LOCAL_SYSTEM = '99PONTO';

/** §3 qualitative codes as CWE answers, and the OBX-8 flag each one carries. */
const qualitativeAnswers: Record<string, { code: string; text: string; flag: string }> = {
  '0': { code: 'NEG', text: 'Negative', flag: 'N' },
  '1': { code: 'POS', text: 'Positive', flag: 'A' },
  '-1': { code: 'INV', text: 'Invalid', flag: '' },
  '-2': { code: 'IND', text: 'Inconclusive', flag: '' },
};

/** HL7 v2's names of the coding systems a FHIR URI names (table 0396); others are written as given. */
function hl7System(uri: string): string {
  const names: Record<string, string> = {
    'http://snomed.info/sct': 'SCT',
    'http://loinc.org': 'LN',
    'http://unitsofmeasure.org': 'UCUM',
  };
  return names[uri] ?? uri;
}

/** TS in UTC with its offset, to the second: the LIS need not know the portal's time zone. */
export function hl7Time(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:T]/g, '')}+0000`;
}

function sexCode(sex: string | null): string {
  if (sex === 'male') return 'M';
  if (sex === 'female') return 'F';
  return 'U';
}

/** XPN: family name (the last word, as Brazilian and Portuguese names are written) ^ given names. */
function personName(fullName: string): [string, string] {
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) return [words[0] ?? '', ''];
  return [words[words.length - 1] as string, words.slice(0, -1).join(' ')];
}

/** Quantitative OBX-8: below or above the reference range, or normal when a range exists. */
function rangeFlag(result: OruResult): string {
  const value = Number(result.value);
  if (!Number.isFinite(value)) return '';
  const low = result.lowerLimit === null ? null : Number(result.lowerLimit);
  const high = result.upperLimit === null ? null : Number(result.upperLimit);
  if (low !== null && value < low) return 'L';
  if (high !== null && value > high) return 'H';
  return low !== null || high !== null ? 'N' : '';
}

function referenceRange(result: OruResult): string {
  if (result.lowerLimit !== null && result.upperLimit !== null)
    return `${result.lowerLimit}-${result.upperLimit}`;
  if (result.lowerLimit !== null) return `>=${result.lowerLimit}`;
  if (result.upperLimit !== null) return `<=${result.upperLimit}`;
  return '';
}

/** OBX-11: final, corrected (its value changed by a rectification) or not obtained. */
function obxStatus(result: OruResult, corrected: OruInput['corrected']): string {
  if (!result.valid) return 'X';
  return corrected?.analytes.includes(result.analyteCode) ? 'C' : 'F';
}

/**
 * ORU^R01 v2.5.1 for one released exam (or its correction): MSH, PID, ORC, OBR, one OBX per analyte, SPM. Values are written
 * through the library, which escapes HL7's delimiters (| ^ ~ \ &) in every field.
 */
export function buildOru(input: OruInput, coding: Hl7Coding = standardCoding): string {
  const message = new Message({
    messageHeader: {
      msh_9_1: 'ORU',
      msh_9_2: 'R01',
      msh_9_3: 'ORU_R01',
      msh_10: input.controlId,
      msh_11_1: 'P',
    },
    specification: new HL7_2_5_1(),
  });
  message.set('MSH.3.1', 'Ponto');
  message.set('MSH.4.1', input.facility);
  message.set('MSH.7', hl7Time(input.at));
  // Original-mode acknowledgement: the LIS answers with an application ACK (MSA-1 AA, AE or AR).
  message.set('MSH.15', 'NE');
  message.set('MSH.16', 'AL');

  const { patient, order } = input;
  const pid = message.addSegment('PID');
  pid.set('1', '1');
  pid.set('3.1', patient.documentNumber);
  pid.set('3.4.1', patient.documentType.toUpperCase());
  pid.set('3.5', 'NN');
  const [family, given] = personName(patient.fullName);
  pid.set('5.1', family);
  pid.set('5.2', given);
  pid.set('7', patient.birthDate.replaceAll('-', ''));
  pid.set('8', sexCode(patient.sex));

  const orc = message.addSegment('ORC');
  orc.set('1', 'RE');
  orc.set('2.1', order.protocolNumber);
  orc.set('3.1', order.protocolNumber);
  orc.set('5', 'CM');
  orc.set('9', hl7Time(order.releasedAt));

  const obr = message.addSegment('OBR');
  obr.set('1', '1');
  obr.set('2.1', order.protocolNumber);
  obr.set('3.1', order.protocolNumber);
  obr.set('4.1', order.examCode);
  obr.set('4.2', order.examName);
  obr.set('4.3', LOCAL_SYSTEM);
  obr.set('7', hl7Time(order.requestedAt));
  obr.set('22', hl7Time(input.corrected ? input.at : order.releasedAt));
  obr.set('25', input.corrected ? 'C' : 'F');

  input.results.forEach((result, index) => {
    const obx = message.addSegment('OBX');
    obx.set('1', String(index + 1));
    const known = coding.analyte(result.analyteCode);
    if (known) {
      obx.set('3.1', known.loinc.code);
      obx.set('3.2', known.loinc.display);
      obx.set('3.3', 'LN');
      obx.set('3.4', result.analyteCode);
      obx.set('3.5', result.analyteName);
      obx.set('3.6', LOCAL_SYSTEM);
    } else {
      obx.set('3.1', result.analyteCode);
      obx.set('3.2', result.analyteName);
      obx.set('3.3', LOCAL_SYSTEM);
    }
    if (result.qualitative) {
      const answer = qualitativeAnswers[result.value];
      obx.set('2', 'CWE');
      obx.set('5.1', answer?.code ?? result.value);
      obx.set('5.2', answer?.text ?? '');
      obx.set('5.3', LOCAL_SYSTEM);
      obx.set('8', answer?.flag ?? '');
    } else {
      obx.set('2', 'NM');
      obx.set('5', result.value);
      const unit = known?.ucumUnit ?? result.unit;
      if (unit) {
        obx.set('6.1', unit);
        obx.set('6.2', result.unit ?? unit);
        obx.set('6.3', known?.ucumUnit ? 'UCUM' : LOCAL_SYSTEM);
      }
      obx.set('7', referenceRange(result));
      obx.set('8', rangeFlag(result));
    }
    // An unreadable measurement is still reported, as one that could not be obtained.
    obx.set('11', obxStatus(result, input.corrected));
    obx.set('14', hl7Time(result.resultAt));
  });

  const spm = message.addSegment('SPM');
  spm.set('1', '1');
  const sample = coding.sampleType(order.sampleType);
  if (sample) {
    spm.set('4.1', sample.code);
    spm.set('4.2', sample.display);
    spm.set('4.3', hl7System(sample.system));
    spm.set('4.4', order.sampleType);
    spm.set('4.6', LOCAL_SYSTEM);
  } else {
    spm.set('4.1', order.sampleType);
    spm.set('4.3', LOCAL_SYSTEM);
  }
  return message.toString();
}
