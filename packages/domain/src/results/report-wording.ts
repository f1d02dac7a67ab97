import { type QualitativeValue, qualitativeValues } from '../entities/qualitative';

/**
 * Keys for the words a report prints from data that is stored as free text or codes: the catalogue's
 * methodology and sample type, the releaser's profession, a qualitative value. The i18n `report`
 * namespace has a text for each key in every language; anything unknown is printed as it was stored.
 */

export const methodologyKeys = [
  'immunochromatography',
  'immunofluorescence',
  'digitalMicroscopy',
  'electrochemistry',
  'colorimetry',
  'rtPcr',
  'hplc',
] as const;
export type MethodologyKey = (typeof methodologyKeys)[number];

export const sampleTypeKeys = ['nasal_swab', 'capillary_blood', 'venous_blood', 'conjunctival_swab'] as const;
export type SampleTypeKey = (typeof sampleTypeKeys)[number];

export const professionKeys = [
  'pharmacist',
  'biomedicalScientist',
  'biochemist',
  'physician',
  'veterinarian',
  'nurse',
  'biologist',
  'labTechnician',
] as const;
export type ProfessionKey = (typeof professionKeys)[number];

/** Lower case, no accents, single spaces: how stored words are compared with the known ones. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const methodologyWords: Record<string, MethodologyKey> = {
  imunocromatografia: 'immunochromatography',
  immunochromatography: 'immunochromatography',
  inmunocromatografia: 'immunochromatography',
  imunofluorescencia: 'immunofluorescence',
  immunofluorescence: 'immunofluorescence',
  inmunofluorescencia: 'immunofluorescence',
  'microscopia digital': 'digitalMicroscopy',
  'digital microscopy': 'digitalMicroscopy',
  eletroquimica: 'electrochemistry',
  electroquimica: 'electrochemistry',
  electrochemistry: 'electrochemistry',
  colorimetria: 'colorimetry',
  colorimetry: 'colorimetry',
  'rt pcr': 'rtPcr',
  hplc: 'hplc',
};

export function methodologyKeyOf(text: string | null | undefined): MethodologyKey | null {
  return text ? (methodologyWords[plain(text)] ?? null) : null;
}

export function sampleTypeKeyOf(code: string | null | undefined): SampleTypeKey | null {
  return (sampleTypeKeys as readonly string[]).includes(code ?? '') ? (code as SampleTypeKey) : null;
}

/** A profession and the grammatical form it was written in (Portuguese and Spanish have two). */
export interface ProfessionWord {
  key: ProfessionKey;
  form: 'male' | 'female';
}

const professionStems: ReadonlyArray<[RegExp, ProfessionKey]> = [
  [/^(farmaceutic|farmaceut|pharmacist)/, 'pharmacist'],
  [/^(biomedic|biomedical scientist)/, 'biomedicalScientist'],
  [/^(bioquimic|biochemist)/, 'biochemist'],
  [/^(medic[oa] veterinari|veterinari|veterinarian)/, 'veterinarian'],
  [/^(medic|physician|doctor)/, 'physician'],
  [/^(enfermeir|enfermer|nurse)/, 'nurse'],
  [/^(biolog)/, 'biologist'],
  [
    /^(tecnic[oa] (de|em) (laboratorio|analises clinicas)|lab technician|laboratory technician)/,
    'labTechnician',
  ],
];

/**
 * The profession a releaser typed ('Biomédica', 'Farmacêutico', 'Pharmacist'), so each language prints its
 * own word; the feminine form when the Portuguese or Spanish word ends in -a.
 */
export function professionOf(text: string | null | undefined): ProfessionWord | null {
  const words = plain(text ?? '');
  const found = professionStems.find(([stem]) => stem.test(words));
  if (!found) return null;
  const first = words.split(' ')[0] ?? '';
  return { key: found[1], form: /a$/.test(first) ? 'female' : 'male' };
}

export type QualitativeKey = keyof typeof qualitativeValues;

/** '0' → 'negative', '1' → 'positive', '-1' → 'invalid', '-2' → 'inconclusive'. */
export function qualitativeKeyOf(value: string): QualitativeKey | null {
  const n = Number(value);
  const found = (Object.entries(qualitativeValues) as Array<[QualitativeKey, QualitativeValue]>).find(
    ([, code]) => code === n,
  );
  return value.trim() !== '' && found ? found[0] : null;
}

/** What makes a result stand out on the paper: below or above its range, or a positive finding. */
export type ResultFlag = 'low' | 'high' | 'positive';

export function resultFlagOf(result: {
  qualitative: boolean;
  value: string;
  lowerLimit: string | null;
  upperLimit: string | null;
}): ResultFlag | null {
  if (result.qualitative) return qualitativeKeyOf(result.value) === 'positive' ? 'positive' : null;
  const value = Number(result.value.replace(',', '.'));
  if (Number.isNaN(value)) return null;
  if (result.lowerLimit !== null && value < Number(result.lowerLimit)) return 'low';
  if (result.upperLimit !== null && value > Number(result.upperLimit)) return 'high';
  return null;
}
