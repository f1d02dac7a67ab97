import type { CapabilityStatement, CapabilityStatementRestResource } from '@medplum/fhirtypes';

export interface SupportedType {
  type: string;
  params: Record<string, 'token' | 'reference' | 'date'>;
  includes: string[];
}

const documentation: Record<string, string> = {
  _id: 'The resource id',
  identifier: 'A business identifier: system|value, |value or value',
  patient: 'The patient (Patient/id or id)',
  subject: 'The patient (Patient/id or id)',
  'based-on': 'The order (ServiceRequest/id or id)',
  authored: 'When the pre-exam was made (prefixes eq, gt, ge, lt, le, sa, eb)',
  date: 'Observation: when measured; DiagnosticReport: when the sample went into a reader (prefixes as above)',
  status: 'The resource status',
  code: 'The LOINC or Ponto analyte code: system|code or code',
};

/**
 * What this server does, exactly (GET /fhir/R4/metadata): read and search-type of the types listed, their
 * search parameters and `_include`s, JSON only, the integration API's bearer token.
 */
export function capabilityStatement(
  types: readonly SupportedType[],
  software: { version: string; url: string },
  date: string,
): CapabilityStatement {
  const resources: CapabilityStatementRestResource[] = types.map((t) => ({
    type: t.type as CapabilityStatementRestResource['type'],
    profile: `http://hl7.org/fhir/StructureDefinition/${t.type}`,
    interaction: [{ code: 'read' }, { code: 'search-type' }],
    versioning: 'no-version',
    readHistory: false,
    updateCreate: false,
    ...(t.includes.length > 0 && { searchInclude: t.includes }),
    searchParam: [
      { name: '_id', type: 'token', documentation: documentation._id },
      ...Object.entries(t.params).map(([name, type]) => ({
        name,
        type,
        ...(documentation[name] && { documentation: documentation[name] }),
      })),
    ],
  }));
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date,
    publisher: 'Ponto',
    kind: 'instance',
    software: { name: 'Ponto', version: software.version },
    implementation: {
      description: 'Ponto point-of-care laboratory portal: FHIR R4 read API',
      url: software.url,
    },
    fhirVersion: '4.0.1',
    format: ['application/fhir+json', 'json'],
    rest: [
      {
        mode: 'server',
        documentation:
          'Read-only. Paging with _count (at most 100) and _offset; results only once released; every ' +
          "resource limited to the caller's workplaces (or the one the cnpj query parameter or header names).",
        security: {
          cors: false,
          description:
            'Authorization: Bearer with a token from POST /integration/v1/token (a user with API access).',
        },
        resource: resources,
      },
    ],
  };
}
