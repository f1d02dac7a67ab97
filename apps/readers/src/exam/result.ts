import { createHash } from 'node:crypto';
import type { DeviceFamily, Result } from '@ponto/domain';
import type { ResultInput } from '../scenario/scenario';

type ResultTemplate = Omit<ResultInput, 'valid'> & { valid?: boolean };

const negative = (analyte: string, methodology: string): ResultTemplate => ({
  analyte,
  value: 0,
  methodology,
});
const normal = (
  analyte: string,
  value: string,
  unit: string,
  lower: string,
  upper: string,
): ResultTemplate => ({
  analyte,
  value,
  unit,
  lowerLimit: lower,
  upperLimit: upper,
});

/**
 * A plausible negative or normal result per family when the scenario gives none. The reader does not
 * know the exam catalogue; a scenario names the analytes of the exam it runs.
 */
const defaultResults: Record<DeviceFamily, readonly ResultTemplate[]> = {
  Flow: [negative('SARS-CoV-2 antigen', 'fluorescence immunoassay')],
  Mantis: [negative('Dengue NS1', 'immunochromatography')],
  Moxi: [negative('Influenza A/B', 'immunochromatography')],
  Cassete: [negative('HIV 1/2', 'immunochromatography')],
  Virtual: [negative('SARS-CoV-2 antigen', 'fluorescence immunoassay')],
  Molecular: [negative('SARS-CoV-2 RNA', 'RT-PCR')],
  Lens: [
    normal('Hemoglobin', '14.2', 'g/dL', '13.5', '17.5'),
    normal('Leukocytes', '6.8', '10^3/uL', '4.0', '11.0'),
    normal('Platelets', '250', '10^3/uL', '150', '450'),
  ],
  Volt: [normal('Glucose', '92', 'mg/dL', '70', '99')],
  Wave: [normal('Total cholesterol', '168', 'mg/dL', '0', '190')],
  Independent: [],
};

/**
 * The firmware's exam protocols: the analytes (by catalogue code) a reader measures for each exam index it
 * is asked to run, with a plausible negative or normal value. Other indexes fall back to the family's.
 */
const resultsByExamIndex: Record<number, readonly ResultTemplate[]> = {
  1: [negative('SARS_COV_2_AG', 'fluorescence immunoassay')],
  2: [negative('HIV_AB', 'immunochromatography')],
  3: [negative('TP_AB', 'immunochromatography')],
  4: [negative('HBSAG', 'immunochromatography')],
  5: [normal('BHCG', '1', 'mUI/mL', '0', '5')],
  6: [normal('HBA1C', '5.4', '%', '4.0', '5.6')],
  7: [normal('CRP', '2.1', 'mg/L', '0', '5')],
  8: [
    normal('HGB', '14.2', 'g/dL', '12.0', '17.5'),
    normal('WBC', '6800', '/µL', '4000', '11000'),
    normal('PLT', '250000', '/µL', '150000', '450000'),
  ],
  9: [normal('GLU', '92', 'mg/dL', '70', '99')],
  10: [normal('CHOL', '168', 'mg/dL', '0', '190')],
  11: [negative('SARS_COV_2_RNA', 'RT-PCR')],
};

export interface ResultHeader {
  examId: string;
  examIndex: number;
  family: DeviceFamily;
  capsuleCode: string | null;
  lot: string | null;
  firmware: string;
  /** Wall-clock instant the result was measured. */
  resultAt: string;
  processTimeSeconds: number;
}

/** The result document the reader sends: the exam it belongs to and one domain Result per analyte. */
export function buildResult(header: ResultHeader, scripted: readonly ResultInput[] | undefined) {
  const results: Result[] = (
    scripted ??
    resultsByExamIndex[header.examIndex] ??
    defaultResults[header.family]
  ).map((result) => ({
    valid: true,
    ...result,
    resultAt: header.resultAt,
    processTimeSeconds: header.processTimeSeconds,
  }));
  return { ...header, results };
}

export interface EncodedResult {
  parts: string[];
  /** SHA-256 (hex) of the JSON text, so the server can check the joined parts. */
  hashcode: string;
}

/**
 * Base64 of the JSON, cut into parts of `partChars` characters. The cut falls on multiples of 4, so
 * each part decodes on its own and the joined parts decode to the whole.
 */
export function encodeResult(result: object, partChars: number): EncodedResult {
  const json = JSON.stringify(result);
  const base64 = Buffer.from(json, 'utf8').toString('base64');
  const parts: string[] = [];
  for (let i = 0; i < base64.length; i += partChars) parts.push(base64.slice(i, i + partChars));
  return { parts, hashcode: createHash('sha256').update(json).digest('hex') };
}
