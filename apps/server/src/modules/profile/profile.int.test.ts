import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createUser, createWorkplace } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signIn } from '../operators/test-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await app?.stop();
});

/** A user of a workplace of their own (sign-in needs one), signed in once; `headers` are that session's. */
async function signedInUser(values: Parameters<typeof createUser>[1] = {}) {
  const workplace = await createWorkplace(app.database.db);
  const user = await createUser(app.database.db, {
    name: 'Carla Perfil',
    workplaceIds: [workplace.id],
    ...values,
  });
  const tokens = await signIn(app, user);
  return { user, headers: { authorization: `Bearer ${tokens.accessToken}` } };
}

type Who = Awaited<ReturnType<typeof signedInUser>>;
const call = (who: Who, method: 'GET' | 'PUT' | 'POST', url: string, payload?: Record<string, unknown>) =>
  app.http.inject({ method, url, headers: who.headers, ...(payload && { payload }) });

const address = {
  postalCode: '01310-100',
  street: 'Av. Paulista',
  number: '1000',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

const storedUser = async (id: string) =>
  (await app.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('profile: personal data (§2, §3, §5)', () => {
  it('reads the signed-in user and keeps what they change; the document stays', async () => {
    const me = await signedInUser({ email: 'carla@example.com', language: 'pt-BR' });
    const read = await call(me, 'GET', '/profile');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      document: me.user.document,
      name: 'Carla Perfil',
      email: 'carla@example.com',
      address: null,
      council: { acronym: null, state: null, number: null, profession: null },
      language: 'pt-BR',
    });

    const body = {
      name: 'Carla Souza',
      email: 'carla.souza@example.com',
      phone: '11 98765-4321',
      birthDate: '1985-04-20',
      sex: 'female',
      address,
      council: { acronym: 'crf', state: 'sp', number: '12345', profession: 'Farmacêutica' },
      document: '111.444.777-35',
    };
    const saved = await call(me, 'PUT', '/profile', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      document: me.user.document,
      name: 'Carla Souza',
      phone: '11 98765-4321',
      birthDate: '1985-04-20',
      sex: 'female',
      address: { ...address, country: 'BR' },
      council: { acronym: 'CRF', state: 'SP', number: '12345', profession: 'Farmacêutica' },
    });
    expect((await call(me, 'GET', '/profile')).json().name).toBe('Carla Souza');
    expect((await storedUser(me.user.id)).document).toBe(me.user.document);

    // Optional data can be cleared again.
    const cleared = await call(me, 'PUT', '/profile', { name: 'Carla Souza' });
    expect(cleared.json()).toMatchObject({ email: null, phone: null, birthDate: null, address: null });
  });

  it('refuses a bad name, e-mail or address, naming each field, and changes nothing', async () => {
    const me = await signedInUser();
    const res = await call(me, 'PUT', '/profile', {
      name: 'C4rla',
      email: 'carla@',
      address: { ...address, state: 'XX' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields.map((f: { field: string }) => f.field)).toEqual([
      'name',
      'email',
      'address.state',
    ]);
    expect((await storedUser(me.user.id)).name).toBe('Carla Perfil');
  });

  it('needs a signed-in user', async () => {
    expect((await app.http.inject({ method: 'GET', url: '/profile' })).statusCode).toBe(401);
  });
});

describe('profile: password change (§5)', () => {
  const change = (who: Who, body: Record<string, string>) => call(who, 'POST', '/profile/password', body);

  it('refuses a wrong current password at its field, and counts it as a failed login', async () => {
    const me = await signedInUser();
    const res = await change(me, { oldPassword: 'not-it1', newPassword: 'nova123', confirmation: 'nova123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'AUTH_WRONG_OLD_PASSWORD',
      fields: [{ field: 'oldPassword', messageKey: 'profile:problems.wrongOldPassword' }],
    });
    expect((await storedUser(me.user.id)).failedLogins).toBe(1);
    // The password is still the old one.
    await signIn(app, me.user);
  });

  it('refuses a common or breached new password at its field', async () => {
    const me = await signedInUser();
    const res = await change(me, {
      oldPassword: me.user.password,
      newPassword: 'qwerty123',
      confirmation: 'qwerty123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([
      { field: 'newPassword', messageKey: 'validation:passwordTooCommon', params: { min: 6 } },
    ]);
    await signIn(app, me.user);
  });

  it('locks the account after as many wrong tries as the login allows', async () => {
    const me = await signedInUser();
    const wrong = { oldPassword: 'not-it1', newPassword: 'nova123', confirmation: 'nova123' };
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await change(me, wrong)).json().error.code);
    expect(codes).toEqual([...Array(4).fill('AUTH_WRONG_OLD_PASSWORD'), 'AUTH_BLOCKED']);
    const right = await change(me, { ...wrong, oldPassword: me.user.password });
    expect(right.json().error.code).toBe('AUTH_BLOCKED');
  });

  it.each([
    ['abcdef', 'abcdef', 'newPassword', 'validation:passwordNeedsLetterAndNumber'],
    ['a1', 'a1', 'newPassword', 'validation:passwordTooShort'],
    ['nova123', 'nova124', 'confirmation', 'validation:passwordConfirmationMismatch'],
  ])('refuses new %j confirmed as %j at %s', async (newPassword, confirmation, field, messageKey) => {
    const me = await signedInUser();
    const before = (await storedUser(me.user.id)).passwordHash;
    const res = await change(me, { oldPassword: me.user.password, newPassword, confirmation });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toContainEqual(expect.objectContaining({ field, messageKey }));
    expect((await storedUser(me.user.id)).passwordHash).toBe(before);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const me = await signedInUser();
    const other = await signIn(app, me.user);
    const otherHeaders = { authorization: `Bearer ${other.accessToken}` };
    expect(
      (await app.http.inject({ method: 'GET', url: '/profile', headers: otherHeaders })).statusCode,
    ).toBe(200);

    const res = await change(me, {
      oldPassword: me.user.password,
      newPassword: 'trocada9',
      confirmation: 'trocada9',
    });
    expect(res.statusCode, res.body).toBe(204);

    expect((await call(me, 'GET', '/profile')).statusCode).toBe(200);
    expect(
      (await app.http.inject({ method: 'GET', url: '/profile', headers: otherHeaders })).statusCode,
    ).toBe(401);
    const old = await app.http.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { document: me.user.document, password: me.user.password },
    });
    expect(old.statusCode).not.toBe(200);
    await signIn(app, { document: me.user.document, password: 'trocada9' });
  });
});
