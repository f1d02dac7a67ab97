import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTrails, seedDemoTraining } from '../../seed/demo-training';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { allWrong, demoCourse, expectError, passCourse, statusOf, trainee } from './test-fixtures';

// Its own database: which trails exist decides when a trail is complete and the user becomes ACTIVE.
let app: TestApp;
let biosafety: Awaited<ReturnType<typeof demoCourse>>;
let flow: Awaited<ReturnType<typeof demoCourse>>;
let capillary: Awaited<ReturnType<typeof demoCourse>>;
let quality: Awaited<ReturnType<typeof demoCourse>>;
beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, undefined, { isolated: true });
  await seedDemoTraining(app.database.db);
  await seedDemoTraining(app.database.db); // a second run changes nothing
  biosafety = await demoCourse(app, 'BIOSSEGURANCA');
  flow = await demoCourse(app, 'LEITOR_FLOW');
  capillary = await demoCourse(app, 'COLETA_CAPILAR');
  quality = await demoCourse(app, 'CONTROLE_QUALIDADE');
});
afterAll(async () => {
  await app?.stop();
});

describe('GET /training (§2, §3, §4)', () => {
  it('shows a TRAINING user the initial trail, its first course open and the others locked', async () => {
    const who = await trainee(app, 'TRAINING');
    const res = await who.call('GET', '/training');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('TRAINING');
    expect(body.trails).toHaveLength(1);
    expect(body.trails[0]).toMatchObject({
      code: 'TRILHA_INICIAL',
      kind: 'initial',
      completion: 0,
      pending: false,
    });
    expect(body.trails[0].courses.map((c: { status: string }) => c.status)).toEqual([
      'available',
      'locked',
      'locked',
    ]);
    expect(body.trails[0].courses[1]).toMatchObject({
      position: 2,
      workloadMinutes: 40,
      lessonCount: 3,
      questionCount: 4,
      passGrade: 70,
      bestGrade: null,
      passedAt: null,
    });
  });

  it('lists the continued trail first and highlighted for PENDING users, all trails for ACTIVE ones', async () => {
    const pending = await trainee(app, 'PENDING_TRAINING');
    const trails = (await pending.call('GET', '/training')).json().trails;
    expect(trails.map((t: { code: string; pending: boolean }) => [t.code, t.pending])).toEqual([
      ['TREINAMENTO_CONTINUADO', true],
      ['TRILHA_INICIAL', false],
    ]);
    const active = await trainee(app, 'ACTIVE');
    const all = (await active.call('GET', '/training')).json().trails;
    expect(all.map((t: { code: string; pending: boolean }) => [t.code, t.pending])).toEqual([
      ['TRILHA_INICIAL', false],
      ['TREINAMENTO_CONTINUADO', false],
    ]);
  });

  it('needs a signed-in user', async () => {
    expectError(await app.http.inject({ method: 'GET', url: '/training' }), 401, 'AUTH_LOGIN_EXPIRED');
  });
});

