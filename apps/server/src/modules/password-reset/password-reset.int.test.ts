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

async function person(values: { email?: string | null; phone?: string | null; language?: string } = {}) {
  const workplace = await createWorkplace(app.database.db);
  return createUser(app.database.db, {
    workplaceIds: [workplace.id],
    email: 'x@example.com',
    phone: '11 99999-1234',
    ...values,
  });
}

const ask = (document: string, channel: 'email' | 'phone' = 'email') =>
  app.http.inject({ method: 'POST', url: '/auth/password-reset', payload: { document, channel } });

const confirm = (token: string, password: string, confirmation = password) =>
  app.http.inject({
    method: 'POST',
    url: '/auth/password-reset/confirm',
    payload: { token, password, confirmation },
  });

/** Delivers the outbox the way the job does, then reads it as a person would through /dev/outbox. */
async function lastMessageTo(recipient: string) {
  await app.outbox.drain();
  const list = (await app.http.inject({ method: 'GET', url: '/dev/outbox' })).json() as Array<{
    to: string;
    text: string;
    subject: string;
    status: string;
  }>;
  return list.find((m) => m.to === recipient);
}

function tokenIn(text: string): string {
  const match = text.match(/nova-senha\?token=([\w%-]+)/);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

describe('password reset (/senha and /nova-senha)', () => {
  it('sends a one-time link by e-mail, sets the new password with the §5 rules and ends open sessions', async () => {
    const email = `reset-${crypto.randomUUID()}@example.com`;
    const user = await person({ email });
    const before = await app.http.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { document: user.document, password: user.password },
    });

    // First, the operator asks for a link by e-mail.
    const asked = await ask(user.document);
    expect(asked.statusCode).toBe(202);
    const message = await lastMessageTo(email);
    expect(message).toMatchObject({ subject: 'Ponto: redefinição de senha', status: 'sent' });
    const token = tokenIn(message!.text);

    // A short password and a mismatched confirmation are refused, naming the fields.
    const short = await confirm(token, 'abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual([expect.objectContaining({ field: 'password' })]);
    const mismatch = await confirm(token, 'novaSenha1', 'outraSenha1');
    expect(mismatch.json().error.fields).toEqual([expect.objectContaining({ field: 'confirmation' })]);
    // A common or breached password is refused too, whatever its case.
    const common = await confirm(token, 'Senha123');
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields).toEqual([
      { field: 'password', messageKey: 'validation:passwordTooCommon', params: { min: 6 } },
    ]);

    // The right one is taken; the new password works and the old one does not.
    expect((await confirm(token, 'novaSenha1')).statusCode).toBe(204);
    const login = (password: string) =>
      app.http.inject({ method: 'POST', url: '/auth/login', payload: { document: user.document, password } });
    expect((await login('novaSenha1')).statusCode).toBe(200);
    expect((await login(user.password)).statusCode).toBe(401);

    // The session opened before the reset is over.
    const oldSession = await app.http.inject({
      method: 'GET',
      url: '/auth/session',
      headers: { token: before.json().accessToken },
    });
    expect(oldSession.statusCode).toBe(401);

    // The link works once.
    const again = await confirm(token, 'terceira1');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('AUTH_PASSWORD_TOKEN_EXPIRED');
  });

  it('sends by SMS in the user’s language', async () => {
    const phone = `11 9${Math.floor(Math.random() * 1e4)}-${Math.floor(1000 + Math.random() * 8999)}`;
    const user = await person({ phone, language: 'en-US' });
    expect((await ask(user.document, 'phone')).statusCode).toBe(202);
    const sms = await lastMessageTo(phone);
    expect(sms?.text).toMatch(/^Ponto: create your new password at /);
  });

  it('makes the user wait 3 minutes before asking again', async () => {
    const user = await person();
    expect((await ask(user.document)).statusCode).toBe(202);
    app.clock.advance(60_000);
    const tooSoon = await ask(user.document);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error).toMatchObject({ code: 'AUTH_RESEND_WAIT', retryAfterSeconds: 120 });
    app.clock.advance(2 * 60_000);
    expect((await ask(user.document)).statusCode).toBe(202);
  });

  it('refuses an expired link with the §8 message', async () => {
    const email = `late-${crypto.randomUUID()}@example.com`;
    const user = await person({ email });
    await ask(user.document);
    const token = tokenIn((await lastMessageTo(email))!.text);
    app.clock.advance(31 * 60_000);
    const res = await confirm(token, 'novaSenha1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('AUTH_PASSWORD_TOKEN_EXPIRED');
  });

  it('shows the outbox only to the portal’s own machine', async () => {
    const remote = await app.http.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '192.0.2.10' });
    expect(remote.statusCode).toBe(404);
  });

  it('builds the link from the portal’s address, never from a forged Host header', async () => {
    const email = `host-${crypto.randomUUID()}@example.com`;
    const user = await person({ email });
    await app.http.inject({
      method: 'POST',
      url: '/auth/password-reset',
      payload: { document: user.document, channel: 'email' },
      headers: { host: 'evil.example.com' },
    });
    const message = await lastMessageTo(email);
    expect(message?.text).not.toContain('evil.example.com');
    expect(message?.text).toMatch(/http:\/\/localhost:\d+\/nova-senha\?token=/);
  });

  it('answers an unknown document exactly like a known one, and sends nothing', async () => {
    const res = await ask('52998224725');
    expect(res.statusCode).toBe(202);
    expect(Object.keys(res.json())).toEqual(['resendAvailableAt']);
  });
});
