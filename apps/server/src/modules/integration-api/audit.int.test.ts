import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { chainOf } from '../audit/service';
import { API, analystOf, integrator, release, typeResult } from './test-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await app?.stop();
});

/** The workplace's audit entries, oldest first: action, outcome, target and details. */
const entriesOf = async (workplaceId: string) =>
  (
    await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.chain, chainOf(workplaceId)))
      .orderBy(auditLog.seq)
  ).map((e) => ({
    action: e.action,
    outcome: e.outcome,
    targetType: e.targetType,
    targetId: e.targetId,
    details: e.details as Record<string, unknown>,
  }));

describe('the integration API in the audit trail', () => {
  it('records its sign-ins, success and failure, in the account’s workplaces', async () => {
    const op = await integrator(app);
    const wrong = await app.http.inject({
      method: 'POST',
      url: `${API}/token`,
      payload: { grant_type: 'password', username: op.user.document, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    const logins = (await entriesOf(op.workplace.id)).filter(
      (e) => e.action === 'login' && e.details.via === 'integration',
    );
    expect(logins.map((e) => [e.outcome, e.details.via, e.details.code ?? null])).toEqual([
      ['success', 'integration', null],
      ['failure', 'integration', 'INTEGRATION_TOKEN_NOT_GENERATED'],
    ]);
    expect(logins[0]!.details.document).toBe(`***${op.user.document.slice(-2)}`);
  });

  it('records reads of results and report prints in the workplace named, or in the caller’s when none is', async () => {
    const op = await integrator(app);
    const { id, examRequestId } = await op.preExam('HBA1C');
    await typeResult(app, op, examRequestId, '6,25');
    await release(app, await analystOf(app, op), examRequestId);
    expect((await op.api('GET', `/pre-exams/${id}/results?cnpj=${op.workplace.cnpj}`)).statusCode).toBe(200);
    expect((await op.api('GET', `/pre-exams/${id}/pdf?cnpj=${op.workplace.cnpj}`)).statusCode).toBe(200);
    // No tax id: the pre-exam is looked for in every workplace of the caller.
    expect((await op.api('GET', `/pre-exams/${id}/pdf`)).statusCode).toBe(200);
    const integration = (await entriesOf(op.workplace.id)).filter((e) =>
      e.targetType?.startsWith('integration'),
    );
    expect(integration.map((e) => [e.action, e.outcome, e.targetType, e.targetId])).toEqual([
      ['patientRead', 'success', 'integrationResults', id],
      ['print', 'success', 'integrationReport', id],
      ['print', 'success', 'integrationReport', id],
    ]);
  });

  it('records a workplace that is not the caller’s as a refusal, still answering 404', async () => {
    const op = await integrator(app);
    const other = await integrator(app);
    const { id } = await other.preExam('HBA1C');
    const res = await op.api('GET', `/pre-exams/${id}/results?cnpj=${other.workplace.cnpj}`);
    expect(res.statusCode).toBe(404);
    const refusals = (await entriesOf(op.workplace.id)).filter((e) => e.action === 'accessDenied');
    expect(refusals).toEqual([
      expect.objectContaining({
        outcome: 'denied',
        details: expect.objectContaining({ reason: 'workplace', cnpj: other.workplace.cnpj }),
      }),
    ]);
    expect(
      (await entriesOf(other.workplace.id)).filter((e) => e.targetType?.startsWith('integration')),
    ).toEqual([]);
  });
});
