import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWorkplace } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const basic = `Basic ${Buffer.from('ponto-web:').toString('base64')}`;

async function signedIn(workplaces = 1) {
  const ids = [];
  for (let i = 0; i < workplaces; i++) ids.push((await createWorkplace(app.database.db)).id);
  const user = await createUser(app.database.db, { workplaceIds: ids });
  return { user, ...(await signIn(app, user)) };
}

function multipartRefresh(refreshToken: string, authorization = basic) {
  const boundary = '----ponto-test-boundary';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = `${field('grant_type', 'refresh_token')}${field('refresh_token', refreshToken)}--${boundary}--\r\n`;
  return app.http.inject({
    method: 'POST',
    url: '/oauth/token',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization },
  });
}

describe('POST /oauth/token (§7)', () => {
  it('renews the tokens from a multipart form with HTTP Basic client auth, rotating the refresh token', async () => {
    const { refreshToken } = await signedIn();
    const res = await multipartRefresh(refreshToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(body.refresh_token).not.toBe(refreshToken);
    const check = await app.http.inject({
      method: 'GET',
      url: '/users/checkToken',
      headers: { token: body.access_token },
    });
    expect(check.statusCode).toBe(200);
  });

  it('accepts the urlencoded form too', async () => {
    const { refreshToken } = await signedIn();
    const res = await app.http.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
    });
    expect(res.statusCode).toBe(200);
  });

  it('revokes the whole family when a spent refresh token is presented again', async () => {
    const { refreshToken } = await signedIn();
    const first = (await multipartRefresh(refreshToken)).json();
    // Someone replays the old token: refused, and the token the rightful holder got is revoked with it.
    const replay = await multipartRefresh(refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('AUTH_LOGIN_EXPIRED');
    const next = await multipartRefresh(first.refresh_token);
    expect(next.statusCode).toBe(401);
    const access = await app.http.inject({
      method: 'GET',
      url: '/auth/session',
      headers: { authorization: `Bearer ${first.access_token}` },
    });
    expect(access.statusCode).toBe(401);
  });

  it('refuses a call without the client credentials', async () => {
    const { refreshToken } = await signedIn();
    const res = await multipartRefresh(
      refreshToken,
      `Basic ${Buffer.from('somebody:else').toString('base64')}`,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('AUTH_INVALID_CLIENT');
  });

  it('refuses an unknown refresh token and a wrong grant type', async () => {
    expect((await multipartRefresh('not-a-token')).json().error.code).toBe('AUTH_LOGIN_EXPIRED');
    const res = await app.http.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: 'grant_type=password&refresh_token=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[0].field).toBe('grant_type');
  });
});

describe('access tokens, checkToken and logout', () => {
  it('accepts the token header and Authorization: Bearer, and refuses an expired token', async () => {
    const { accessToken } = await signedIn();
    for (const headers of [{ token: accessToken }, { authorization: `Bearer ${accessToken}` }]) {
      const res = await app.http.inject({ method: 'GET', url: '/users/checkToken', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().valid).toBe(true);
    }
    app.clock.advance(16 * 60_000);
    const expired = await app.http.inject({
      method: 'GET',
      url: '/users/checkToken',
      headers: { token: accessToken },
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('AUTH_LOGIN_EXPIRED');
  });

  it('refuses a token signed with another key or none', async () => {
    const forged = [
      'eyJhbGciOiJub25lIn0',
      Buffer.from('{"sub":"x","fam":"y"}').toString('base64url'),
      '',
    ].join('.');
    const res = await app.http.inject({
      method: 'GET',
      url: '/users/checkToken',
      headers: { token: forged },
    });
    expect(res.statusCode).toBe(401);
  });

  it('logout revokes the refresh token and, at once, the access token of that session', async () => {
    const { accessToken, refreshToken } = await signedIn();
    const out = await app.http.inject({ method: 'POST', url: '/auth/logout', payload: { refreshToken } });
    expect(out.statusCode).toBe(204);
    expect((await multipartRefresh(refreshToken)).statusCode).toBe(401);
    expect(
      (await app.http.inject({ method: 'GET', url: '/auth/session', headers: { token: accessToken } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('session choices', () => {
  it('remembers the chosen workplace and answers 404 for a workplace that is not the user’s', async () => {
    const { accessToken, session, user } = await signedIn(2);
    expect(session.availableWorkplaces).toHaveLength(2);
    const other = await createWorkplace(app.database.db);
    const headers = { authorization: `Bearer ${accessToken}` };
    const foreign = await app.http.inject({
      method: 'PUT',
      url: '/auth/session/workplace',
      headers,
      payload: { cnpj: other.cnpj },
    });
    expect(foreign.statusCode).toBe(404);

    const chosen = session.availableWorkplaces[1]!.cnpj;
    const res = await app.http.inject({
      method: 'PUT',
      url: '/auth/session/workplace',
      headers,
      payload: { cnpj: chosen },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().currentWorkplace.cnpj).toBe(chosen);
    // The next sign-in starts in the same workplace.
    const again = await app.http.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { document: user.document, password: user.password },
    });
    expect(again.json().session.currentWorkplace.cnpj).toBe(chosen);
  });

  it('answers each browser tab the session of its own workplace, not the one chosen last elsewhere', async () => {
    const { accessToken, session } = await signedIn(2);
    const headers = { authorization: `Bearer ${accessToken}` };
    const [first = '', second = ''] = session.availableWorkplaces.map((w: { cnpj: string }) => w.cnpj);
    await app.http.inject({
      method: 'PUT',
      url: '/auth/session/workplace',
      headers,
      payload: { cnpj: second },
    });
    const read = (extra: Record<string, string>) =>
      app.http.inject({ method: 'GET', url: '/auth/session', headers: { ...headers, ...extra } });
    // The tab still on the first workplace keeps it; without a tab's workplace, the one chosen last.
    expect((await read({ cnpj: first })).json().currentWorkplace.cnpj).toBe(first);
    expect((await read({})).json().currentWorkplace.cnpj).toBe(second);
    // A workplace that is not the user's is not taken from the header.
    const other = await createWorkplace(app.database.db);
    expect((await read({ cnpj: other.cnpj })).json().currentWorkplace.cnpj).toBe(second);
    const language = await app.http.inject({
      method: 'PUT',
      url: '/auth/session/language',
      headers: { ...headers, cnpj: first },
      payload: { language: 'es-ES' },
    });
    expect(language.json().currentWorkplace.cnpj).toBe(first);
  });

  it('keeps the interface language per user and refuses one the portal does not speak', async () => {
    const { accessToken } = await signedIn();
    const headers = { token: accessToken };
    const bad = await app.http.inject({
      method: 'PUT',
      url: '/auth/session/language',
      headers,
      payload: { language: 'fr-FR' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].field).toBe('language');
    const ok = await app.http.inject({
      method: 'PUT',
      url: '/auth/session/language',
      headers,
      payload: { language: 'en-US' },
    });
    expect(ok.json().user.language).toBe('en-US');
    const session = await app.http.inject({ method: 'GET', url: '/auth/session', headers });
    expect(session.json().user.language).toBe('en-US');
  });
});
