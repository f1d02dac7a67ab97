import type { ServiceRequest } from '@medplum/fhirtypes';
import { type ExamState, serviceRequestStatusOf } from '@ponto/domain';
import type { Locale } from '@ponto/i18n';
import type { PreExamRow } from './repository';
import { systems } from './systems';
import { nameIn } from './texts';

/**
 * A pre-exam as the laboratory order: identified by the portal's protocol number (filler) and the
 * integrator's external id (placer), coding each exam ordered.
 */
export function serviceRequestResource(row: PreExamRow, locale: Locale): ServiceRequest {
  const assigner = { reference: `Organization/${row.workplaceId}` };
  return {
    resourceType: 'ServiceRequest',
    id: row.id,
    identifier: [
      {
        use: 'official',
        type: { coding: [{ system: systems.identifierType, code: 'FILL', display: 'Filler Identifier' }] },
        system: systems.protocolNumber,
        value: row.protocolNumber,
        assigner,
      },
      ...(row.externalId
        ? [
            {
              use: 'secondary' as const,
              type: {
                coding: [{ system: systems.identifierType, code: 'PLAC', display: 'Placer Identifier' }],
              },
              system: systems.externalId,
              value: row.externalId,
              assigner,
            },
          ]
        : []),
    ],
    status: serviceRequestStatusOf(
      row.exams.map((e) => ({ state: e.state as ExamState, released: e.released })),
    ),
    intent: 'order',
    category: [
      { coding: [{ system: 'http://snomed.info/sct', code: '108252007', display: 'Laboratory procedure' }] },
    ],
    code: {
      coding: row.exams.map((e) => ({
        system: systems.examCode,
        code: e.code,
        display: nameIn(e.name, 'en-US'),
      })),
      text: row.exams.map((e) => nameIn(e.name, locale)).join(' + '),
    },
    subject: { reference: `Patient/${row.patientId}` },
    authoredOn: row.createdAt.toISOString(),
    ...(row.requester && { requester: { display: row.requester } }),
    performer: [{ reference: `Organization/${row.workplaceId}` }],
  };
}
