import type { CodeableConcept, Coding, Observation, Quantity } from '@medplum/fhirtypes';
import {
  analyteCoding,
  interpretationDisplay,
  interpretationOf,
  LOINC_SYSTEM,
  qualitativeFindingOf,
  SNOMED_SYSTEM,
  toUcum,
  UCUM_SYSTEM,
} from '@ponto/domain';
import type { Locale } from '@ponto/i18n';
import type { ResultRow } from './repository';
import { systems } from './systems';
import { nameIn } from './texts';

/** The analyte's LOINC term (when LOINC has one) and the portal's own code, which every analyte has. */
export function analyteConcept(code: string, names: Record<string, string>, locale: Locale): CodeableConcept {
  const coded = analyteCoding(code);
  const coding: Coding[] = [
    ...(coded ? [{ system: LOINC_SYSTEM, code: coded.loinc.code, display: coded.loinc.display }] : []),
    { system: systems.analyteCode, code, display: nameIn(names, 'en-US') },
  ];
  return { coding, text: nameIn(names, locale) };
}

function quantity(value: string, unit: string | null): Quantity {
  const q: Quantity = { value: Number(value) };
  if (unit) Object.assign(q, { unit, system: UCUM_SYSTEM, code: toUcum(unit) });
  return q;
}

/** The measured value: a SNOMED CT finding or a UCUM quantity; none for an invalid reading. */
function measuredValue(row: ResultRow): Partial<Observation> {
  const absent = {
    dataAbsentReason: { coding: [{ system: systems.dataAbsentReason, code: 'error', display: 'Error' }] },
  };
  if (!row.valid) return absent;
  if (row.qualitative) {
    const finding = qualitativeFindingOf(row.value);
    return finding
      ? { valueCodeableConcept: { coding: [{ system: SNOMED_SYSTEM, ...finding }], text: finding.display } }
      : absent;
  }
  const number = Number(row.value);
  return Number.isFinite(number) ? { valueQuantity: quantity(row.value, row.unit) } : absent;
}

/** One released result of one analyte (§3 Result), LOINC-coded, with its interpretation and limits. */
export function observationResource(row: ResultRow, locale: Locale): Observation {
  const interpretation = row.valid ? interpretationOf(row) : null;
  const limits = !row.qualitative && (row.lowerLimit !== null || row.upperLimit !== null);
  return {
    resourceType: 'Observation',
    id: row.id,
    basedOn: [{ reference: `ServiceRequest/${row.preExamId}` }],
    status: row.rectified ? 'corrected' : 'final',
    category: [
      { coding: [{ system: systems.observationCategory, code: 'laboratory', display: 'Laboratory' }] },
    ],
    code: analyteConcept(row.analyteCode, row.analyteName, locale),
    subject: { reference: `Patient/${row.patientId}` },
    effectiveDateTime: row.resultAt.toISOString(),
    ...(row.releasedAt && { issued: row.releasedAt.toISOString() }),
    performer: [
      { reference: `Organization/${row.workplaceId}` },
      ...(row.releasedBy ? [{ reference: `Practitioner/${row.releasedBy}` }] : []),
    ],
    ...measuredValue(row),
    ...(interpretation && {
      interpretation: [
        {
          coding: [
            {
              system: systems.interpretation,
              code: interpretation,
              display: interpretationDisplay[interpretation],
            },
          ],
        },
      ],
    }),
    ...(row.methodology && { method: { text: row.methodology } }),
    specimen: { reference: `Specimen/${row.examRequestId}` },
    ...(row.readerId && { device: { reference: `Device/${row.readerId}` } }),
    ...(limits && {
      referenceRange: [
        {
          ...(row.lowerLimit !== null && { low: quantity(row.lowerLimit, row.unit) }),
          ...(row.upperLimit !== null && { high: quantity(row.upperLimit, row.unit) }),
        },
      ],
    }),
  };
}
