import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWorkplace } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { postalCodeLookupsPerMinute } from './routes';

/** A tiny postal-code provider on a free port: answers by path, or hangs when told to. */
async function startProvider(handler: (path: string, res: http.ServerResponse) => void) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    handler(req.url ?? '', res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function signIn(app: TestApp) {
  const workplace = await createWorkplace(app.database.db);
  const user = await createUser(app.database.db, { workplaceIds: [workplace.id] });
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: user.document, password: user.password },
  });
  return { authorization: `Bearer ${login.json().accessToken}` };
}

describe('addresses, offline base (§7 postal-code lookup and national cities base)', () => {
  let app: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp();
    headers = await signIn(app);
  });
  afterAll(async () => {
    await app?.stop();
  });

  const get = (url: string, extra: Record<string, string> = {}) =>
    app.http.inject({ method: 'GET', url, headers: { ...headers, ...extra } });

  it('needs a signed-in user for the states and cities, not for the postal-code look-up (§7: no token)', async () => {
    for (const url of ['/addresses/states?country=BR', '/addresses/cities?country=BR&state=SP']) {
      const res = await app.http.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
    const lookup = await app.http.inject({
      method: 'GET',
      url: '/addresses/postal-code?country=BR&code=01310100',
    });
    expect(lookup.statusCode).toBe(200);
  });

  it('finds the state and the capital of a Brazilian CEP, normalised', async () => {
    const res = await get('/addresses/postal-code?country=BR&code=01310100');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      postalCode: '01310-100',
      country: 'BR',
      state: 'SP',
      city: 'São Paulo',
      source: 'offline',
    });
    const brasilia = await get('/addresses/postal-code?country=br&code=70.040-010');
    expect(brasilia.json()).toMatchObject({ state: 'DF', city: 'Brasília' });
  });

  it('finds only the state of a CEP outside the capitals', async () => {
    const res = await get('/addresses/postal-code?country=BR&code=13083-970');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ postalCode: '13083-970', country: 'BR', state: 'SP', source: 'offline' });
  });

  it('finds the district and municipality of a Portuguese postal code', async () => {
    const lisboa = await get('/addresses/postal-code?country=PT&code=1000-001');
    expect(lisboa.json()).toEqual({
      postalCode: '1000-001',
      country: 'PT',
      state: 'Lisboa',
      city: 'Lisboa',
      source: 'offline',
    });
    const porto = await get('/addresses/postal-code?country=PT&code=4050-123');
    expect(porto.json()).toMatchObject({ state: 'Porto', city: 'Porto' });
    const funchal = await get('/addresses/postal-code?country=PT&code=9000-018');
    expect(funchal.json()).toMatchObject({ state: 'Madeira', city: 'Funchal' });
  });

  it('answers POSTAL_CODE_NOT_FOUND, translated, for a code the base does not know', async () => {
    const br = await get('/addresses/postal-code?country=BR&code=00500-000');
    expect(br.statusCode).toBe(404);
    expect(br.json().error).toMatchObject({ code: 'POSTAL_CODE_NOT_FOUND', message: 'CEP desconhecido' });
    const pt = await get('/addresses/postal-code?country=PT&code=6999-999', { 'accept-language': 'pt-PT' });
    expect(pt.statusCode).toBe(404);
    expect(pt.json().error).toMatchObject({
      code: 'POSTAL_CODE_NOT_FOUND',
      message: 'Código postal desconhecido',
    });
    const en = await get('/addresses/postal-code?country=BR&code=00500-000', { 'accept-language': 'en-US' });
    expect(en.json().error.message).toBe('Unknown postal code');
  });

  it('refuses a malformed postal code with a field error on code', async () => {
    for (const url of [
      '/addresses/postal-code?country=BR&code=0131010',
      '/addresses/postal-code?country=PT&code=0100-001',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'code', messageKey: 'validation:invalidPostalCode' }],
      });
    }
    const missing = await get('/addresses/postal-code?country=BR');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields[0].field).toBe('code');
    const country = await get('/addresses/postal-code?country=XX&code=123');
    expect(country.statusCode).toBe(400);
    expect(country.json().error.fields[0].field).toBe('country');
  });

  it('lists the 27 Brazilian states and the 20 Portuguese districts and regions', async () => {
    const br = (await get('/addresses/states?country=BR')).json().states;
    expect(br).toHaveLength(27);
    expect(br).toContainEqual({ value: 'SP', label: 'São Paulo' });
    const pt = (await get('/addresses/states?country=PT')).json().states;
    expect(pt).toHaveLength(20);
    expect(pt).toContainEqual({ value: 'Açores', label: 'Açores' });
  });

  it('suggests cities of a state, accents ignored, names that start with the search first', async () => {
    const res = await get('/addresses/cities?country=BR&state=SP&search=sao%20j');
    expect(res.statusCode).toBe(200);
    const names = res.json().cities.map((c: { name: string }) => c.name);
    expect(names).toContain('São José dos Campos');
    expect(names.every((n: string) => n.startsWith('São J'))).toBe(true);
    const all = await get('/addresses/cities?country=BR&state=sp&limit=100');
    expect(all.json().cities).toHaveLength(100);
    const pt = await get('/addresses/cities?country=PT&state=Lisboa&search=oeir');
    expect(pt.json().cities).toEqual([{ name: 'Oeiras', state: 'Lisboa' }]);
    const country = await get('/addresses/cities?country=PT&search=calheta');
    expect(country.json().cities).toEqual([
      { name: 'Calheta', state: 'Açores' },
      { name: 'Calheta', state: 'Madeira' },
    ]);
    const wrong = await get('/addresses/cities?country=BR&state=Lisboa');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual([{ field: 'state', messageKey: 'validation:invalidState' }]);
  });
});

