import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWorkplace } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const login = (document: string, password: string, headers: Record<string, string> = {}) =>
  app.http.inject({ method: 'POST', url: '/auth/login', payload: { document, password }, headers });

describe('specialist login', () => {
  it('returns tokens and the §3 session for a right document and password, masked or not', async () => {
    // First, a drugstore with one operator.
    const drugstore = await createWorkplace(app.database.db, {
      permissions: ['drugstore'],
      services: ['ponto', 'attendance'],
    });
    const user = await createUser(app.database.db, { workplaceIds: [drugstore.id], stockView: true });
    const masked = `${user.document.slice(0, 3)}.${user.document.slice(3, 6)}.${user.document.slice(6, 9)}-${user.document.slice(9)}`;

    // Then the operator signs in with the masked document.
    const res = await login(masked, user.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body.refreshToken).toEqual(expect.any(String));
    expect(body.expiresIn).toBe(900);
    // A single workplace is chosen for them; a drugstore analyses locally and prints the Pharma name.
    expect(body.session.currentWorkplace.cnpj).toBe(drugstore.cnpj);
    expect(body.session.reportNameVariant).toBe('Pharma');
    expect(body.session.user).toMatchObject({
      status: 'ACTIVE',
      manager: false,
      restricted: false,
      permissions: { stockView: true },
    });
    expect(body.session.services).toMatchObject({ ponto: true, attendance: true, mab: false });
  });

  it('answers the same §8 error for an unknown document and a wrong password', async () => {
    const workplace = await createWorkplace(app.database.db);
    const user = await createUser(app.database.db, { workplaceIds: [workplace.id] });
    const wrong = await login(user.document, 'not-the-password');
    const unknown = await login('00000000191', 'whatever1');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({
        code: 'AUTH_INVALID_CREDENTIALS',
        message: 'Usuário ou senha inválidos',
      });
    }
  });

  it('translates the error title by Accept-Language', async () => {
    const res = await login('00000000191', 'whatever1', { 'accept-language': 'es-ES,es;q=0.9' });
    expect(res.json().error.message).toBe('Usuario o contraseña no válidos');
  });

  it('names the missing field instead of failing', async () => {
    const res = await app.http.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { document: '11144477735' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields).toEqual([expect.objectContaining({ field: 'password' })]);
  });

  it('answers malformed JSON with a validation error, never a 500', async () => {
    const res = await app.http.inject({
      method: 'POST',
      url: '/auth/login',
      payload: '{"document": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.body).not.toContain('at ');
  });

  it('blocks the account for 6 minutes after 5 wrong passwords, even for the right one', async () => {
    const workplace = await createWorkplace(app.database.db);
    const user = await createUser(app.database.db, { workplaceIds: [workplace.id] });
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login(user.document, 'wrong-one')).statusCode).toBe(401);
    }
    // The fifth wrong password locks the account and says how long.
    const fifth = await login(user.document, 'wrong-one');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().error).toMatchObject({ code: 'AUTH_BLOCKED', retryAfterSeconds: 360 });
    expect(fifth.headers['retry-after']).toBe('360');

    // Two minutes later the right password is still refused, with the time left.
    app.clock.advance(2 * 60_000);
    const early = await login(user.document, user.password);
    expect(early.statusCode).toBe(423);
    expect(early.json().error.retryAfterSeconds).toBe(240);

    // Once the 6 minutes are over, the right password opens the session.
    app.clock.advance(4 * 60_000);
    expect((await login(user.document, user.password)).statusCode).toBe(200);
  });

  it('refuses a suspended user with the §6 message, but only when the password is right', async () => {
    const workplace = await createWorkplace(app.database.db);
    const user = await createUser(app.database.db, { workplaceIds: [workplace.id], suspended: true });
    expect((await login(user.document, 'wrong-pass')).json().error.code).toBe('AUTH_INVALID_CREDENTIALS');
    const res = await login(user.document, user.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('AUTH_ACCESS_SUSPENDED');
    expect(res.json().accessToken).toBeUndefined();
  });

  it('refuses a user with no linked workplace with the §6 message', async () => {
    const user = await createUser(app.database.db);
    const res = await login(user.document, user.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('AUTH_NO_WORKPLACE');
  });

  it('reports TRAINING users as such so the portal sends them to training', async () => {
    const workplace = await createWorkplace(app.database.db);
    const user = await createUser(app.database.db, { workplaceIds: [workplace.id], status: 'TRAINING' });
    const res = await login(user.document, user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().session.user.status).toBe('TRAINING');
  });
});
