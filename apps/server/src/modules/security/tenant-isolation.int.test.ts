import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { envelope, readerTopics, type WebhookPayload, workplaceTopics } from '@ponto/domain';
import { eq } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  controlResults,
  criticalNotices,
  driveThroughHolds,
  driveThroughPlaces,
  examRequests,
  examResults,
  exams,
  hl7Messages,
  lots,
  nullifiedCapsules,
  orders,
  preExams,
  qualityDocuments,
  readerEvents,
  readers,
  scheduleBookings,
  storedFiles,
  supportMessages,
  userWorkplaces,
  webhookDeliveries,
} from '../../db/schema';
import { createUser, createWorkplace, randomCpf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { hashToken } from '../auth/tokens';
import { order, orderingOperator, registration } from '../ordering/test-fixtures';
import {
  changedTables,
  expectErrorShape,
  methodOf,
  type RouteKey,
  randomCode,
  routeKeys,
  snapshot,
} from './harness';

/**
 * Tenant isolation (OWASP ASVS L2 V4.2.1, V8.2): generated over every route the app registers.
 *
 * Workplace A owns one of each thing a route can name by id. A user of workplace B only, with every role
 * and permission a workplace user can hold (so that a 403 cannot hide a leak), calls every route with A's
 * ids and must get 404. Then B's user sends A's CNPJ on every workplace route: 404 again. Nothing of A (nor
 * anything else) changes. A route that is in none of the three lists below fails the test: a new route
 * cannot slip in untested.
 */

let app: TestApp;
let baseUrl: string;
const clients: MqttClient[] = [];

type Operator = Awaited<ReturnType<typeof orderingOperator>>;

/** Every flag and role a workplace's own user can have. 'support' is left out: see `exempt`. */
const everyRole = {
  roles: ['operator', 'manager', 'analyst', 'integrator', 'distributor'],
  labAnalyst: true,
  stockView: true,
  selfCollection: true,
};

/** Every service on, so a route cannot answer 403 for the kind of workplace before it looks at the id. */
const everyService = {
  services: ['mab', 'clinic', 'attendance', 'rapid_test', 'ponto', 'telemedicine'],
  // Contracted workplaces may fetch reports as base64 (REPORT_BASE64_NOT_CONTRACTED otherwise).
  contracted: true,
};

/** What workplace A owns, by the ids routes take. */
interface TenantA {
  op: Operator & { examId: string };
  vetCnpj: string;
  patientId: string;
  animalId: string;
  preExamId: string;
  examRequestId: string;
  photoId: string;
  readerCode: string;
  readerSecret: string;
  operatorId: string;
  orderId: string;
  invoice: string;
  lotId: string;
  lotNumber: string;
  nullifiedCapsule: string;
  qualityDocumentId: string;
  controlRunId: string;
  bookingId: string;
  placeId: string;
  holdId: string;
  conversationId: string;
  attachmentMessageId: string;
  webhookEndpointId: string;
  webhookDeliveryId: string;
  hl7MessageId: string;
  criticalNoticeId: string;
  /** A released result of A's exam, its reader and who released it (the FHIR API reads them). */
  resultId: string;
  readerId: string;
  releaserId: string;
}

interface Call {
  url: string;
  /**
   * Animal routes are for veterinary workplaces only (403 elsewhere): A's animal is at A's veterinary
   * clinic, and B's user calls from B's own veterinary clinic.
   */
  vet?: boolean;
  /** One file part named 'file', as a browser's FormData sends it. */
  multipart?: { name: string; type: string; bytes: Buffer };
  payload?: unknown;
  headers?: Record<string, string>;
}

/**
 * Routes that name something by id (in the path, a header or the body), with A's id put in. B's user calls
 * each with B's CNPJ and must get 404.
 */
const idRoutes: Record<RouteKey, (a: TenantA) => Call> = {
  'PATCH /operators/:id': (a) => ({ url: `/operators/${a.operatorId}`, payload: { name: 'Outro Nome' } }),
  'DELETE /operators/workers/:userId': (a) => ({ url: `/operators/workers/${a.operatorId}` }),
  'GET /patients/:id': (a) => ({ url: `/patients/${a.patientId}` }),
  'PUT /patients/:id': (a) => ({ url: `/patients/${a.patientId}`, payload: registration(randomCpf()) }),
  'GET /patients/:id/data-export': (a) => ({ url: `/patients/${a.patientId}/data-export` }),
  'POST /patients/:id/anonymisation': (a) => ({
    url: `/patients/${a.patientId}/anonymisation`,
    payload: { reason: 'patientRequest' },
  }),
  'GET /animals/:id': (a) => ({ url: `/animals/${a.animalId}`, vet: true }),
  'PUT /animals/:id': (a) => ({ url: `/animals/${a.animalId}`, payload: { nameOrCode: 'Outro' }, vet: true }),
  'GET /animals/:id/data-export': (a) => ({ url: `/animals/${a.animalId}/data-export`, vet: true }),
  'POST /animals/:id/anonymisation': (a) => ({
    url: `/animals/${a.animalId}/anonymisation`,
    payload: { reason: 'patientRequest' },
    vet: true,
  }),
  'GET /pre-exams/:id': (a) => ({ url: `/pre-exams/${a.preExamId}` }),
  'POST /critical-notices/:id/acknowledgement': (a) => ({
    url: `/critical-notices/${a.criticalNoticeId}/acknowledgement`,
    payload: {
      contactedParty: 'patient',
      contactedName: 'Paciente A',
      channel: 'phone',
      contactedAt: new Date().toISOString(),
      readBack: true,
    },
  }),
  'POST /pre-exams/:id/quiz-link': (a) => ({ url: `/pre-exams/${a.preExamId}/quiz-link` }),
  'GET /photos/:id': (a) => ({ url: `/photos/${a.photoId}` }),
  'POST /workplace/readers/:code/calibrate': (a) => ({ url: `/workplace/readers/${a.readerCode}/calibrate` }),
  'POST /workplace/readers/:code/update': (a) => ({ url: `/workplace/readers/${a.readerCode}/update` }),
  'GET /workplace/readers/:code/calibrations': (a) => ({
    url: `/workplace/readers/${a.readerCode}/calibrations`,
  }),
  'GET /exam-requests/:id': (a) => ({ url: `/exam-requests/${a.examRequestId}` }),
  'POST /exam-requests/:id/start': (a) => ({
    url: `/exam-requests/${a.examRequestId}/start`,
    payload: { readerCode: a.readerCode },
  }),
  'POST /exam-requests/:id/cancel': (a) => ({ url: `/exam-requests/${a.examRequestId}/cancel` }),
  'POST /exam-requests/:id/continue': (a) => ({ url: `/exam-requests/${a.examRequestId}/continue` }),
  'POST /exam-requests/:id/recollect': (a) => ({
    url: `/exam-requests/${a.examRequestId}/recollect`,
    payload: { reason: 'Amostra insuficiente' },
  }),
  'POST /exam-requests/:id/rating': (a) => ({
    url: `/exam-requests/${a.examRequestId}/rating`,
    payload: { rating: 5 },
  }),
  'POST /exam-requests/:id/results': (a) => ({
    url: `/exam-requests/${a.examRequestId}/results`,
    payload: { analytes: [{ code: 'SARS_COV_2_AG', value: '0' }] },
  }),
  'POST /exam-requests/:id/release': (a) => ({ url: `/exam-requests/${a.examRequestId}/release` }),
  'POST /exam-requests/:id/rectify': (a) => ({
    url: `/exam-requests/${a.examRequestId}/rectify`,
    payload: {
      analytes: [{ code: 'SARS_COV_2_AG', value: '1' }],
      reason: 'Erro de digitação',
      confirmed: true,
    },
  }),
  'GET /exam-requests/:id/report.pdf': (a) => ({ url: `/exam-requests/${a.examRequestId}/report.pdf` }),
  'GET /exam-requests/:id/report.base64': (a) => ({ url: `/exam-requests/${a.examRequestId}/report.base64` }),
  'GET /reports/notifications/:examRequestId/rnds': (a) => ({
    url: `/reports/notifications/${a.examRequestId}/rnds`,
  }),
  'GET /reports/notifications/:examRequestId/rnds/sends': (a) => ({
    url: `/reports/notifications/${a.examRequestId}/rnds/sends`,
  }),
  'POST /reports/notifications/:examRequestId/rnds/sends': (a) => ({
    url: `/reports/notifications/${a.examRequestId}/rnds/sends`,
  }),
  'GET /readers/:code/flow-reservation': (a) => ({ url: `/readers/${a.readerCode}/flow-reservation` }),
  'PUT /readers/:code/flow-reservation': (a) => ({
    url: `/readers/${a.readerCode}/flow-reservation`,
    payload: { flowCode: 'FLOW-1' },
  }),
  'DELETE /readers/:code/flow-reservation': (a) => ({ url: `/readers/${a.readerCode}/flow-reservation` }),
  'POST /protocols/:id/sheet/print': (a) => ({ url: `/protocols/${a.preExamId}/sheet/print` }),
  'POST /protocols/:id/labels/print': (a) => ({ url: `/protocols/${a.preExamId}/labels/print` }),
  'GET /orders/:id': (a) => ({ url: `/orders/${a.orderId}` }),
  'POST /orders/:id/cancel': (a) => ({ url: `/orders/${a.orderId}/cancel` }),
  'GET /orders/arrival': (a) => ({ url: `/orders/arrival?invoice=${a.invoice}` }),
  'POST /orders/arrival': (a) => ({ url: '/orders/arrival', payload: { invoice: a.invoice } }),
  'GET /distributor/v1/orders/:id': (a) => ({ url: `/distributor/v1/orders/${a.orderId}` }),
  'POST /distributor/v1/orders/:id/status': (a) => ({
    url: `/distributor/v1/orders/${a.orderId}/status`,
    payload: { to: 'confirmed', forecastOn: '2099-01-01' },
  }),
  'GET /stock/lots/:id/movements': (a) => ({ url: `/stock/lots/${a.lotId}/movements` }),
  'PUT /stock/lots/:id/internal-lot': (a) => ({
    url: `/stock/lots/${a.lotId}/internal-lot`,
    payload: { internalLot: 'INT-B' },
  }),
  'POST /stock/transfers': (a) => ({
    url: '/stock/transfers',
    payload: { lotId: a.lotId, toCnpj: a.op.workplace.cnpj, quantity: 1 },
  }),
  'POST /quality/overrides': (a) => ({
    url: '/quality/overrides',
    payload: { readerCode: a.readerCode, examId: a.op.examId, reason: 'Liberação de teste' },
  }),
  'GET /quality/documents/:id/file': (a) => ({ url: `/quality/documents/${a.qualityDocumentId}/file` }),
  'DELETE /quality/documents/:id': (a) => ({ url: `/quality/documents/${a.qualityDocumentId}` }),
  'GET /control-samples/samples/:code': (a) => ({
    url: `/control-samples/samples/CI0001?readerCode=${a.readerCode}`,
  }),
  'POST /control-samples/runs': (a) => ({
    url: '/control-samples/runs',
    payload: { sampleCode: 'CI0001', readerCode: a.readerCode },
  }),
  'GET /control-samples/runs/:id': (a) => ({ url: `/control-samples/runs/${a.controlRunId}` }),
  'POST /control-samples/runs/:id/cancel': (a) => ({ url: `/control-samples/runs/${a.controlRunId}/cancel` }),
  // The agenda names its booking in the `id` header (§7 schedule calls).
  'POST /schedule/edit': (a) => ({
    url: '/schedule/edit',
    headers: { id: a.bookingId },
    payload: { startsAt: '2099-01-01T10:00:00.000Z', patientName: 'Outro Paciente' },
  }),
  'POST /schedule/delete': (a) => ({ url: '/schedule/delete', headers: { id: a.bookingId } }),
  'PUT /totem/reserve': (a) => ({
    url: '/totem/reserve',
    payload: { placeId: a.placeId, slots: ['2099-01-01T12:00:00.000Z'] },
  }),
  'GET /totem/holds/:id': (a) => ({ url: `/totem/holds/${a.holdId}` }),
  'DELETE /totem/holds/:id': (a) => ({ url: `/totem/holds/${a.holdId}` }),
  'PUT /totem/places/:id': (a) => ({
    url: `/totem/places/${a.placeId}`,
    payload: { name: 'Outra faixa', opensAt: '08:00', closesAt: '12:00' },
  }),
  'GET /support/conversations/:id': (a) => ({ url: `/support/conversations/${a.conversationId}` }),
  'POST /support/conversations/:id/messages': (a) => ({
    url: `/support/conversations/${a.conversationId}/messages`,
    payload: { body: 'Olá' },
  }),
  'POST /support/conversations/:id/attachments': (a) => ({
    url: `/support/conversations/${a.conversationId}/attachments`,
    multipart: { name: 'erro.png', type: 'image/png', bytes: PNG },
  }),
  'GET /support/messages/:id/attachment': (a) => ({
    url: `/support/messages/${a.attachmentMessageId}/attachment`,
  }),
  'POST /support/conversations/:id/read': (a) => ({ url: `/support/conversations/${a.conversationId}/read` }),
  'POST /support/conversations/:id/close': (a) => ({
    url: `/support/conversations/${a.conversationId}/close`,
  }),
  'GET /integration/v1/pre-exams/:id/status': (a) => ({
    url: `/integration/v1/pre-exams/${a.preExamId}/status`,
  }),
  'GET /integration/v1/pre-exams/:id/results': (a) => ({
    url: `/integration/v1/pre-exams/${a.preExamId}/results`,
  }),
  'GET /integration/v1/pre-exams/:id/pdf': (a) => ({ url: `/integration/v1/pre-exams/${a.preExamId}/pdf` }),
  'GET /integration/v1/pre-exams/:id/report-base64': (a) => ({
    url: `/integration/v1/pre-exams/${a.preExamId}/report-base64`,
  }),
  'DELETE /integration/v1/pre-exams/:id': (a) => ({ url: `/integration/v1/pre-exams/${a.preExamId}` }),
  'GET /fhir/R4/Patient/:id': (a) => ({ url: `/fhir/R4/Patient/${a.patientId}` }),
  'GET /fhir/R4/ServiceRequest/:id': (a) => ({ url: `/fhir/R4/ServiceRequest/${a.preExamId}` }),
  'GET /fhir/R4/Specimen/:id': (a) => ({ url: `/fhir/R4/Specimen/${a.examRequestId}` }),
  'GET /fhir/R4/DiagnosticReport/:id': (a) => ({ url: `/fhir/R4/DiagnosticReport/${a.examRequestId}` }),
  'GET /fhir/R4/Observation/:id': (a) => ({ url: `/fhir/R4/Observation/${a.resultId}` }),
  'GET /fhir/R4/Device/:id': (a) => ({ url: `/fhir/R4/Device/${a.readerId}` }),
  'GET /fhir/R4/Organization/:id': (a) => ({ url: `/fhir/R4/Organization/${a.op.workplace.id}` }),
  'GET /fhir/R4/Practitioner/:id': (a) => ({ url: `/fhir/R4/Practitioner/${a.releaserId}` }),
  'PATCH /webhooks/endpoints/:id': (a) => ({
    url: `/webhooks/endpoints/${a.webhookEndpointId}`,
    payload: { enabled: false },
  }),
  'DELETE /webhooks/endpoints/:id': (a) => ({ url: `/webhooks/endpoints/${a.webhookEndpointId}` }),
  'POST /webhooks/deliveries/:id/replay': (a) => ({
    url: `/webhooks/deliveries/${a.webhookDeliveryId}/replay`,
  }),
  'POST /hl7/messages/:id/resend': (a) => ({ url: `/hl7/messages/${a.hl7MessageId}/resend` }),
};

/**
 * Workplace routes that name nothing of A by id: B's user sends A's CNPJ and must get 404 (the workplace
 * check comes before anything else is looked at). Bodies are valid, so a 400 cannot stand in for the check.
 */
const workplaceRoutes: Record<RouteKey, (a: TenantA) => Call> = {
  'GET /audit-log': () => ({ url: '/audit-log' }),
  'GET /audit-log/export.csv': () => ({ url: '/audit-log/export.csv' }),
  'GET /audit-log/verify': () => ({ url: '/audit-log/verify' }),
  'GET /operators': () => ({ url: '/operators' }),
  'POST /operators': () => ({
    url: '/operators',
    payload: {
      document: randomCpf(),
      name: 'Nova Operadora',
      birthDate: '1990-01-01',
      sex: 'female',
      email: 'nova@example.com',
    },
  }),
  'POST /operators/workers': (a) => ({
    url: '/operators/workers',
    payload: { document: a.op.user.document },
  }),
  'POST /patients': () => ({ url: '/patients', payload: registration(randomCpf()) }),
  'GET /patients': () => ({ url: '/patients' }),
  'GET /patients/get/data/v2': () => ({ url: '/patients/get/data/v2', headers: { document: randomCpf() } }),
  'POST /animals': () => ({ url: '/animals', payload: { nameOrCode: 'Rex' }, vet: true }),
  'GET /animals': () => ({ url: '/animals', vet: true }),
  'GET /exams/catalogue': () => ({ url: '/exams/catalogue' }),
  'POST /vouchers/check': (a) => ({
    url: '/vouchers/check',
    payload: {
      code: 'V-1',
      examIndexes: [a.op.index('COVID_AG')],
      patientDocument: { type: 'cpf', number: randomCpf() },
    },
  }),
  'POST /pre-exams': (a) => ({
    url: '/pre-exams',
    payload: {
      subject: { kind: 'patient', registration: registration(randomCpf()) },
      order: order([a.op.index('COVID_AG')], { quizForm: { [a.op.index('COVID_AG')]: { symptoms: false } } }),
    },
  }),
  'POST /photos': () => ({ url: '/photos' }),
  'GET /workplace/getScanners': () => ({ url: '/workplace/getScanners' }),
  'POST /workplace/readers': () => ({ url: '/workplace/readers', payload: { code: 'FLW-0000' } }),
  'POST /devices/virtual': () => ({ url: '/devices/virtual', payload: { family: 'Flow', count: 1 } }),
  'GET /exam-requests': () => ({ url: '/exam-requests' }),
  'GET /exam-requests/awaiting-release': () => ({ url: '/exam-requests/awaiting-release' }),
  'POST /capsules/nullify': (a) => ({
    url: '/capsules/nullify',
    payload: { capsuleCode: 'CP0000000001', lot: a.lotNumber, method: 'typed' },
  }),
  'GET /capsules/nullified': () => ({ url: '/capsules/nullified' }),
  'GET /protocols': () => ({ url: '/protocols' }),
  'GET /orders/products': () => ({ url: '/orders/products' }),
  'GET /orders': () => ({ url: '/orders' }),
  'POST /orders': (a) => ({
    url: '/orders',
    payload: {
      products: [{ examIndex: a.op.index('COVID_AG'), quantity: 10 }],
      deliveryAddress: registration(randomCpf()).patient.address,
    },
  }),
  'GET /stock': () => ({ url: '/stock' }),
  'GET /stock/batches': () => ({ url: '/stock/batches' }),
  'GET /stock/transfer-destinations': () => ({ url: '/stock/transfer-destinations' }),
  'GET /stock/transfers': () => ({ url: '/stock/transfers' }),
  // A lot number is the manufacturer's, shared by every workplace that received that lot: the recall lists
  // what the caller's own workplaces did with it (A's lot number shows B nothing of A's: tested below).
  'GET /stock/recall': (a) => ({ url: `/stock/recall?lot=${a.lotNumber}` }),
  'GET /stock/recall.csv': (a) => ({ url: `/stock/recall.csv?lot=${a.lotNumber}` }),
  // A lot number with a leaflet code (§9: the 3 digits before the last 6).
  'GET /leaflets': () => ({ url: '/leaflets?lot=COA101001001' }),
  'GET /quality/internal-control': () => ({ url: '/quality/internal-control' }),
  'PUT /quality/lockout': () => ({ url: '/quality/lockout', payload: { enabled: false } }),
  'GET /quality/overrides': () => ({ url: '/quality/overrides' }),
  'GET /quality/control-results': () => ({ url: '/quality/control-results' }),
  'GET /quality/levey-jennings/series': () => ({ url: '/quality/levey-jennings/series' }),
  'GET /quality/levey-jennings': (a) => ({
    url: `/quality/levey-jennings?examId=${a.op.examId}&material=M1&lot=L1`,
  }),
  'GET /quality/documents': () => ({ url: '/quality/documents' }),
  'POST /quality/documents': () => ({ url: '/quality/documents?folder=quality' }),
  'GET /control-samples/session': () => ({ url: '/control-samples/session' }),
  'POST /control-samples/session': () => ({
    url: '/control-samples/session',
    payload: { username: 'controle.demo', password: 'ponto123' },
  }),
  'DELETE /control-samples/session': () => ({ url: '/control-samples/session' }),
  'GET /control-samples/rounds': () => ({ url: '/control-samples/rounds' }),
  'GET /schedule': () => ({ url: '/schedule?from=2099-01-01T00:00:00.000Z&to=2099-01-02T00:00:00.000Z' }),
  'POST /schedule/save': () => ({
    url: '/schedule/save',
    payload: { startsAt: '2099-01-01T10:00:00.000Z', patientName: 'Paciente Novo' },
  }),
  'GET /totem/getPlaces': () => ({ url: '/totem/getPlaces' }),
  'GET /totem/getAvailable': () => ({
    url: '/totem/getAvailable',
    headers: { timestamp: '2099-01-01T12:00:00Z' },
  }),
  'GET /totem/getSchedule': () => ({ url: '/totem/getSchedule', headers: { day: '2099-01-01' } }),
  'POST /totem/places': () => ({
    url: '/totem/places',
    payload: { name: 'Faixa nova', opensAt: '08:00', closesAt: '12:00' },
  }),
  'GET /support/conversations': () => ({ url: '/support/conversations' }),
  'POST /support/conversations': () => ({ url: '/support/conversations', payload: { body: 'Ajuda' } }),
  'GET /integration/v1/exams': () => ({ url: '/integration/v1/exams' }),
  'POST /integration/v1/pre-exams': (a) => ({
    url: '/integration/v1/pre-exams',
    payload: {
      cnpj: a.op.workplace.cnpj,
      examIndex: a.op.index('COVID_AG'),
      patient: registration(randomCpf()).patient,
    },
  }),
  'GET /reports/exams': () => ({ url: `/reports/exams?${period()}&exam=all&model=all` }),
  'GET /reports/exams.csv': () => ({ url: `/reports/exams.csv?${period()}&exam=all&model=all` }),
  'GET /reports/exams.zip': () => ({ url: `/reports/exams.zip?${period()}&exam=all&model=all` }),
  'GET /reports/notifications': () => ({ url: `/reports/notifications?${period()}` }),
  'GET /reports/notifications.csv': () => ({ url: `/reports/notifications.csv?${period()}` }),
  'GET /reports/notifications/rnds': () => ({ url: `/reports/notifications/rnds?${period()}` }),
  'GET /reports/services': () => ({ url: `/reports/services?${period()}` }),
  'GET /reports/services.csv': () => ({ url: `/reports/services.csv?${period()}` }),
  'GET /reports/covid': () => ({ url: `/reports/covid?${period()}` }),
  'GET /reports/covid.csv': () => ({ url: `/reports/covid.csv?${period()}` }),
  'GET /local-analysis': () => ({ url: '/local-analysis' }),
  'GET /critical-ranges': () => ({ url: '/critical-ranges' }),
  'GET /critical-notices': () => ({ url: '/critical-notices?status=open' }),
  // The exam and analyte codes name the network's catalogue, not something of a workplace.
  'PUT /critical-ranges/:examCode/:analyteCode': () => ({
    url: '/critical-ranges/GLUCOSE/GLUCOSE',
    payload: { lower: '40', upper: '400' },
  }),
  'GET /workplace/report-logo': () => ({ url: '/workplace/report-logo' }),
  'PUT /workplace/report-logo': () => ({
    url: '/workplace/report-logo',
    payload: { image: `data:image/png;base64,${PNG.toString('base64')}` },
  }),
  'DELETE /workplace/report-logo': () => ({ url: '/workplace/report-logo' }),
  'GET /fhir/R4/Patient': () => ({ url: '/fhir/R4/Patient' }),
  'GET /fhir/R4/ServiceRequest': () => ({ url: '/fhir/R4/ServiceRequest' }),
  'GET /fhir/R4/Specimen': () => ({ url: '/fhir/R4/Specimen' }),
  'GET /fhir/R4/DiagnosticReport': () => ({ url: '/fhir/R4/DiagnosticReport' }),
  'GET /fhir/R4/Observation': () => ({ url: '/fhir/R4/Observation' }),
  'GET /fhir/R4/Device': () => ({ url: '/fhir/R4/Device' }),
  'GET /fhir/R4/Organization': () => ({ url: '/fhir/R4/Organization' }),
  'GET /fhir/R4/Practitioner': () => ({ url: '/fhir/R4/Practitioner' }),
  'GET /webhooks/endpoints': () => ({ url: '/webhooks/endpoints' }),
  'POST /webhooks/endpoints': () => ({
    url: '/webhooks/endpoints',
    payload: { url: 'https://example.com/hook', events: ['exam.started'] },
  }),
  'GET /webhooks/deliveries': () => ({ url: '/webhooks/deliveries' }),
  'GET /hl7/config': () => ({ url: '/hl7/config' }),
  'PUT /hl7/config': () => ({ url: '/hl7/config', payload: { host: 'lis.example.org', port: 2575 } }),
  'GET /hl7/messages': () => ({ url: '/hl7/messages' }),
  'PUT /auth/session/workplace': (a) => ({
    url: '/auth/session/workplace',
    payload: { cnpj: a.op.workplace.cnpj },
  }),
};

/**
 * §7 makes NOT_FOUND one of the pre-exam statuses: the integration API's status call answers
 * `200 { id, externalId: null, status: 'NOT_FOUND', exams: [] }` for an id the workplace does not have
 * (docs/integration-api.md). For it the test asserts that A's id gets exactly the answer of an id that
 * never existed: nothing about A can be told from it.
 */
const sameAsUnknownId = new Set<RouteKey>(['GET /integration/v1/pre-exams/:id/status']);

/** Routes in `idRoutes` that are not scoped by the CNPJ header: the distributor's links decide (docs/orders.md). */
const notByCnpjHeader = new Set<RouteKey>([
  'GET /distributor/v1/orders/:id',
  'POST /distributor/v1/orders/:id/status',
]);

/** Routes that take no workplace and no id of one, each with the reason. */
const exempt: Record<RouteKey, string> = {
  // Public: the API reference, health and the web's start-up data.
  'GET /api/docs/': 'public API reference',
  'GET /api/docs/static/index.html': 'public API reference',
  'GET /api/docs/static/swagger-initializer.js': 'public API reference',
  'GET /api/docs/json': 'public API reference',
  'GET /api/docs/yaml': 'public API reference',
  'GET /api/docs/static/*': 'public API reference',
  'GET /users/ping': 'public liveness probe',
  'GET /health': 'public readiness probe',
  'GET /health/live': 'public liveness probe',
  'GET /health/ready': 'public readiness probe',
  'GET /specialist/customization': 'public branding of the login page',
  // Sign-in, tokens and the own account: the caller's own session, never a workplace's data.
  'POST /auth/login': 'sign-in (own account)',
  'POST /oauth/token': 'token renewal (own session)',
  'POST /auth/logout': 'ends the own session',
  'GET /auth/session': 'the own session',
  'PUT /auth/session/language': 'the own language',
  'GET /users/checkToken': 'the own token',
  'POST /auth/password-reset': 'public password reset (answers the same for any document)',
  'POST /auth/password-reset/confirm': 'public password reset (the token names the account)',
  'GET /profile': 'the own profile',
  'PUT /profile': 'the own profile',
  'POST /profile/password': 'the own password',
  'POST /integration/v1/token': "integrator's sign-in (own account)",
  // Ponto's support staff act on the whole network by design (§6; docs/security.md suspension). The test's
  // B user holds every role a workplace user can hold, not 'support', which is Ponto's own staff.
  'PUT /accounts/:id/suspension':
    "support staff only, network-wide (B's user gets 403, not a workplace leak)",
  'GET /accounts': "support staff's network-wide account search for the suspension screen (403 for others)",
  'GET /support/queue': 'support staff only, network-wide queue of every workplace (403 for others)',
  // Development outbox: only mounted without SMTP, shows the e-mails of the local instance (docs/operations.md).
  'GET /dev/outbox': 'development outbox of the local instance, no workplace',
  // Reference data: the same for everyone.
  'GET /addresses/postal-code': 'postal-code lookup, public reference data',
  'GET /addresses/states': 'states of a country, reference data (signed in, no workplace)',
  'GET /addresses/cities': 'cities of a state, reference data (signed in, no workplace)',
  // The user's own things, whatever workplace they are in.
  'GET /training': "the user's own training trails (§4 training status is the user's)",
  'POST /nps': "the user's own survey answer, kept with their last workplace; no CNPJ header is read",
  // Client questionnaire and report check: a signed link or the report's hash is the credential.
  'GET /public/client-quiz': "public, the signed link's token names the pre-exam",
  'POST /public/client-quiz': "public, the signed link's token names the pre-exam",
  'GET /public/reports/:hash': "public report check by the report's hash (initials only, docs/audit.md)",
  // Reader firmware: devices download it, the same for every workplace.
  'GET /firmware/:family/:version': 'firmware downloads, the same for every workplace',
  // The network's catalogues: the same for every workplace, ids name no workplace's row.
  'GET /training/courses/:id': "the network's training catalogue (attempts are the caller's own)",
  'POST /training/courses/:id/attempts': "the network's training catalogue, the caller's own attempt",
  'GET /training/courses/:id/certificate.pdf': "the caller's own certificate",
  'GET /leaflets/:code': "the network's leaflets (instructions for use) by leaflet code",
  'GET /leaflets/:code/leaflet.pdf': "the network's leaflets (instructions for use) by leaflet code",
  // The distributor's list is scoped by its links to workplaces, not by a CNPJ header.
  'GET /distributor/v1/orders': "the distributor's linked workplaces (their orders by id are in idRoutes)",
  // The integrator's list of the own workplaces.
  'GET /integration/v1/workplaces': "the integrator's own workplaces",
  'GET /fhir/R4/metadata': "public FHIR CapabilityStatement: what the server supports, no workplace's data",
};

/** Today on the test's clock, as the report filters take it (whole days). */
function period() {
  const day = app.clock.now().toISOString().slice(0, 10);
  return `from=${day}&to=${day}`;
}

/** Puts bytes where the local file store keeps `key` (the app's DATA_DIR/files). */
function storeFile(bytes: Buffer): string {
  const key = `security-test/${crypto.randomUUID()}`;
  const target = path.join(app.dataDir, 'files', ...key.split('/'));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, bytes);
  return key;
}

