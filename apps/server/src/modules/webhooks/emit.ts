import {
  type ExamState,
  integrationExamStatus,
  type WebhookEventType,
  type WebhookPayload,
  type WebhookResult,
} from '@ponto/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  examRequests,
  examResults,
  examRuns,
  preExams,
  webhookDeliveries,
  webhookEndpoints,
  workplaces,
} from '../../db/schema';
import { newWebhookId } from './sign';

/**
 * The webhook outbox's writing side. Every function takes the caller's transaction: the deliveries exist
 * only if the change that causes them commits, and the worker sends them afterwards (at least once).
 * A workplace without an endpoint for the event costs one indexed read.
 */

async function subscribers(db: Db, workplaceId: string, type: WebhookEventType): Promise<string[]> {
  const rows = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.workplaceId, workplaceId),
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ARRAY[${type}]::text[]`,
      ),
    );
  return rows.map((r) => r.id);
}

async function enqueue(db: Db, endpointIds: string[], payload: WebhookPayload, now: Date): Promise<void> {
  if (endpointIds.length === 0) return;
  await db.insert(webhookDeliveries).values(
    endpointIds.map((endpointId) => ({
      id: newWebhookId(),
      endpointId,
      eventType: payload.type,
      payload,
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
}

/**
 * What every event says of an exam: ids, index and status — the integration API's status of it
 * (integrationExamStatus: running, released); nothing of the patient.
 */
async function examRefs(db: Db, where: SQL) {
  const rows = await db
    .select({
      cnpj: workplaces.cnpj,
      preExamId: examRequests.preExamId,
      externalId: preExams.externalId,
      examRequestId: examRequests.id,
      examIndex: examRequests.examIndex,
      state: examRequests.status,
      releasedAt: examRequests.releasedAt,
      running: sql<boolean>`exists (select 1 from ${examRuns} where ${examRuns.examRequestId} = ${examRequests.id} and ${examRuns.endedAt} is null)`,
      quizForm: examRequests.quizForm,
    })
    .from(examRequests)
    .innerJoin(preExams, eq(preExams.id, examRequests.preExamId))
    .innerJoin(workplaces, eq(workplaces.id, examRequests.workplaceId))
    .where(where)
    .orderBy(asc(examRequests.examIndex));
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
  const endpoints = await subscribers(db, exam.workplaceId, 'exam.started');
  if (endpoints.length === 0) return;
  const [found] = await examRefs(db, eq(examRequests.id, exam.examRequestId));
  if (!found) return;
  const payload: WebhookPayload = {
    type: 'exam.started',
    timestamp: now.toISOString(),
    data: { ...found.ref, recollect },
  };
  await enqueue(db, endpoints, payload, now);
}

/** exam.failed: a run on a reader ended without a result; the status says what follows. */
export async function emitExamFailed(
  db: Db,
  exam: ExamEventSource,
  now: Date,
  errorCode: string,
): Promise<void> {
  const endpoints = await subscribers(db, exam.workplaceId, 'exam.failed');
  if (endpoints.length === 0) return;
  const [found] = await examRefs(db, eq(examRequests.id, exam.examRequestId));
  if (!found) return;
  const payload: WebhookPayload = {
    type: 'exam.failed',
    timestamp: now.toISOString(),
    data: { ...found.ref, errorCode },
  };
  await enqueue(db, endpoints, payload, now);
}

/**
 * result.finished: the exam's result is final — a ready one once released (confirmed, §2/§6), with its
 * results, as the integration API shows them; an invalid one at once, without results (its report prints
 * none), with the §8 code when a run ended invalid.
 */
export async function emitResultFinished(
  db: Db,
  exam: ExamEventSource,
  now: Date,
  errorCode: string | null = null,
): Promise<void> {
  const endpoints = await subscribers(db, exam.workplaceId, 'result.finished');
  if (endpoints.length === 0) return;
  const [found] = await examRefs(db, eq(examRequests.id, exam.examRequestId));
  if (!found) return;
  const rows = found.released
    ? await db
        .select()
        .from(examResults)
        .where(eq(examResults.examRequestId, exam.examRequestId))
        .orderBy(asc(examResults.analyteCode))
    : [];
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
    data: { ...found.ref, results, errorCode },
  };
  await enqueue(db, endpoints, payload, now);
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
  const endpoints = await subscribers(db, source.workplaceId, 'questionnaire.filled');
  if (endpoints.length === 0) return;
  const where = source.examRequestIds
    ? and(eq(examRequests.preExamId, source.preExamId), inArray(examRequests.id, source.examRequestIds))
    : eq(examRequests.preExamId, source.preExamId);
  for (const { ref, quizForm } of await examRefs(db, where as SQL)) {
    if (Object.keys(quizForm ?? {}).length === 0) continue;
    await enqueue(
      db,
      endpoints,
      { type: 'questionnaire.filled', timestamp: now.toISOString(), data: ref },
      now,
    );
  }
}
