import {
  type ExamState,
  integrationExamStatus,
  type WebhookPayload,
  type WebhookResult,
} from '@ponto/domain';
import type { Db } from '../../db/database';
import { type ExamSelection, WebhookOutboxRepository } from './outbox-repository';

/**
 * The webhook outbox's writing side. Every function takes the caller's transaction: the deliveries exist
 * only if the change that causes them commits, and the worker sends them afterwards (at least once).
 * A workplace without an endpoint for the event costs one indexed read.
 */

/**
 * What every event says of an exam: ids, index and status — the integration API's status of it
 * (integrationExamStatus: running, released); nothing of the patient.
 */
async function examRefs(outbox: WebhookOutboxRepository, selection: ExamSelection) {
  const rows = await outbox.exams(selection);
  return rows.map(({ quizForm, state, releasedAt, running, ...ref }) => {
    const facts = { state: state as ExamState, released: !!releasedAt, running };
    return {
      ref: { ...ref, status: integrationExamStatus(facts), state: facts.state },
      released: facts.released,
      quizForm,
    };
  });
}

export interface ExamEventSource {
  workplaceId: string;
  examRequestId: string;
}

/** exam.started: an exam (or its recollect) started on a reader. */
export async function emitExamStarted(
  db: Db,
  exam: ExamEventSource,
  now: Date,
  recollect: boolean,
): Promise<void> {
  const outbox = new WebhookOutboxRepository(db);
  const endpoints = await outbox.subscribers(exam.workplaceId, 'exam.started');
  if (endpoints.length === 0) return;
  const [found] = await examRefs(outbox, { examRequestId: exam.examRequestId });
  if (!found) return;
  const payload: WebhookPayload = {
    type: 'exam.started',
    timestamp: now.toISOString(),
    data: { ...found.ref, recollect },
  };
  await outbox.enqueue(endpoints, payload, now);
}

/** exam.failed: a run on a reader ended without a result; the status says what follows. */
export async function emitExamFailed(
  db: Db,
  exam: ExamEventSource,
  now: Date,
  errorCode: string,
): Promise<void> {
  const outbox = new WebhookOutboxRepository(db);
  const endpoints = await outbox.subscribers(exam.workplaceId, 'exam.failed');
  if (endpoints.length === 0) return;
  const [found] = await examRefs(outbox, { examRequestId: exam.examRequestId });
  if (!found) return;
  const payload: WebhookPayload = {
    type: 'exam.failed',
    timestamp: now.toISOString(),
    data: { ...found.ref, errorCode },
  };
  await outbox.enqueue(endpoints, payload, now);
}

/**
 * result.finished: the exam's result is final — a ready one once released (confirmed, §2/§6), with its
 * results, as the integration API shows them; an invalid one at once, without results (its report prints
 * none), with the §8 code when a run ended invalid.
 */
export async function emitResultFinished(
  db: Db,
  exam: ExamEventSource & { fhirBase: string },
  now: Date,
  errorCode: string | null = null,
): Promise<void> {
  const outbox = new WebhookOutboxRepository(db);
  const endpoints = await outbox.subscribers(exam.workplaceId, 'result.finished');
  if (endpoints.length === 0) return;
  const [found] = await examRefs(outbox, { examRequestId: exam.examRequestId });
  if (!found) return;
  const rows = found.released ? await outbox.results(exam.examRequestId) : [];
  const results: WebhookResult[] = rows.map((r) => ({
    analyte: r.analyteCode,
    value: r.value,
    qualitative: r.qualitative,
    unit: r.unit,
    lowerLimit: r.lowerLimit,
    upperLimit: r.upperLimit,
    description: r.description,
    valid: r.valid,
    resultAt: r.resultAt.toISOString(),
  }));
  const payload: WebhookPayload = {
    type: 'result.finished',
    timestamp: now.toISOString(),
    data: {
      ...found.ref,
      results,
      errorCode,
      diagnosticReport: `${exam.fhirBase}/DiagnosticReport/${exam.examRequestId}`,
    },
  };
  await outbox.enqueue(endpoints, payload, now);
}

/**
 * questionnaire.filled: one event per exam of the pre-exam whose questionnaire has answers (all of them,
 * or the ones given). Called when a pre-exam is saved with its answers, and by whatever fills them in
 * later (the /clientquiz page).
 */
export async function emitQuestionnaireFilled(
  db: Db,
  source: { workplaceId: string; preExamId: string; examRequestIds?: string[] },
  now: Date,
): Promise<void> {
  const outbox = new WebhookOutboxRepository(db);
  const endpoints = await outbox.subscribers(source.workplaceId, 'questionnaire.filled');
  if (endpoints.length === 0) return;
  const selection = { preExamId: source.preExamId, examRequestIds: source.examRequestIds };
  for (const { ref, quizForm } of await examRefs(outbox, selection)) {
    if (Object.keys(quizForm ?? {}).length === 0) continue;
    await outbox.enqueue(
      endpoints,
      { type: 'questionnaire.filled', timestamp: now.toISOString(), data: ref },
      now,
    );
  }
}