let a: TenantA;
let b: Operator;
/** B's own veterinary clinic (B's user is linked to it too). */
let bVetCnpj: string;

async function signIn(user: { document: string; password: string }) {
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: user.document, password: user.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  return login.json().accessToken as string;
}

// biome-ignore lint/suspicious/noExplicitAny: answers of several routes, read by field
async function ok(res: { statusCode: number; body: string; json: () => any }, status = 201) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

/** Workplace A with one of everything a route names by id. */
async function tenantA(): Promise<TenantA> {
  const db = app.database.db;
  const op = await orderingOperator(app, { user: everyRole, workplace: everyService });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    app.http.inject({ method, url, headers: op.headers, ...(payload === undefined ? {} : { payload }) });
  const [exam] = await db.select().from(exams).where(eq(exams.code, 'COVID_AG'));

  const preExam = await ok(
    await call('POST', '/pre-exams', {
      subject: { kind: 'patient', registration: registration(randomCpf()) },
      order: order([op.index('COVID_AG')], { quizForm: { [op.index('COVID_AG')]: { symptoms: false } } }),
    }),
  );
  const [request] = await db
    .select({ id: examRequests.id, patientId: preExams.patientId })
    .from(examRequests)
    .innerJoin(preExams, eq(preExams.id, examRequests.preExamId))
    .where(eq(preExams.id, preExam.id!));
  const vet = await createWorkplace(db, { classification: 'VET_CLINIC' });
  await db.insert(userWorkplaces).values({ userId: op.user.id, workplaceId: vet.id });
  const animal = await ok(
    await app.http.inject({
      method: 'POST',
      url: '/animals',
      headers: { ...op.headers, cnpj: vet.cnpj },
      payload: { nameOrCode: 'Rex' },
    }),
  );
  const [photo] = await db
    .insert(storedFiles)
    .values({
      workplaceId: op.workplace.id,
      purpose: 'patientPhoto',
      storageKey: storeFile(PNG),
      contentType: 'image/png',
      sizeBytes: PNG.length,
      sha256: crypto.createHash('sha256').update(PNG).digest('hex'),
      metadata: { faceDetected: true },
    })
    .returning();

  const readerCode = randomCode('TA');
  const readerSecret = crypto.randomBytes(16).toString('hex');
  const [reader] = await db
    .insert(readers)
    .values({
      code: readerCode,
      family: 'Flow',
      secretHash: hashToken(readerSecret),
      workplaceId: op.workplace.id,
    })
    .returning();

  const colleague = await createUser(db, { workplaceIds: [op.workplace.id] });

  const lotNumber = randomCode('LA');
  const [lot] = await db
    .insert(lots)
    .values({
      workplaceId: op.workplace.id,
      examId: exam!.id,
      lotNumber,
      internalLot: lotNumber,
      manufacturedOn: '2020-01-01',
      expiresOn: '2099-12-31',
      quantity: 10,
    })
    .returning();
  const placed = await ok(
    await call('POST', '/orders', {
      products: [{ examIndex: op.index('COVID_AG'), quantity: 10 }],
      deliveryAddress: registration(randomCpf()).patient.address,
    }),
  );
  const invoice = randomCode('NF');
  await db.update(orders).set({ invoice }).where(eq(orders.id, placed.id!));

  const nullifiedCapsule = randomCode('CPA');
  await db.insert(nullifiedCapsules).values({
    lotId: lot!.id,
    capsuleCode: nullifiedCapsule,
    workplaceId: op.workplace.id,
    method: 'typed',
    nullifiedAt: new Date(),
  });
  const [document] = await db
    .insert(qualityDocuments)
    .values({
      workplaceId: op.workplace.id,
      folder: 'quality',
      name: 'manual.pdf',
      contentType: 'image/png',
      size: PNG.length,
      storageKey: storeFile(PNG),
      uploadedAt: new Date(),
    })
    .returning();
  const [run] = await db
    .insert(controlResults)
    .values({
      workplaceId: op.workplace.id,
      readerId: reader!.id,
      examId: exam!.id,
      kind: 'internal',
      sampleCode: 'CI0001',
      material: 'M1',
      lot: 'L1',
      lotExpiresOn: '2099-12-31',
      analyte: 'SARS_COV_2_AG',
      startedAt: new Date(),
    })
    .returning();
  const [booking] = await db
    .insert(scheduleBookings)
    .values({
      workplaceId: op.workplace.id,
      startsAt: new Date('2099-01-01T09:00:00Z'),
      durationMinutes: 15,
      patientName: 'Paciente A',
      updatedAt: new Date(),
    })
    .returning();
  const [place] = await db
    .insert(driveThroughPlaces)
    .values({ workplaceId: op.workplace.id, name: 'Faixa A', opensAt: '08:00', closesAt: '18:00' })
    .returning();
  const [hold] = await db
    .insert(driveThroughHolds)
    .values({ workplaceId: op.workplace.id, placeId: place!.id, expiresAt: new Date('2099-01-01T00:00:00Z') })
    .returning();
  const thread = await ok(await call('POST', '/support/conversations', { body: 'Preciso de ajuda' }));
  const conversation = thread.conversation as unknown as { id: string };
  const [message] = await db
    .insert(supportMessages)
    .values({
      conversationId: conversation.id!,
      authorId: op.user.id,
      side: 'operator',
      attachmentKey: storeFile(PNG),
      attachmentName: 'erro.png',
      attachmentType: 'image/png',
      attachmentSize: PNG.length,
      at: new Date(),
    })
    .returning();
  const endpoint = await ok(
    await call('POST', '/webhooks/endpoints', { url: 'https://example.com/a', events: ['exam.started'] }),
  );
  const deliveryId = crypto.randomUUID();
  await db.insert(webhookDeliveries).values({
    id: deliveryId,
    endpointId: endpoint.id!,
    eventType: 'exam.started',
    // What it carries is beside the point here: only whose delivery it is.
    payload: {} as WebhookPayload,
    status: 'failed',
    nextAttemptAt: new Date(),
  });
  // A failed one, so that a leak would show as a resend (200), not a 409.
  const [hl7Message] = await db
    .insert(hl7Messages)
    .values({
      workplaceId: op.workplace.id,
      examRequestId: request!.id,
      controlId: crypto.randomBytes(10).toString('hex'),
      protocolNumber: 'P-A',
      examCode: 'COVID_AG',
      message: 'MSH|^~\\&|Ponto',
      status: 'failed',
      nextAttemptAt: new Date(),
    })
    .returning();
  const [notice] = await db
    .insert(criticalNotices)
    .values({ workplaceId: op.workplace.id, examRequestId: request!.id, analytes: [], createdAt: new Date() })
    .returning();

  // A's exam released with its result, as the FHIR API shows only released results; positive, so that it is
  // on A's mandatory-notifications report and has an RNDS document.
  await db
    .update(examRequests)
    .set({ status: 'ready', releasedAt: new Date(), releasedBy: colleague.id })
    .where(eq(examRequests.id, request!.id));
  const [result] = await db
    .insert(examResults)
    .values({
      examRequestId: request!.id,
      analyteCode: 'SARS_COV_2_AG',
      analyteName: { 'pt-BR': 'Antígeno SARS-CoV-2', 'en-US': 'SARS-CoV-2 antigen' },
      qualitative: true,
      value: '1',
      valid: true,
      resultAt: new Date(),
      source: 'external',
    })
    .returning();

  return {
    op: Object.assign(op, { examId: exam!.id }),
    vetCnpj: vet.cnpj,
    patientId: request!.patientId!,
    animalId: animal.id!,
    preExamId: preExam.id!,
    examRequestId: request!.id,
    photoId: photo!.id,
    readerCode,
    readerSecret,
    operatorId: colleague.id,
    orderId: placed.id!,
    invoice,
    lotId: lot!.id,
    lotNumber,
    nullifiedCapsule,
    qualityDocumentId: document!.id,
    controlRunId: run!.id,
    bookingId: booking!.id,
    placeId: place!.id,
    holdId: hold!.id,
    conversationId: conversation.id!,
    attachmentMessageId: message!.id,
    webhookEndpointId: endpoint.id!,
    webhookDeliveryId: deliveryId,
    hl7MessageId: hl7Message!.id,
    criticalNoticeId: notice!.id,
    resultId: result!.id,
    readerId: reader!.id,
    releaserId: colleague.id,
  };
}

