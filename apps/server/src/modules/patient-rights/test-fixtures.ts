import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { examRequests, examResults, preExams, resultRevisions } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { insertReleasedExams } from '../exam-report/test-fixtures';

/** The set-up the patient's and the animal's data-rights tests share (patient-rights.int.test.ts, animal-rights.int.test.ts). */

type Headers = { headers: Record<string, string> };

/**
 * The export and the anonymisation of one kind of subject, `patients` or `animals`; `app` is read when a
 * request is made (test files create it in `beforeAll`).
 */
export function rightsRequests(app: () => TestApp, subjects: 'patients' | 'animals') {
  return {
    exportOf: (manager: Headers, id: string) =>
      app().http.inject({ method: 'GET', url: `/${subjects}/${id}/data-export`, headers: manager.headers }),
    anonymise: (manager: Headers, id: string, body: Record<string, unknown> = { reason: 'patientRequest' }) =>
      app().http.inject({
        method: 'POST',
        url: `/${subjects}/${id}/anonymisation`,
        headers: manager.headers,
        payload: body,
      }),
  };
}

/**
 * One released COVID antigen exam at the manager's workplace (its only pre-exam), as a reader leaves it, with
 * its result rectified once; the pre-exam and the exam request.
 */
export async function releasedExamRectifiedOnce(
  app: TestApp,
  manager: { workplace: { id: string }; user: { id: string } },
) {
  const db = app.database.db;
  await insertReleasedExams(db, {
    workplaceId: manager.workplace.id,
    userId: manager.user.id,
    examCode: 'COVID_AG',
    count: 1,
    at: new Date('2026-03-20T12:00:00Z'),
  });
  const [preExam] = await db.select().from(preExams).where(eq(preExams.workplaceId, manager.workplace.id));
  const [request] = await db.select().from(examRequests).where(eq(examRequests.preExamId, preExam!.id));
  const [result] = await db.select().from(examResults).where(eq(examResults.examRequestId, request!.id));
  await db.insert(resultRevisions).values({
    examRequestId: request!.id,
    analyteCode: result!.analyteCode,
    oldValue: '1',
    newValue: result!.value,
    reason: 'Transcription error',
    by: manager.user.id,
    at: new Date('2026-03-21T09:00:00Z'),
  });
  return { preExam: preExam!, request: request! };
}

export { trailUnwritable } from '../../testing/audit-failure';

/** A 503 AUDIT_UNAVAILABLE answer that handed out no file. */
export function expectAuditUnavailable(res: {
  statusCode: number;
  json(): { error: { code: string } };
  headers: Record<string, unknown>;
}) {
  expect([res.statusCode, res.json().error.code]).toEqual([503, 'AUDIT_UNAVAILABLE']);
  expect(res.headers['content-disposition']).toBeUndefined();
}
