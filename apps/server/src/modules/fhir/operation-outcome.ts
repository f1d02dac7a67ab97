import type { OperationOutcome, OperationOutcomeIssue } from '@medplum/fhirtypes';
import type { ApiErrorBody } from '@ponto/domain';
import { FHIR_CONTENT_TYPE, systems } from './systems';

/** The FHIR issue type of an HTTP status (FHIR R4 IssueType). */
function issueTypeOf(status: number): OperationOutcomeIssue['code'] {
  if (status === 401) return 'login';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'throttled';
  if (status >= 500) return 'exception';
  return 'invalid';
}

/**
 * The portal's error as an OperationOutcome: the same §8 code (details.coding) and translated message
 * (details.text); each field problem is an issue naming its field (expression).
 */
export function operationOutcomeOf(body: ApiErrorBody): OperationOutcome {
  const { error } = body;
  const details = { coding: [{ system: systems.errorCode, code: error.code }], text: error.message };
  const issues: OperationOutcomeIssue[] = error.fields?.length
    ? error.fields.map((f) => ({
        severity: 'error',
        code: issueTypeOf(error.status),
        details,
        diagnostics: f.messageKey,
        expression: [f.field],
      }))
    : [{ severity: 'error', code: issueTypeOf(error.status), details }];
  return { resourceType: 'OperationOutcome', ...(error.requestId && { id: error.requestId }), issue: issues };
}

export function fhirErrorShape(body: ApiErrorBody) {
  return { contentType: FHIR_CONTENT_TYPE, body: operationOutcomeOf(body) };
}
