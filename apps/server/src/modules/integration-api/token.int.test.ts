import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWorkplace } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { orderingOperator } from '../ordering/test-fixtures';
import { API, integrator, tokenFor } from './test-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await app?.stop();
});

const token = (payload: Record<string, string> | string, headers: Record<string, string> = {}) =>
  app.http.inject({ method: 'POST', url: `${API}/token`, payload, headers });

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

async function apiUser(roles = ['integrator']) {
  const workplace = await createWorkplace(app.database.db, { contracted: true });
  const user = await createUser(app.database.db, { roles, workplaceIds: [workplace.id] });
  return { workplace, user };
}

describe('POST /integration/v1/token (§7 authentication)', () => {
  it('password grant with the tax id: a bearer token for the API and a refresh token', async () => {
    const { workplace, user } = await apiUser();
    const masked = workplace.cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
    const res = await token({
      grant_type: 'password',
      username: user.document,
      password: user.password,
      cnpj: masked,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900, cnpj: workplace.cnpj });
    const list = await app.http.inject({
      method: 'GET',
      url: `${API}/workplaces`,
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(list.statusCode, list.body).toBe(200);

    // The refresh token renews it at the same endpoint (rotating, as /oauth/token does).
    const renewed = await token({ grant_type: 'refresh_token', refresh_token: body.refresh_token });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().refresh_token).not.toBe(body.refresh_token);
    expect(renewed.json().cnpj).toBeNull();
    expect((await token({ grant_type: 'refresh_token', refresh_token: body.refresh_token })).statusCode).toBe(
      401,
    );
  });

  it('client credentials as HTTP Basic, from a urlencoded or multipart form', async () => {
    const { workplace, user } = await apiUser();
    const urlencoded = await token(
      new URLSearchParams({ grant_type: 'client_credentials', cnpj: workplace.cnpj }).toString(),
      {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basic(user.document, user.password),
      },
    );
    expect(urlencoded.statusCode, urlencoded.body).toBe(200);
    expect(urlencoded.json().cnpj).toBe(workplace.cnpj);

    const boundary = '----ponto-integration';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="grant_type"\r\n\r\nclient_credentials\r\n--${boundary}--\r\n`;
    const multipart = await token(payload, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: basic(user.document, user.password),
    });
    expect(multipart.statusCode, multipart.body).toBe(200);

    const noBasic = await token({ grant_type: 'client_credentials' });
    expect([noBasic.statusCode, noBasic.json().error.code]).toEqual([401, 'AUTH_INVALID_CLIENT']);
  });

  it('a wrong password, an unknown user or a tax id not the user’s generate no token (one §8 code)', async () => {
    const { user } = await apiUser();
    const other = await createWorkplace(app.database.db);
    for (const res of [
      await token({ grant_type: 'password', username: user.document, password: 'not-the-password' }),
      await token({ grant_type: 'password', username: '00000000191', password: 'whatever1' }),
      await token({ grant_type: 'client_credentials' }, { authorization: basic(user.document, 'wrong-one') }),
      await token({
        grant_type: 'password',
        username: user.document,
        password: user.password,
        cnpj: other.cnpj,
      }),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().error).toMatchObject({
        code: 'INTEGRATION_TOKEN_NOT_GENERATED',
        message: 'Não foi possível gerar o token',
      });
    }
  });

  it('names the missing fields and refuses other grant types', async () => {
    const missing = await token({ grant_type: 'password', username: '52998224725' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual([{ field: 'password', messageKey: 'validation:required' }]);
    const implicit = await token({ grant_type: 'implicit' });
    expect(implicit.statusCode).toBe(400);
    expect(implicit.json().error.fields[0].field).toBe('grant_type');
  });

  it('API access is given by request: a user without the integrator role gets no token', async () => {
    const { user } = await apiUser(['operator']);
    const res = await token({ grant_type: 'password', username: user.document, password: user.password });
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'INTEGRATION_ACCESS_NOT_GRANTED']);
  });

  it('refuses the API to a portal session without the role, and to no token at all', async () => {
    const op = await orderingOperator(app);
    const portal = await app.http.inject({ method: 'GET', url: `${API}/workplaces`, headers: op.headers });
    expect([portal.statusCode, portal.json().error.code]).toEqual([403, 'INTEGRATION_ACCESS_NOT_GRANTED']);
    const anonymous = await app.http.inject({ method: 'GET', url: `${API}/workplaces` });
    expect([anonymous.statusCode, anonymous.json().error.code]).toEqual([401, 'AUTH_LOGIN_EXPIRED']);
  });
});

describe('workplaces and exams', () => {
  it('lists the caller’s workplaces with their tax ids, and only theirs', async () => {
    const first = await createWorkplace(app.database.db, { name: 'A Farmácia', contracted: true });
    const second = await createWorkplace(app.database.db, { name: 'B Clínica' });
    await createWorkplace(app.database.db, { name: 'C Alheia' });
    const user = await createUser(app.database.db, {
      roles: ['integrator'],
      workplaceIds: [first.id, second.id],
    });
    const bearer = await tokenFor(app, user.document, user.password);
    const res = await app.http.inject({
      method: 'GET',
      url: `${API}/workplaces`,
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      workplaces: [
        { cnpj: first.cnpj, name: 'A Farmácia', contracted: true },
        { cnpj: second.cnpj, name: 'B Clínica', contracted: false },
      ],
    });
  });

  it('lists the workplace’s exams with index and questionnaire; cnpj by query or header; another’s is 404', async () => {
    const op = await integrator(app);
    const byQuery = await op.api('GET', `/exams?cnpj=${op.workplace.cnpj}`);
    expect(byQuery.statusCode, byQuery.body).toBe(200);
    const exams = byQuery.json().exams as Array<{ index: number; code: string; quiz: unknown[] }>;
    expect(exams.map((e) => e.code)).toEqual(['COVID_AG', 'HBA1C']);
    expect(exams[0]).toMatchObject({ index: op.index('COVID_AG'), deviceFamily: expect.any(String) });
    expect(exams[0]!.quiz.length).toBeGreaterThan(0);

    const byHeader = await app.http.inject({
      method: 'GET',
      url: `${API}/exams`,
      headers: { authorization: `Bearer ${op.token}`, cnpj: op.workplace.cnpj },
    });
    expect(byHeader.json()).toEqual(byQuery.json());

    const other = await createWorkplace(app.database.db);
    expect((await op.api('GET', `/exams?cnpj=${other.cnpj}`)).statusCode).toBe(404);
    const none = await op.api('GET', '/exams');
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual([{ field: 'cnpj', messageKey: 'validation:required' }]);
  });
});

describe('the API manual (OpenAPI)', () => {
  it('documents every integration route under the integration tag', async () => {
    const doc = (await app.http.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const routes = Object.entries(doc.paths as Record<string, Record<string, { tags?: string[] }>>)
      .filter(([path]) => path.startsWith(API))
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => ({ route: `${method} ${path}`, op })),
      );
    expect(routes.map((r) => r.route).sort()).toEqual(
      [
        'post /integration/v1/token',
        'get /integration/v1/workplaces',
        'get /integration/v1/exams',
        'post /integration/v1/pre-exams',
        'get /integration/v1/pre-exams/{id}/status',
        'get /integration/v1/pre-exams/{id}/results',
        'get /integration/v1/pre-exams/{id}/pdf',
        'get /integration/v1/pre-exams/{id}/report-base64',
        'delete /integration/v1/pre-exams/{id}',
      ].sort(),
    );
    for (const { op } of routes) expect(op.tags).toEqual(['integration']);
    expect(doc.tags).toContainEqual(expect.objectContaining({ name: 'integration' }));
  });
});