describe('addresses, with an online provider configured', () => {
  let app: TestApp;
  let headers: Record<string, string>;
  let provider: Awaited<ReturnType<typeof startProvider>>;
  beforeAll(async () => {
    provider = await startProvider((path, res) => {
      if (path.startsWith('/ws/01310100/')) {
        json(res, 200, {
          cep: '01310-100',
          logradouro: 'Avenida Paulista',
          bairro: 'Bela Vista',
          localidade: 'São Paulo',
          uf: 'SP',
        });
      } else if (path.startsWith('/ws/99999999/')) json(res, 200, { erro: true });
      else if (path.startsWith('/ws/20040020/')) json(res, 500, { message: 'down' });
      else if (path.startsWith('/ws/30130010/')) json(res, 200, { unexpected: 'shape' });
      else if (path.startsWith('/ws/1000001/'))
        json(res, 200, { state: 'LISBOA', city: 'Lisboa', street: 'Rua X' });
      else if (path.startsWith('/ws/40010000/')) setTimeout(() => json(res, 200, { uf: 'BA' }), 3_000);
      else json(res, 404, {});
    });
    app = await createTestApp({
      POSTAL_CODE_PROVIDER_URL: `${provider.url}/ws/{digits}/json/?country={country}`,
      POSTAL_CODE_PROVIDER_TIMEOUT_MS: '300',
    });
    headers = await signIn(app);
  });
  afterAll(async () => {
    await app?.stop();
    await provider?.close();
  });

  const lookup = (country: string, code: string) =>
    app.http.inject({
      method: 'GET',
      url: `/addresses/postal-code?country=${country}&code=${code}`,
      headers,
    });

  it('asks the provider first and maps its ViaCEP answer', async () => {
    const res = await lookup('BR', '01310-100');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      postalCode: '01310-100',
      country: 'BR',
      state: 'SP',
      city: 'São Paulo',
      district: 'Bela Vista',
      street: 'Avenida Paulista',
      source: 'provider',
    });
    expect(provider.requests).toContain('/ws/01310100/json/?country=BR');
  });

  it('maps the neutral body and matches the Portuguese district', async () => {
    const res = await lookup('PT', '1000-001');
    expect(res.json()).toEqual({
      postalCode: '1000-001',
      country: 'PT',
      state: 'Lisboa',
      city: 'Lisboa',
      street: 'Rua X',
      source: 'provider',
    });
  });

  it("takes the provider's 'no such postal code' as final", async () => {
    const erro = await lookup('BR', '99999-999');
    expect(erro.statusCode).toBe(404);
    expect(erro.json().error.code).toBe('POSTAL_CODE_NOT_FOUND');
    const notFound = await lookup('BR', '01001-000');
    expect(notFound.statusCode).toBe(404);
  });

  it('falls back to the offline base when the provider fails, answers nonsense or times out', async () => {
    const failed = await lookup('BR', '20040-020');
    expect(failed.json()).toMatchObject({ state: 'RJ', city: 'Rio de Janeiro', source: 'offline' });
    const nonsense = await lookup('BR', '30130-010');
    expect(nonsense.json()).toMatchObject({ state: 'MG', city: 'Belo Horizonte', source: 'offline' });
    const started = Date.now();
    const slow = await lookup('BR', '40010-000');
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(slow.json()).toMatchObject({ state: 'BA', city: 'Salvador', source: 'offline' });
  });

  it('limits the look-ups one address may make per minute (it needs no token)', async () => {
    const limited = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= postalCodeLookupsPerMinute; i++) {
        const res = await limited.http.inject({
          method: 'GET',
          url: '/addresses/postal-code?country=BR&code=01310100',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.stop();
    }
  });

  it('falls back to the offline base when the provider cannot be reached', async () => {
    const down = await createTestApp({ POSTAL_CODE_PROVIDER_URL: 'http://127.0.0.1:9/{code}' });
    try {
      const res = await down.http.inject({
        method: 'GET',
        url: '/addresses/postal-code?country=PT&code=4050-123',
        headers: await signIn(down),
      });
      expect(res.json()).toMatchObject({ state: 'Porto', city: 'Porto', source: 'offline' });
    } finally {
      await down.stop();
    }
  });
});
