import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examRequests, preExams, webhookDeliveries } from '../../db/schema';
import { randomCpf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { order, orderingOperator, registration } from '../ordering/test-fixtures';
import { registerEndpoint } from '../webhooks/test-receiver';
import { QuizTokens } from './tokens';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', PUBLIC_URL: 'https://portal.example' });
  app.clock.set(new Date('2026-11-22T12:00:00Z'));
});
afterAll(async () => {
  await app?.stop();
});

type Operator = Awaited<ReturnType<typeof orderingOperator>>;

async function operator() {
  return orderingOperator(app, {
    offer: ['COVID_AG', 'HIV', 'GLUCOSE'],
    user: { roles: ['operator', 'manager'] },
  });
}

/** A pre-exam of COVID (questionnaire) and HIV, saved without the COVID answers' optional parts. */
async function preExam(op: Operator) {
  const res = await app.http.inject({
    method: 'POST',
    url: '/pre-exams',
    headers: op.headers,
    payload: {
      subject: {
        kind: 'patient',
        registration: registration(randomCpf(), { fullName: 'Joana Maria Sigilo' }),
      },
      order: order([op.index('COVID_AG'), op.index('HIV')], {
        quizForm: { [op.index('COVID_AG')]: { symptoms: false } },
      }),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function link(op: Operator, id: string) {
  return app.http.inject({ method: 'POST', url: `/pre-exams/${id}/quiz-link`, headers: op.headers });
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const view = (token: string) =>
  app.http.inject({ method: 'GET', url: `/public/client-quiz?token=${encodeURIComponent(token)}` });
const submit = (token: string, answers: Record<string, unknown>) =>
  app.http.inject({ method: 'POST', url: '/public/client-quiz', payload: { token, answers } });
const codeOf = (res: { json(): unknown }) => (res.json() as { error: { code: string } }).error.code;

describe('/clientquiz: the patient answers the questionnaire from a link', () => {
  it('link → questionnaire → answers stored in the pre-exam, questionnaire.filled queued', async () => {
    const op = await operator();
    const endpoint = await registerEndpoint(app, op.headers, 'http://127.0.0.1:9/hooks', [
      'questionnaire.filled',
    ]);
    const id = await preExam(op);
    const covid = op.index('COVID_AG');

    const made = await link(op, id);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().url).toMatch(/^https:\/\/portal\.example\/clientquiz\?token=/);
    expect(made.json().expiresAt).toBe('2026-11-29T12:00:00.000Z');
    const token = tokenOf(made.json().url);

    // No session: the token alone opens it, and it shows only the first name.
    const shown = await view(token);
    expect(shown.statusCode, shown.body).toBe(200);
    const body = shown.json();
    expect(body).toMatchObject({
      patientFirstName: 'Joana',
      workplaceName: op.workplace.name,
      answered: false, // HIV's optional question is still blank
    });
    expect(body.exams.map((e: { examIndex: number }) => e.examIndex)).toEqual([covid, op.index('HIV')]);
    expect(body.exams[0].questions.map((q: { id: string }) => q.id)).toEqual([
      'symptoms',
      'onsetDate',
      'contact',
    ]);
    expect(shown.body).not.toContain('Sigilo');

    const before = await app.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    const sent = await submit(token, { [covid]: { symptoms: true, onsetDate: '2026-11-20' } });
    expect(sent.statusCode, sent.body).toBe(204);

    const [row] = await app.database.db.select().from(preExams).where(eq(preExams.id, id));
    expect((row!.order as { quizForm: unknown }).quizForm).toEqual({
      [covid]: { symptoms: true, onsetDate: '2026-11-20' },
    });
    const requests = await app.database.db.select().from(examRequests).where(eq(examRequests.preExamId, id));
    expect(requests.find((r) => r.examIndex === covid)!.quizForm).toEqual({
      symptoms: true,
      onsetDate: '2026-11-20',
    });
    const after = await app.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({ eventType: 'questionnaire.filled', status: 'pending' });
  });

  it('refuses bad answers field by field (answers.<exam index>.<question>), storing nothing', async () => {
    const op = await operator();
    const id = await preExam(op);
    const token = tokenOf((await link(op, id)).json().url);
    const covid = op.index('COVID_AG');
    const res = await submit(token, { [covid]: { symptoms: 'sim', onsetDate: '2026-02-30' }, 99: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.map((f: { field: string }) => f.field)).toEqual([
      'answers.99',
      `answers.${covid}.symptoms`,
      `answers.${covid}.onsetDate`,
    ]);
    const [row] = await app.database.db.select().from(preExams).where(eq(preExams.id, id));
    expect((row!.order as { quizForm: unknown }).quizForm).toEqual({ [covid]: { symptoms: false } });
  });

  it('an expired link answers 410 CLIENT_QUIZ_LINK_EXPIRED, a forged one 404 CLIENT_QUIZ_LINK_INVALID', async () => {
    const op = await operator();
    const id = await preExam(op);
    const secret = app.jwtSecret;
    const past = await new QuizTokens(secret).sign(id, new Date('2026-11-01T00:00:00Z'));
    const expired = await view(past.token);
    expect(expired.statusCode).toBe(410);
    expect(codeOf(expired)).toBe('CLIENT_QUIZ_LINK_EXPIRED');
    expect(codeOf(await submit(past.token, {}))).toBe('CLIENT_QUIZ_LINK_EXPIRED');

    const forged = await new QuizTokens('another-secret').sign(id, app.clock.now());
    const invalid = await view(forged.token);
    expect(invalid.statusCode).toBe(404);
    expect(codeOf(invalid)).toBe('CLIENT_QUIZ_LINK_INVALID');
    expect(codeOf(await view('not-a-token'))).toBe('CLIENT_QUIZ_LINK_INVALID');
    // A session token is for another audience.
    const session = op.headers.authorization.replace('Bearer ', '');
    expect(codeOf(await view(session))).toBe('CLIENT_QUIZ_LINK_INVALID');
  });

  it('another workplace cannot make a link for the pre-exam (404)', async () => {
    const op = await operator();
    const other = await operator();
    const id = await preExam(op);
    const res = await link(other, id);
    expect(res.statusCode).toBe(404);
    expect(codeOf(res)).toBe('NOT_FOUND');
  });

  it('once an exam started, no link and no answers (409 CLIENT_QUIZ_CLOSED)', async () => {
    const op = await operator();
    const id = await preExam(op);
    const token = tokenOf((await link(op, id)).json().url);
    await app.database.db
      .update(examRequests)
      .set({ status: 'inAnalysis' })
      .where(eq(examRequests.preExamId, id));
    const made = await link(op, id);
    expect(made.statusCode).toBe(409);
    expect(codeOf(made)).toBe('CLIENT_QUIZ_CLOSED');
    expect(codeOf(await view(token))).toBe('CLIENT_QUIZ_CLOSED');
    const sent = await submit(token, { [op.index('COVID_AG')]: { symptoms: true } });
    expect(sent.statusCode).toBe(409);
    expect(codeOf(sent)).toBe('CLIENT_QUIZ_CLOSED');
  });
});
