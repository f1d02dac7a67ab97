import type { Practitioner } from '@medplum/fhirtypes';
import type { PractitionerRow } from './repository';
import { systems } from './systems';

/** Who released results (§2 release), with the council registration the report prints (§5). */
export function practitionerResource(row: PractitionerRow): Practitioner {
  const registered = row.councilAcronym && row.councilState && row.councilNumber;
  const registration = registered ? `${row.councilAcronym}-${row.councilState}-${row.councilNumber}` : null;
  return {
    resourceType: 'Practitioner',
    id: row.id,
    ...(registration && { identifier: [{ system: systems.council, value: registration }] }),
    active: true,
    name: [{ text: row.name }],
    ...((row.profession || registration) && {
      qualification: [
        {
          code: { text: row.profession ?? (row.councilAcronym as string) },
          ...(registration && { identifier: [{ system: systems.council, value: registration }] }),
        },
      ],
    }),
  };
}