beforeAll(async () => {
  // Own database: the snapshot compares every table, so no other test file may write to it meanwhile.
  app = await createTestApp({ PORT: '0', AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, undefined, { isolated: true });
  baseUrl = await app.listen();
  a = await tenantA();
  b = await orderingOperator(app, { user: everyRole, workplace: everyService });
  const bVet = await createWorkplace(app.database.db, { classification: 'VET_CLINIC' });
  await app.database.db.insert(userWorkplaces).values({ userId: b.user.id, workplaceId: bVet.id });
  bVetCnpj = bVet.cnpj;
  // B's user is in control-sample mode, so the control-sample routes get as far as the reader.
  const control = await app.http.inject({
    method: 'POST',
    url: '/control-samples/session',
    headers: b.headers,
    payload: { username: 'controle.demo', password: 'ponto123' },
  });
  expect(control.statusCode, control.body).toBeLessThan(300);
  expect(await signIn(b.user)).toBeTruthy();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await app?.stop();
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function send(key: RouteKey, call: Call, headers: Record<string, string>) {
  if (call.multipart) {
    const boundary = `----ponto${crypto.randomUUID()}`;
    const { name, type, bytes } = call.multipart;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return app.http.inject({
      method: methodOf(key) as 'POST',
      url: call.url,
      headers: { ...headers, ...call.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  }
  return app.http.inject({
    method: methodOf(key) as 'GET',
    url: call.url,
    headers: { ...headers, ...call.headers },
    ...(call.payload === undefined ? {} : { payload: call.payload as Record<string, unknown> }),
  });
}

describe('tenant isolation over every route', () => {
  it('every route is either named by id, a workplace route, or exempt with a reason', () => {
    const listed = new Set([
      ...Object.keys(idRoutes),
      ...Object.keys(workplaceRoutes),
      ...Object.keys(exempt),
    ]);
    const registered = routeKeys(app);
    const untested = registered.filter((key) => !listed.has(key));
    expect(
      untested,
      'routes with no isolation case: add them to idRoutes, workplaceRoutes or exempt',
    ).toEqual([]);
    // And no stale entries that would only look like coverage.
    expect([...listed].filter((key) => !registered.includes(key))).toEqual([]);
    const twice = Object.keys(idRoutes).filter((key) => key in workplaceRoutes || key in exempt);
    expect(twice).toEqual([]);
  });

  it("B's user with B's workplace gets 404 for each of A's ids, and nothing changes", async () => {
    const before = await snapshot(app.database);
    const wrong: string[] = [];
    for (const [key, build] of Object.entries(idRoutes)) {
      const call = build(a);
      const headers = { ...b.headers, ...(call.vet ? { cnpj: bVetCnpj } : {}) };
      const res = await send(key, call, headers);
      if (sameAsUnknownId.has(key)) {
        const unknownId = crypto.randomUUID();
        const unknown = await send(key, { ...call, url: call.url.replace(a.preExamId, unknownId) }, headers);
        expect(res.statusCode, key).toBe(unknown.statusCode);
        expect(res.body.replace(a.preExamId, 'ID'), key).toBe(unknown.body.replace(unknownId, 'ID'));
      } else if (res.statusCode !== 404) wrong.push(`${key} → ${res.statusCode} ${res.body.slice(0, 400)}`);
      else expectErrorShape(res, key);
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await snapshot(app.database))).toEqual([]);
  });

  it("B's user sending A's CNPJ gets 404 on every workplace route, and nothing changes", async () => {
    const before = await snapshot(app.database);
    const wrong: string[] = [];
    const cases = { ...idRoutes, ...workplaceRoutes };
    for (const [key, build] of Object.entries(cases)) {
      if (notByCnpjHeader.has(key)) continue;
      const call = build(a);
      const res = await send(key, call, { ...b.headers, cnpj: call.vet ? a.vetCnpj : a.op.workplace.cnpj });
      if (res.statusCode !== 404) wrong.push(`${key} → ${res.statusCode} ${res.body.slice(0, 400)}`);
      else expectErrorShape(res, key);
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await snapshot(app.database))).toEqual([]);
  });

  it("a lot recall by A's lot number shows B nothing of A's, and A its nullified capsule", async () => {
    const url = `/stock/recall?lot=${a.lotNumber}`;
    const own = await app.http.inject({ method: 'GET', url, headers: a.op.headers });
    expect(own.json().nullified).toEqual([expect.objectContaining({ capsuleCode: a.nullifiedCapsule })]);
    const stranger = await app.http.inject({ method: 'GET', url, headers: b.headers });
    expect(stranger.json()).toMatchObject({ exams: [], nullified: [] });
    const csv = await app.http.inject({
      method: 'GET',
      url: `/stock/recall.csv?lot=${a.lotNumber}`,
      headers: b.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(1);
  });

  it('the same calls with A’s own user and workplace are not 404 (the ids exist: the 404s above are real)', async () => {
    // Reads only: a write would change A's data for the next test.
    const misses: string[] = [];
    for (const [key, build] of Object.entries(idRoutes)) {
      if (methodOf(key) !== 'GET') continue;
      const call = build(a);
      const res = await send(key, call, { ...a.op.headers, ...(call.vet ? { cnpj: a.vetCnpj } : {}) });
      if (res.statusCode === 404) misses.push(`${key} → ${res.body.slice(0, 200)}`);
    }
    expect(misses).toEqual([]);
  });
});

/**
 * B's own requests that name one of A's things in the body: the answer must be the one for an id that does
 * not exist (same status, code and fields), a refusal, and nothing is saved. B's request is otherwise valid.
 */
const crossReferences: Record<
  string,
  (a: TenantA, ref: (id: string) => string) => Call & { method: string }
> = {
  "a pre-exam with A's photo": (a, ref) => ({
    method: 'POST',
    url: '/pre-exams',
    payload: { ...newPreExam(), photoId: ref(a.photoId) },
  }),
  "a pre-exam in A's drive-through hold": (a, ref) => ({
    method: 'POST',
    url: '/pre-exams',
    payload: { ...newPreExam(), driveThroughHoldId: ref(a.holdId) },
  }),
  "B's exam started on A's reader": (a, ref) => ({
    method: 'POST',
    url: `/exam-requests/${bOwn.examRequestId}/start`,
    payload: { readerCode: ref(a.readerCode) },
  }),
  "B's Lens reader reserving A's Flow reader": (a, ref) => ({
    method: 'PUT',
    url: `/readers/${bOwn.lensCode}/flow-reservation`,
    payload: { flowCode: ref(a.readerCode) },
  }),
  "a quality override for A's reader": (a, ref) => ({
    method: 'POST',
    url: '/quality/overrides',
    payload: { readerCode: ref(a.readerCode), examId: a.op.examId, reason: 'Liberação de teste' },
  }),
  "a transfer of A's lot": (a, ref) => ({
    method: 'POST',
    url: '/stock/transfers',
    payload: { lotId: ref(a.lotId), toCnpj: b.workplace.cnpj, quantity: 1 },
  }),
};

function newPreExam() {
  return {
    subject: { kind: 'patient', registration: registration(randomCpf()) },
    order: order([b.index('COVID_AG')], { quizForm: { [b.index('COVID_AG')]: { symptoms: false } } }),
  };
}

/** B's own exam request and Lens reader, for the cross references. */
let bOwn: { examRequestId: string; lensCode: string };

describe("B's own requests naming A's things", () => {
  beforeAll(async () => {
    const db = app.database.db;
    const created = await app.http.inject({
      method: 'POST',
      url: '/pre-exams',
      headers: b.headers,
      payload: newPreExam(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const [request] = await db
      .select({ id: examRequests.id })
      .from(examRequests)
      .where(eq(examRequests.preExamId, created.json().id));
    const lensCode = randomCode('TL');
    await db.insert(readers).values({ code: lensCode, family: 'Lens', workplaceId: b.workplace.id });
    bOwn = { examRequestId: request!.id, lensCode };
  });

  it('answer as for an id that does not exist, refuse, and save nothing', async () => {
    const before = await snapshot(app.database);
    const differences: string[] = [];
    for (const [name, build] of Object.entries(crossReferences)) {
      const withA = build(a, (id) => id);
      const unknownId = crypto.randomUUID();
      const withUnknown = build(a, (id) => (/^[0-9a-f-]{36}$/.test(id) ? unknownId : randomCode('NO')));
      const [resA, resUnknown] = [
        await send(`${withA.method} ${withA.url}`, withA, b.headers),
        await send(`${withUnknown.method} ${withUnknown.url}`, withUnknown, b.headers),
      ];
      const shape = (res: typeof resA) => {
        const body = res.json() as { error?: { code: string; fields?: unknown } };
        return JSON.stringify([res.statusCode, body.error?.code, body.error?.fields]);
      };
      if (resA.statusCode < 400 || shape(resA) !== shape(resUnknown))
        differences.push(`${name}: A's id → ${shape(resA)}, an unknown id → ${shape(resUnknown)}`);
    }
    expect(differences).toEqual([]);
    expect(changedTables(before, await snapshot(app.database))).toEqual([]);
  });
});

describe('tenant isolation on the live connection (MQTT over WebSocket /mqtt)', () => {
  async function browser(token: string) {
    const client = await mqtt.connectAsync(`${baseUrl.replace('http', 'ws')}/mqtt`, {
      protocolVersion: 4,
      username: 'portal',
      password: token,
      reconnectPeriod: 0,
      connectTimeout: 5000,
    });
    clients.push(client);
    return client;
  }

  it("B's browser cannot subscribe to A's topics, receives none of A's messages and cannot publish", async () => {
    const tokenB = b.headers.authorization.slice(7);
    const cnpjA = a.op.workplace.cnpj;
    const spy = await browser(tokenB);
    const received: string[] = [];
    spy.on('message', (topic) => received.push(topic));
    for (const filter of [
      workplaceTopics.all(cnpjA),
      workplaceTopics.readers(cnpjA),
      workplaceTopics.exams(cnpjA),
      workplaceTopics.chat(cnpjA),
      workplaceTopics.localAnalysis(cnpjA),
      'ponto/v1/workplaces/+/readers',
      'ponto/v1/workplaces/#',
      '#',
      readerTopics.status(a.readerCode),
      readerTopics.events(a.readerCode),
      readerTopics.commands(a.readerCode),
    ]) {
      const granted = await spy.subscribeAsync(filter, { qos: 1 }).catch((error: Error) => error);
      // Refused either way: an error, or a SUBACK with the failure code 128.
      if (!(granted instanceof Error)) expect(granted[0]?.qos, filter).toBe(128);
    }
    await spy.subscribeAsync(workplaceTopics.all(b.workplace.cnpj), { qos: 1 });

    // A's browser listens to A's readers; A's reader reports a status: A sees it, B does not.
    const own = await browser(a.op.headers.authorization.slice(7));
    const seenByA: string[] = [];
    own.on('message', (topic, payload) => seenByA.push(`${topic} ${payload.toString()}`));
    await own.subscribeAsync(workplaceTopics.all(cnpjA), { qos: 1 });
    const device = await mqtt.connectAsync(app.bus.deviceUrl(), {
      protocolVersion: 4,
      username: a.readerCode,
      password: a.readerSecret,
      reconnectPeriod: 0,
      connectTimeout: 5000,
    });
    clients.push(device);
    await device.publishAsync(
      readerTopics.status(a.readerCode),
      JSON.stringify({
        ...envelope(crypto.randomUUID(), new Date()),
        code: a.readerCode,
        family: 'Flow',
        state: 'idle',
        led: 'green',
        batteryPercent: 80,
        wifiLevel: 3,
        connectionType: 'wifi',
        firmware: '2.4.1',
        calibration: { status: 'approved', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
        examId: null,
      }),
      { qos: 1 },
    );
    const until = Date.now() + 5000;
    while (!seenByA.some((m) => m.includes(a.readerCode)) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 50));
    expect(
      seenByA.some((m) => m.includes(a.readerCode)),
      'A’s browser hears its reader',
    ).toBe(true);

    // B's browser tries to write a reader's events and status and A's workplace topic.
    const eventsBefore = await app.database.db.select().from(readerEvents);
    const forged = JSON.stringify({
      ...envelope(crypto.randomUUID(), new Date()),
      code: a.readerCode,
      examId: a.examRequestId,
      type: 'capsuleInserted',
    });
    const seenBefore = seenByA.length;
    for (const topic of [
      readerTopics.events(a.readerCode),
      readerTopics.status(a.readerCode),
      workplaceTopics.readers(cnpjA),
    ]) {
      const writer = await browser(tokenB);
      // Aedes refuses the publish by closing the connection; QoS 1 then never gets its PUBACK.
      await Promise.race([
        writer.publishAsync(topic, forged, { qos: 1 }).catch(() => {}),
        new Promise((r) => setTimeout(r, 1000)),
      ]);
      expect(writer.connected, `${topic}: a browser that publishes is disconnected`).toBe(false);
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(await app.database.db.select().from(readerEvents)).toEqual(eventsBefore);
    expect(seenByA.slice(seenBefore)).toEqual([]);
    expect(received).toEqual([]);
  });
});
