import type { Coding, DiagnosticReport } from '@medplum/fhirtypes';
import {
  analyteCoding,
  canOpenReport,
  diagnosticReportStatusOf,
  type ExamState,
  examPanelCoding,
  LOINC_SYSTEM,
} from '@ponto/domain';
import type { Locale } from '@ponto/i18n';
import type { ExamRow } from './repository';
import { systems } from './systems';
import { instant, nameIn } from './texts';

/** The exam's LOINC term: its panel's, or its one analyte's; the portal's exam code always. */
function examCodings(row: ExamRow): Coding[] {
  const panel =
    examPanelCoding(row.examCode) ??
    (row.analyteCount === 1 && row.firstAnalyteCode ? analyteCoding(row.firstAnalyteCode)?.loinc : undefined);
  return [
    ...(panel ? [{ system: LOINC_SYSTEM, code: panel.code, display: panel.display }] : []),
    { system: systems.examCode, code: row.examCode, display: nameIn(row.examName, 'en-US') },
  ];
}

/**
 * One exam's report: status from the exam's state (§4), its results once released, and the report PDF
 * (§2) through the integration API, which the same token opens.
 */
export function diagnosticReportResource(row: ExamRow, locale: Locale, origin: string): DiagnosticReport {
  const state = row.state as ExamState;
  const released = row.releasedAt !== null;
  const pdf = canOpenReport({ state, released });
  return {
    resourceType: 'DiagnosticReport',
    id: row.id,
    identifier: [
      {
        use: 'official',
        system: systems.examIdentifier,
        value: `${row.protocolNumber}/${row.examIndex}`,
        assigner: { reference: `Organization/${row.workplaceId}` },
      },
    ],
    basedOn: [{ reference: `ServiceRequest/${row.preExamId}` }],
    status: diagnosticReportStatusOf({ state, released, rectified: row.rectified }),
    category: [
      { coding: [{ system: systems.diagnosticServiceSection, code: 'LAB', display: 'Laboratory' }] },
    ],
    code: { coding: examCodings(row), text: nameIn(row.examName, locale) },
    subject: { reference: `Patient/${row.patientId}` },
    effectiveDateTime: instant(row.effectiveAt),
    ...(row.releasedAt && { issued: row.releasedAt.toISOString() }),
    performer: [{ reference: `Organization/${row.workplaceId}` }],
    ...(row.releasedBy && { resultsInterpreter: [{ reference: `Practitioner/${row.releasedBy}` }] }),
    specimen: [{ reference: `Specimen/${row.id}` }],
    ...(row.resultIds.length > 0 && {
      result: row.resultIds.map((id) => ({ reference: `Observation/${id}` })),
    }),
    ...(pdf && {
      presentedForm: [
        {
          contentType: 'application/pdf',
          url: `${origin}/integration/v1/pre-exams/${row.preExamId}/pdf?examIndex=${row.examIndex}`,
          title: `${nameIn(row.examName, locale)} ${row.protocolNumber}`,
        },
      ],
    }),
  };
}
