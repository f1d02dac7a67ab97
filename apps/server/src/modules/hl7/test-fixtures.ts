import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { examRequests, exams, preExams } from '../../db/schema';
import { randomCpf } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';
import { order, orderingOperator, registration } from '../ordering/test-fixtures';

/** Managers who release exams, and released exams, for the HL7 tests of `app()`. */
export function hl7Fixtures(app: () => TestApp) {
  /** A manager who also orders and releases exams (an analyst with council data). */
  function manager() {
    return orderingOperator(app(), {
      offer: ['HIV', 'GLUCOSE'],
      user: {
        roles: ['operator', 'manager', 'analyst'],
        councilAcronym: 'CRF',
        councilState: 'SP',
        councilNumber: '12345',
      },
    });
  }

  const call = (op: Op, method: 'GET' | 'PUT' | 'POST', url: string, payload?: Record<string, unknown>) =>
    app().http.inject({ method, url, headers: op.headers, ...(payload !== undefined && { payload }) });

  /** A glucose exam (typed result, as an external one) and an HIV one for a new patient, both released. */
  async function release(op: Op, fullName = 'Joana Maria Souza') {
    const cpf = randomCpf();
    const created = await call(op, 'POST', '/pre-exams', {
      subject: { kind: 'patient', registration: registration(cpf, { fullName }) },
      order: order([op.index('GLUCOSE'), op.index('HIV')], {
        quizForm: { [op.index('GLUCOSE')]: { fasting: true } },
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const rows = await app()
      .database.db.select({ id: examRequests.id, code: exams.code, protocol: preExams.protocolNumber })
      .from(examRequests)
      .innerJoin(preExams, eq(preExams.id, examRequests.preExamId))
      .innerJoin(exams, eq(exams.id, examRequests.examId))
      .where(eq(examRequests.preExamId, created.json().id));
    const glucose = rows.find((r) => r.code === 'GLUCOSE');
    const hiv = rows.find((r) => r.code === 'HIV');
    const values = [
      [glucose!.id, { code: 'GLU', value: '132' }],
      [hiv!.id, { code: 'HIV_AB', value: '1' }],
    ] as const;
    for (const [id, analyte] of values) {
      const typed = await call(op, 'POST', `/exam-requests/${id}/results`, { analytes: [analyte] });
      expect(typed.statusCode, typed.body).toBe(200);
      const released = await call(op, 'POST', `/exam-requests/${id}/release`);
      expect(released.statusCode, released.body).toBe(200);
    }
    return { cpf, glucose: glucose!.id, hiv: hiv!.id, protocol: glucose!.protocol };
  }

  return { manager, call, release };
}

type Op = Awaited<ReturnType<typeof orderingOperator>>;
