import type { Organization } from '@medplum/fhirtypes';
import type { OrganizationRow } from './repository';
import { systems } from './systems';

/** A workplace (a clinic, lab or pharmacy) as the Organization that performs the exams. */
export function organizationResource(row: OrganizationRow): Organization {
  return {
    resourceType: 'Organization',
    id: row.id,
    identifier: [{ use: 'official', system: systems.cnpj, value: row.cnpj }],
    active: true,
    type: [{ coding: [{ system: systems.organizationType, code: 'prov', display: 'Healthcare Provider' }] }],
    name: row.name,
  };
}
