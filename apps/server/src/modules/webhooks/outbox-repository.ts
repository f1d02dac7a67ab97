import type { WebhookEventType, WebhookPayload } from '@ponto/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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

/** Which exams an event is about: one exam request, or the exams of a pre-exam (all, or the ones given). */
export type ExamSelection = { examRequestId: string } | { preExamId: string; examRequestIds?: string[] };

/**
 * The SQL of the webhook outbox's writing side: the endpoints subscribed to an event, the exams an event
 * tells of, and the deliveries it queues. Given the caller's transaction, so that the deliveries exist only
 * if the change that causes them commits.
 */
export class WebhookOutboxRepository {
  constructor(private readonly db: Db) {}

  /** The workplace's enabled endpoints that subscribed to the event type (one indexed read). */
  async subscribers(workplaceId: string, type: WebhookEventType): Promise<string[]> {
    const rows = await this.db
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

  /** One pending delivery of the payload to each endpoint, due now. */
  async enqueue(endpointIds: string[], payload: WebhookPayload, now: Date): Promise<void> {
    if (endpointIds.length === 0) return;
    await this.db.insert(webhookDeliveries).values(
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

  /** The selected exams by index: ids, workplace, state, whether released, whether a run has not ended. */
  exams(selection: ExamSelection) {
    const where =
      'examRequestId' in selection
        ? eq(examRequests.id, selection.examRequestId)
        : selection.examRequestIds
          ? and(
              eq(examRequests.preExamId, selection.preExamId),
              inArray(examRequests.id, selection.examRequestIds),
            )
          : eq(examRequests.preExamId, selection.preExamId);
    return this.db
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
  }

  /** The exam's results by analyte code. */
  results(examRequestId: string): Promise<Array<typeof examResults.$inferSelect>> {
    return this.db
      .select()
      .from(examResults)
      .where(eq(examResults.examRequestId, examRequestId))
      .orderBy(asc(examResults.analyteCode));
  }
}
