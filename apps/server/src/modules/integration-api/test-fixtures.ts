import { expect } from 'vitest';
import { createUser, randomCpf } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';
import { type OperatorOptions, orderingOperator } from '../ordering/test-fixtures';

export type Json = Record<string, unknown>;
export const API = '/integration/v1';

/** An adult patient as the integration API takes it (the domain's patientSchema). */
export function apiPatient(overrides: Json = {}, cpf = randomCpf()): Json {
  return {
    fullName: 'Paula Integrada',
    sex: 'female',
    birthDate: '1988-02-10',
    document: { type: 'cpf', number: cpf },
    phone: '11 98765-4321',
    address: {
      postalCode: '01310-100',
      street: 'Av. Paulista',
      number: '1000',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    ...overrides,
  };
}

export async function tokenFor(app: TestApp, username: string, password: string, cnpj?: string) {
  const res = await app.http.inject({
    method: 'POST',
    url: `${API}/token`,
    payload: { grant_type: 'password', username, password, ...(cnpj ? { cnpj } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}

/**
 * A workplace offering exams and a user with API access there (integrator, and operator so the same
 * person can run the exams in the portal): `api` calls the integration API with their token, `headers`
 * are their portal call headers.
 */
export async function integrator(app: TestApp, options: OperatorOptions = {}) {
  const op = await orderingOperator(app, {
    offer: ['COVID_AG', 'HBA1C'],
    ...options,
    user: { roles: ['operator', 'integrator'], ...options.user },
  });
  const token = await tokenFor(app, op.user.document, op.user.password, op.workplace.cnpj);
  const api = (
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    payload?: Json,
    headers: Record<string, string> = {},
  ) =>
    app.http.inject({
      method,
      url: `${API}${path}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload ? { payload } : {}),
    });

  /** A pre-exam made through the API; answers its id and its exam request's id. */
  async function preExam(examCode = 'HBA1C', extra: Json = {}) {
    const res = await api('POST', '/pre-exams', {
      cnpj: op.workplace.cnpj,
      examIndex: op.index(examCode),
      patient: apiPatient(),
      ...(examCode === 'COVID_AG' ? { quizForm: { symptoms: false } } : {}),
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    const detail = await app.http.inject({ method: 'GET', url: `/pre-exams/${id}`, headers: op.headers });
    return { id, examRequestId: detail.json().exams[0].examRequestId as string };
  }

  return { ...op, token, api, preExam };
}

export type Integrator = Awaited<ReturnType<typeof integrator>>;

/** An analyst of the integrator's workplace, with council data, to release results (§2, §5). */
export async function analystOf(app: TestApp, op: Integrator) {
  const user = await createUser(app.database.db, {
    name: 'Clara Analista',
    roles: ['analyst'],
    councilAcronym: 'CRBM',
    councilState: 'RJ',
    councilNumber: '98765',
    profession: 'Biomédica',
    workplaceIds: [op.workplace.id],
  });
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: user.document, password: user.password },
  });
  return { authorization: `Bearer ${login.json().accessToken}`, cnpj: op.workplace.cnpj };
}

/** Types the HbA1c result of an exam request (§2 external result entry): the exam is then ready. */
export async function typeResult(app: TestApp, op: Integrator, examRequestId: string, value = '6,25') {
  const res = await app.http.inject({
    method: 'POST',
    url: `/exam-requests/${examRequestId}/results`,
    headers: op.headers,
    payload: { analytes: [{ code: 'HBA1C', value }] },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export async function release(app: TestApp, analyst: Record<string, string>, examRequestId: string) {
  const res = await app.http.inject({
    method: 'POST',
    url: `/exam-requests/${examRequestId}/release`,
    headers: analyst,
  });
  expect(res.statusCode, res.body).toBe(200);
}
