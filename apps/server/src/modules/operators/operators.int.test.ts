import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../db/schema';
import { createUser, randomCpf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { mailsTo, newOperator, personAt, tokenIn } from './test-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await app?.stop();
});

type Person = Awaited<ReturnType<typeof personAt>>;
const call = (
  who: Person,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => app.http.inject({ method, url, headers: who.headers, ...(payload && { payload }) });

const usersWithDocument = async (document: string) =>
  app.database.db
    .select()
    .from(users)
    .where(eq(users.document, document.replace(/\D/g, '')));

describe('operators: create (§2, §3, §5)', () => {
  it('creates an operator linked to the workplace, PENDING_TRAINING, who sets their password by e-mail', async () => {
    const manager = await personAt(app);
    const body = newOperator({ document: randomCpf().replace(/^(\d{3})(\d{3})(\d{3})/, '$1.$2.$3-') });
    const res = await call(manager, 'POST', '/operators', body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      document: String(body.document).replace(/\D/g, ''),
      name: 'Beatriz Nova',
      email: body.email,
      birthDate: '1992-03-08',
      sex: 'female',
      status: 'PENDING_TRAINING',
      roles: ['operator'],
      council: { acronym: 'CRF', state: 'SP', number: '98765', profession: 'Farmacêutica' },
    });

    const list = await call(manager, 'GET', '/operators');
    expect(list.json().items.map((o: { id: string }) => o.id)).toEqual(
      expect.arrayContaining([created.id, manager.user.id]),
    );

    // Nobody knows the password it was created with: the e-mailed link sets it, valid for a week.
    const [mail, ...more] = await mailsTo(app, body.email as string);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Ponto: crie sua senha' });
    expect(mail!.body).toContain('Beatriz');
    expect(mail!.body).toContain(manager.workplace.name);
    const [token] = await app.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, created.id));
    expect(token!.expiresAt.getTime() - token!.createdAt.getTime()).toBe(7 * 24 * 3600_000);
    const confirm = await app.http.inject({
      method: 'POST',
      url: '/auth/password-reset/confirm',
      payload: { token: tokenIn(mail!.body), password: 'primeira1', confirmation: 'primeira1' },
    });
    expect(confirm.statusCode, confirm.body).toBe(204);
    const login = await app.http.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { document: body.document, password: 'primeira1' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().session.currentWorkplace.cnpj).toBe(manager.workplace.cnpj);
    expect(login.json().session.user.status).toBe('PENDING_TRAINING');
  });

  it.each([
    [{ name: 'Jo' }, 'name', 'validation:invalidOperatorName'],
    [{ name: 'Ana 2' }, 'name', 'validation:invalidOperatorName'],
    [{ document: '111.444.777-36' }, 'document', 'validation:invalidDocument'],
    [{ email: 'beatriz@' }, 'email', 'validation:invalidEmail'],
    [{ birthDate: '2031-02-30' }, 'birthDate', 'validation:invalidDate'],
    [{ birthDate: '2999-01-01' }, 'birthDate', 'validation:dateInFuture'],
    [{ birthDate: '1800-01-01' }, 'birthDate', 'validation:ageTooHigh'],
    [{ council: { acronym: 'CRF' } }, 'council.state', 'validation:councilRequired'],
    [{ council: { acronym: 'CRF', state: 'ZZ', number: '1' } }, 'council.state', 'validation:invalidState'],
  ])('refuses %j, naming the field, and creates nothing', async (change, field, messageKey) => {
    const manager = await personAt(app);
    const body = newOperator(change);
    const res = await call(manager, 'POST', '/operators', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields).toContainEqual(expect.objectContaining({ field, messageKey }));
    expect(await usersWithDocument(body.document as string)).toEqual([]);
    expect(await mailsTo(app, body.email as string)).toEqual([]);
  });

  it('says how old an operator must be, and names missing fields', async () => {
    const manager = await personAt(app);
    const young = new Date(Date.now() - 17 * 366 * 24 * 3600_000).toISOString().slice(0, 10);
    const res = await call(
      manager,
      'POST',
      '/operators',
      newOperator({ birthDate: young, sex: null, email: '' }),
    );
    expect(res.json().error.fields).toEqual([
      { field: 'birthDate', messageKey: 'operators:problems.operatorUnderAge', params: { min: 18 } },
      { field: 'sex', messageKey: 'validation:required' },
      { field: 'email', messageKey: 'validation:required' },
    ]);
    const missing = await call(manager, 'POST', '/operators', { name: 'Beatriz Nova' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['document', 'birthDate', 'sex', 'email']),
    );
  });

  it('refuses a document that already has an account (OPERATOR_EXISTS at the document), even at once', async () => {
    const manager = await personAt(app);
    const someone = await createUser(app.database.db, {});
    const res = await call(manager, 'POST', '/operators', newOperator({ document: someone.document }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'OPERATOR_EXISTS',
      fields: [{ field: 'document', messageKey: 'operators:problems.documentTaken' }],
    });

    const body = newOperator();
    const answers = await Promise.all([1, 2].map(() => call(manager, 'POST', '/operators', body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await usersWithDocument(body.document as string)).toHaveLength(1);
    expect(await mailsTo(app, body.email as string)).toHaveLength(1);
  });

  it('is for managers only (403); another tenant’s workplace is not found (404)', async () => {
    const operator = await personAt(app, { roles: ['operator'] });
    for (const [method, url, payload] of [
      ['GET', '/operators', undefined],
      ['POST', '/operators', newOperator()],
      ['PATCH', `/operators/${operator.user.id}`, { name: 'Outro Nome' }],
      ['POST', '/operators/workers', { document: randomCpf() }],
      ['DELETE', `/operators/workers/${operator.user.id}`, undefined],
    ] as const) {
      const res = await call(operator, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    const manager = await personAt(app);
    const res = await app.http.inject({
      method: 'GET',
      url: '/operators',
      headers: { ...manager.headers, cnpj: operator.workplace.cnpj },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('operators: edit (§3 council data for result sheets)', () => {
  it("changes a worker's personal and council data; clears the council; keeps to the workplace", async () => {
    const manager = await personAt(app);
    const created = (await call(manager, 'POST', '/operators', newOperator({ council: null }))).json();
    const email = `novo-${crypto.randomUUID()}@example.com`;
    const res = await call(manager, 'PATCH', `/operators/${created.id}`, {
      name: 'Beatriz Souza',
      email,
      birthDate: '1991-01-02',
      sex: 'male',
      council: { acronym: 'crbm', state: 'rj', number: '5555', profession: 'Biomédica' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Beatriz Souza',
      email,
      birthDate: '1991-01-02',
      sex: 'male',
      council: { acronym: 'CRBM', state: 'RJ', number: '5555', profession: 'Biomédica' },
    });

    const bad = await call(manager, 'PATCH', `/operators/${created.id}`, {
      name: 'B4',
      council: { number: '1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.map((f: { field: string }) => f.field)).toEqual([
      'name',
      'council.acronym',
      'council.state',
    ]);

    const cleared = await call(manager, 'PATCH', `/operators/${created.id}`, { council: null });
    expect(cleared.json()).toMatchObject({
      name: 'Beatriz Souza',
      council: { acronym: null, state: null, number: null, profession: null },
    });

    const other = await personAt(app);
    for (const id of [other.user.id, crypto.randomUUID()]) {
      const res = await call(manager, 'PATCH', `/operators/${id}`, { name: 'Nome Trocado' });
      expect(res.statusCode).toBe(404);
    }
    const [untouched] = await usersWithDocument(other.user.document);
    expect(untouched!.name).toBe(other.user.name);
  });
});

describe('operators: workers added and removed (§6)', () => {
  it('adds someone who has an account; an unknown document or a current worker is named at the field', async () => {
    const manager = await personAt(app);
    const elsewhere = await personAt(app, { roles: ['operator'], name: 'Caio Outro' });
    const masked = elsewhere.user.document.replace(/^(\d{3})(\d{3})(\d{3})/, '$1.$2.$3-');
    const res = await call(manager, 'POST', '/operators/workers', { document: masked });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id: elsewhere.user.id, name: 'Caio Outro' });
    const list = (await call(manager, 'GET', '/operators')).json().items as Array<{ id: string }>;
    expect(list.map((o) => o.id)).toContain(elsewhere.user.id);
    // They now work at both places: signing in offers both.
    const login = await app.http.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { document: elsewhere.user.document, password: elsewhere.user.password },
    });
    expect(
      login
        .json()
        .session.availableWorkplaces.map((w: { cnpj: string }) => w.cnpj)
        .sort(),
    ).toEqual([manager.workplace.cnpj, elsewhere.workplace.cnpj].sort());

    const again = await call(manager, 'POST', '/operators/workers', { document: elsewhere.user.document });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual([
      { field: 'document', messageKey: 'operators:problems.alreadyWorker' },
    ]);
    const unknown = await call(manager, 'POST', '/operators/workers', { document: randomCpf() });
    expect(unknown.json().error.fields).toEqual([
      { field: 'document', messageKey: 'operators:problems.documentNotFound' },
    ]);
    const empty = await call(manager, 'POST', '/operators/workers', { document: ' ' });
    expect(empty.json().error.fields).toEqual([{ field: 'document', messageKey: 'validation:required' }]);
  });

  it('removes a worker (the account stays); never yourself; someone not linked is not found', async () => {
    const manager = await personAt(app);
    const worker = await createUser(app.database.db, { workplaceIds: [manager.workplace.id] });
    const res = await call(manager, 'DELETE', `/operators/workers/${worker.id}`);
    expect(res.statusCode, res.body).toBe(204);
    const list = (await call(manager, 'GET', '/operators')).json().items as Array<{ id: string }>;
    expect(list.map((o) => o.id)).toEqual([manager.user.id]);
    expect(await usersWithDocument(worker.document)).toHaveLength(1);
    // Linked nowhere now: the login says so.
    const login = await app.http.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { document: worker.document, password: worker.password },
    });
    expect(login.json().error.code).toBe('AUTH_NO_WORKPLACE');

    const again = await call(manager, 'DELETE', `/operators/workers/${worker.id}`);
    expect(again.statusCode).toBe(404);
    const self = await call(manager, 'DELETE', `/operators/workers/${manager.user.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe('WORKER_REMOVE_SELF');

    const other = await personAt(app);
    const foreign = await call(manager, 'DELETE', `/operators/workers/${other.user.id}`);
    expect(foreign.statusCode).toBe(404);
    expect((await call(other, 'GET', '/operators')).json().items).toHaveLength(1);
  });
});