describe('GET /training/courses/:id', () => {
  it('sends lessons and questions, never the right answers', async () => {
    const who = await trainee(app, 'TRAINING');
    const res = await who.call('GET', `/training/courses/${biosafety.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.lessons).toHaveLength(2);
    expect(body.quiz).toHaveLength(3);
    expect(body.trail).toMatchObject({ kind: 'initial' });
    expect(res.body).not.toContain('"correct"');
    expect(Object.keys(body.quiz[0]).sort()).toEqual(['options', 'question']);
  });

  it('refuses a locked course, and a continued course to a TRAINING user', async () => {
    const who = await trainee(app, 'TRAINING');
    expectError(await who.call('GET', `/training/courses/${flow.id}`), 409, 'TRAINING_COURSE_LOCKED');
    expectError(
      await who.call('POST', `/training/courses/${capillary.id}/attempts`, { answers: capillary.right }),
      409,
      'TRAINING_COURSE_LOCKED',
    );
    expectError(await who.call('GET', `/training/courses/${quality.id}`), 404, 'NOT_FOUND');
    expectError(
      await who.call('GET', '/training/courses/00000000-0000-4000-8000-000000000000'),
      404,
      'NOT_FOUND',
    );
  });
});

describe('POST /training/courses/:id/attempts', () => {
  it('grades, names the wrong questions, records the attempt and keeps the best grade', async () => {
    const who = await trainee(app, 'TRAINING');
    const oneWrong = [...flow.right];
    await passCourse(who, biosafety);
    oneWrong[2] = (oneWrong[2]! + 1) % flow.options[2]!;
    const first = await who.call('POST', `/training/courses/${flow.id}/attempts`, { answers: oneWrong });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ grade: 75, passed: true, passGrade: 70, wrong: [2] });
    const failed = await who.call('POST', `/training/courses/${capillary.id}/attempts`, {
      answers: allWrong(capillary),
    });
    expect(failed.json()).toMatchObject({ grade: 0, passed: false, wrong: [0, 1, 2], status: 'TRAINING' });
    const twoOfThree = [...capillary.right];
    twoOfThree[0] = (twoOfThree[0]! + 1) % capillary.options[0]!;
    const below = await who.call('POST', `/training/courses/${capillary.id}/attempts`, {
      answers: twoOfThree,
    });
    expect(below.json()).toMatchObject({ grade: 67, passed: false, wrong: [0] });

    const courses = (await who.call('GET', '/training')).json().trails[0].courses;
    expect(courses.map((c: { status: string; bestGrade: number | null }) => [c.status, c.bestGrade])).toEqual(
      [
        ['passed', 100],
        ['passed', 75],
        ['available', 67],
      ],
    );
    expect((await who.call('GET', '/training')).json().trails[0].completion).toBe(67);
  });

  it('answers an unanswered question or an option it lacks with field errors', async () => {
    const who = await trainee(app, 'TRAINING');
    const res = await who.call('POST', `/training/courses/${biosafety.id}/attempts`, {
      answers: [0, null, 7],
    });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.json().error.fields).toEqual([
      { field: 'answers.1', messageKey: 'validation:required' },
      { field: 'answers.2', messageKey: 'validation:invalidOption' },
    ]);
    const short = await who.call('POST', `/training/courses/${biosafety.id}/attempts`, { answers: [0] });
    expect(short.json().error.fields.map((f: { field: string }) => f.field)).toEqual([
      'answers.1',
      'answers.2',
    ]);
    // Nothing was recorded.
    expect((await who.call('GET', '/training')).json().trails[0].courses[0].bestGrade).toBeNull();
  });

  it('turns a TRAINING user ACTIVE on passing the last initial course, and not before', async () => {
    const who = await trainee(app, 'TRAINING');
    expect(await passCourse(who, biosafety)).toMatchObject({ status: 'TRAINING', statusChanged: false });
    expect(await passCourse(who, flow)).toMatchObject({ status: 'TRAINING', statusChanged: false });
    expect(await statusOf(app, who.user.id)).toBe('TRAINING');
    expect(await passCourse(who, capillary)).toMatchObject({
      status: 'ACTIVE',
      statusChanged: true,
      grade: 100,
    });
    expect(await statusOf(app, who.user.id)).toBe('ACTIVE');
    const session = await app.http.inject({ method: 'GET', url: '/auth/session', headers: who.headers });
    expect(session.json().user.status).toBe('ACTIVE');
    // ACTIVE users see every trail; revisiting a course changes nothing.
    expect((await who.call('GET', '/training')).json().trails).toHaveLength(2);
    expect(await passCourse(who, biosafety)).toMatchObject({ status: 'ACTIVE', statusChanged: false });
  });

  it('moves PENDING → CONTINUED on the first continued attempt, then ACTIVE once it is passed', async () => {
    const who = await trainee(app, 'PENDING_TRAINING');
    const started = await who.call('POST', `/training/courses/${quality.id}/attempts`, {
      answers: allWrong(quality),
    });
    expect(started.json()).toMatchObject({
      passed: false,
      status: 'CONTINUED_TRAINING',
      statusChanged: true,
    });
    expect(await statusOf(app, who.user.id)).toBe('CONTINUED_TRAINING');
    expect(await passCourse(who, quality)).toMatchObject({ status: 'ACTIVE', statusChanged: true });
    expect(await statusOf(app, who.user.id)).toBe('ACTIVE');
  });

  it('leaves a PENDING user pending when they revisit an initial course', async () => {
    const who = await trainee(app, 'PENDING_TRAINING');
    expect(await passCourse(who, biosafety)).toMatchObject({
      status: 'PENDING_TRAINING',
      statusChanged: false,
    });
  });
});

describe('GET /training/courses/:id/certificate.pdf', () => {
  it('is refused before the course is passed and is a PDF after', async () => {
    const who = await trainee(app, 'TRAINING');
    const url = `/training/courses/${biosafety.id}/certificate.pdf`;
    expectError(await who.call('GET', url), 409, 'CERTIFICATE_NOT_AVAILABLE');
    await who.call('POST', `/training/courses/${biosafety.id}/attempts`, { answers: allWrong(biosafety) });
    expectError(await who.call('GET', url), 409, 'CERTIFICATE_NOT_AVAILABLE');
    await passCourse(who, biosafety);
    for (const lang of ['', '?lang=en-US', '?lang=es-ES', '?lang=pt-PT']) {
      const res = await who.call('GET', `${url}${lang}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('certificado-BIOSSEGURANCA.pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

it('seeds the demo trails once', () => {
  expect(demoTrails.map((t) => [t.kind, t.courses.length])).toEqual([
    ['initial', 3],
    ['continued', 1],
  ]);
});
