/** What the guide's settings hold: the integrator's token, workplace, exam and their own id for the exam. */
export interface GuideSettings {
  token: string;
  cnpj: string;
  examIndex: string;
  externalId: string;
  /** The pre-exam the 'create' step answered, used by the steps after it. */
  preExamId: string;
}

export const emptySettings: GuideSettings = {
  token: '',
  cnpj: '',
  examIndex: '',
  externalId: '',
  preExamId: '',
};

export type TrailStepKey =
  | 'authentication'
  | 'workplaces'
  | 'exams'
  | 'createPreExam'
  | 'status'
  | 'pdf'
  | 'results'
  | 'webhooks'
  | 'fhir'
  | 'hl7';

export interface GuideRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  /** Whether the call carries the token (all but the token request itself). */
  authorised: boolean;
}

/** A sample patient for the test request: valid by every §5 rule, clearly a test. */
export function samplePreExam(settings: GuideSettings) {
  return {
    cnpj: settings.cnpj,
    examIndex: Number(settings.examIndex) || undefined,
    externalId: settings.externalId || undefined,
    device: 'developer-guide',
    patient: {
      fullName: 'Paciente Teste Integracao',
      sex: 'female',
      birthDate: '1990-01-15',
      document: { type: 'cpf', number: '52998224725', countryOfOrigin: 'BR' },
      phone: '11 98765-4321',
      address: {
        postalCode: '01310-100',
        street: 'Avenida Paulista',
        number: '1000',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        country: 'BR',
      },
    },
    quizForm: {},
  };
}

/** The §2 trail, in order: each step's request as the settings make it (null when the step has none). */
export function trailRequest(step: TrailStepKey, settings: GuideSettings): GuideRequest | null {
  const id = encodeURIComponent(settings.preExamId || '{id}');
  const cnpj = encodeURIComponent(settings.cnpj);
  switch (step) {
    case 'authentication':
      return null; // the token form sends it, with the password, never shown in an example
    case 'workplaces':
      return { method: 'GET', path: '/integration/v1/workplaces', authorised: true };
    case 'exams':
      return { method: 'GET', path: `/integration/v1/exams?cnpj=${cnpj}`, authorised: true };
    case 'createPreExam':
      return {
        method: 'POST',
        path: '/integration/v1/pre-exams',
        body: samplePreExam(settings),
        authorised: true,
      };
    case 'status':
      return { method: 'GET', path: `/integration/v1/pre-exams/${id}/status?cnpj=${cnpj}`, authorised: true };
    case 'pdf':
      return { method: 'GET', path: `/integration/v1/pre-exams/${id}/pdf?cnpj=${cnpj}`, authorised: true };
    case 'results':
      return {
        method: 'GET',
        path: `/integration/v1/pre-exams/${id}/results?cnpj=${cnpj}`,
        authorised: true,
      };
    case 'webhooks':
      return null; // registered in the portal (Settings → Webhooks); the guide explains the signature
    case 'fhir':
      // An example search: the released reports of the workplace, five at a time, with the same token.
      return {
        method: 'GET',
        path: `/fhir/R4/DiagnosticReport?status=final&_count=5${settings.cnpj ? `&cnpj=${cnpj}` : ''}`,
        authorised: true,
      };
    case 'hl7':
      return null; // Ponto sends it to the laboratory system; nothing is called here
  }
}

export const trailSteps: readonly TrailStepKey[] = [
  'authentication',
  'workplaces',
  'exams',
  'createPreExam',
  'status',
  'pdf',
  'results',
  'webhooks',
  'fhir',
  'hl7',
];

/** The request as a curl command, for the integrator's own code (the token stays a placeholder). */
export function curlOf(request: GuideRequest, origin: string): string {
  const parts = [`curl -X ${request.method} '${origin}${request.path}'`];
  if (request.authorised) parts.push(`-H 'Authorization: Bearer $TOKEN'`);
  if (request.body !== undefined)
    parts.push(`-H 'Content-Type: application/json'`, `-d '${JSON.stringify(request.body)}'`);
  return parts.join(' \\\n  ');
}
