import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWorkplace, randomCpf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(new Date('2026-11-22T12:00:00Z'));
});
afterAll(async () => {
  await app?.stop();
});

async function operator() {
  const workplace = await createWorkplace(app.database.db);
  const user = await createUser(app.database.db, { workplaceIds: [workplace.id] });
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: user.document, password: user.password },
  });
  return {
    workplace,
    headers: { authorization: `Bearer ${login.json().accessToken}`, cnpj: workplace.cnpj },
  };
}

function adult(overrides: Record<string, unknown> = {}, cpf = randomCpf()) {
  return {
    patient: {
      fullName: 'João Araújo',
      sex: 'male',
      birthDate: '1985-03-10',
      document: { type: 'cpf', number: cpf },
      phone: '11 99999-9999',
      address: {
        postalCode: '01310-100',
        street: 'Av. Paulista',
        number: '1000',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
      ...overrides,
    },
  };
}

describe('patients (§3, §5)', () => {
  it('registers an adult, finds them by document (§7 get/data/v2) and refuses the same document twice', async () => {
    const { headers } = await operator();
    const cpf = randomCpf();
    const created = await app.http.inject({
      method: 'POST',
      url: '/patients',
      headers,
      payload: adult({}, cpf),
    });
    expect(created.statusCode).toBe(201);
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const found = await app.http.inject({
      method: 'GET',
      url: '/patients/get/data/v2',
      headers: { ...headers, document: masked, country: 'BR' },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().registration.patient.fullName).toBe('João Araújo');
    const again = await app.http.inject({
      method: 'POST',
      url: '/patients',
      headers,
      payload: adult({}, cpf),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PATIENT_ALREADY_REGISTERED');
  });

  it("takes a Portuguese patient's 9-digit number without +351 and refuses 8 digits, naming the field (§5 phone)", async () => {
    const { headers } = await operator();
    const portuguese = (phone: string) => ({
      patient: {
        ...adult().patient,
        fullName: 'Inês Carvalho',
        document: { type: 'citizenCard', number: '12345678 9 ZZ1', countryOfOrigin: 'PT' },
        phone,
        address: {
          postalCode: '1000-001',
          street: 'Avenida da Liberdade',
          number: '25',
          district: 'Santo António',
          city: 'Lisboa',
          state: 'Lisboa',
          country: 'PT',
        },
      },
    });
    const short = await app.http.inject({
      method: 'POST',
      url: '/patients',
      headers,
      payload: portuguese('91 234 567'),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual([
      { field: 'patient.phone', messageKey: 'validation:invalidPhone' },
    ]);
    // The same 9 digits are not a phone of a Brazilian patient (one would write +351 then).
    const brazilian = await app.http.inject({
      method: 'POST',
      url: '/patients',
      headers,
      payload: adult({ phone: '912 345 678' }),
    });
    expect(brazilian.statusCode).toBe(400);
    expect(brazilian.json().error.fields).toEqual([
      { field: 'patient.phone', messageKey: 'validation:invalidPhone' },
    ]);
    expect(
      (
        await app.http.inject({
          method: 'POST',
          url: '/patients',
          headers,
          payload: adult({ phone: '+351 912 345 678' }),
        })
      ).statusCode,
    ).toBe(201);
    const created = await app.http.inject({
      method: 'POST',
      url: '/patients',
      headers,
      payload: portuguese('912 345 678'),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().registration.patient.phone).toBe('912 345 678');
  });

  it('refuses an invalid CPF on the server, naming the field, whatever the UI checked', async () => {
    const { headers } = await operator();
    const res = await app.http.inject({
      method: 'POST',
      url: '/patients',
      headers,
      payload: adult({ document: { type: 'cpf', number: '123.456.789-00' } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toContainEqual({
      field: 'patient.document.number',
      messageKey: 'validation:invalidDocument',
    });
  });

  it('asks for a guardian under 12 and a guardian contact from 12 to 17', async () => {
    const { headers } = await operator();
    const child = await app.http.inject({
      method: 'POST',
      url: '/patients',
      headers,
      payload: adult({ birthDate: '2016-05-01' }),
    });
    expect(child.json().error.fields).toEqual([
      expect.objectContaining({ field: 'guardian', messageKey: 'validation:guardianRequired' }),
    ]);
    const teen = await app.http.inject({
      method: 'POST',
      url: '/patients',
      headers,
      payload: adult({ birthDate: '2011-05-01' }),
    });
    expect(teen.json().error.fields).toEqual([expect.objectContaining({ field: 'guardian.contact' })]);
    const withGuardian = await app.http.inject({
      method: 'POST',
      url: '/patients',
      headers,
      payload: {
        ...adult({ birthDate: '2016-05-01' }),
        guardian: { name: 'Maria Araújo', kinship: 'parent', phone: '11 98888-7777' },
      },
    });
    expect(withGuardian.statusCode).toBe(201);
  });

  it('refuses a birth date in the future and a name with digits', async () => {
    const { headers } = await operator();
    const res = await app.http.inject({
      method: 'POST',
      url: '/patients',
      headers,
      payload: adult({ birthDate: '2030-01-01' }),
    });
    expect(res.json().error.fields).toContainEqual(
      expect.objectContaining({ field: 'patient.birthDate', messageKey: 'validation:dateInFuture' }),
    );
    const name = await app.http.inject({
      method: 'POST',
      url: '/patients',
      headers,
      payload: adult({ fullName: 'R2 D2' }),
    });
    expect(name.json().error.fields).toContainEqual({
      field: 'patient.fullName',
      messageKey: 'validation:invalidPersonName',
    });
  });

  it('searches by name without accents or by document, at least 3 characters, with load more', async () => {
    const { headers } = await operator();
    for (let i = 0; i < 23; i++) {
      await app.http.inject({
        method: 'POST',
        url: '/patients',
        headers,
        payload: adult({ fullName: `Conceição Lima ${'abcdefghijklmnopqrstuvw'[i]}` }),
      });
    }
    const short = await app.http.inject({ method: 'GET', url: '/patients?search=co', headers });
    expect(short.json().error.fields).toEqual([
      expect.objectContaining({ field: 'search', messageKey: 'validation:searchTooShort' }),
    ]);
    const first = (
      await app.http.inject({ method: 'GET', url: '/patients?search=conceicao', headers })
    ).json();
    expect(first.items).toHaveLength(20);
    // What the /pacientes table shows and links with: phone, and the document's country for the edit link.
    expect(first.items[0]).toMatchObject({
      phone: '11 99999-9999',
      documentCountry: 'BR',
      documentType: 'cpf',
    });
    const rest = (
      await app.http.inject({
        method: 'GET',
        url: `/patients?search=conceicao&cursor=${first.nextCursor}`,
        headers,
      })
    ).json();
    expect(rest.items).toHaveLength(3);
    expect(rest.nextCursor).toBeNull();
    const bad = await app.http.inject({
      method: 'GET',
      url: '/patients?search=conceicao&cursor=garbage',
      headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('finds a name that contains the whole text of several words, in order, from any point of a word', async () => {
    const { headers } = await operator();
    for (const fullName of ['Lara Martins Andrade', 'Clara Martins Andrade Souza', 'Andrade Lara Martins']) {
      const created = await app.http.inject({
        method: 'POST',
        url: '/patients',
        headers,
        payload: adult({ fullName }),
      });
      expect(created.statusCode).toBe(201);
    }
    const names = async (search: string) =>
      (
        await app.http.inject({
          method: 'GET',
          url: `/patients?search=${encodeURIComponent(search)}`,
          headers,
        })
      )
        .json()
        .items.map((item: { fullName: string }) => item.fullName);
    // The name that starts with the text first, then the one that has it further in.
    expect(await names('lara martins andrade')).toEqual([
      'Lara Martins Andrade',
      'Clara Martins Andrade Souza',
    ]);
    // The first word may end a word of the name, the last may start one; the words must follow each other.
    expect(await names('ara martins andr')).toEqual(['Clara Martins Andrade Souza', 'Lara Martins Andrade']);
    expect(await names('martins lara')).toEqual([]);
    expect(await names('lara  martins')).toEqual([]);
    expect(await names('a martins a')).toEqual(['Clara Martins Andrade Souza', 'Lara Martins Andrade']);
  });

  it('lists the names that start with the text first, then the others, each by name, across load more', async () => {
    const { headers } = await operator();
    const letters = 'abcdefghijklmnopqrstuvw';
    const starting = Array.from({ length: 22 }, (_, i) => `Lima Brito ${letters[i]}`);
    const inside = Array.from({ length: 23 }, (_, i) => `Ana Lima ${letters[i]}`);
    for (const fullName of [...inside, ...starting]) {
      const created = await app.http.inject({
        method: 'POST',
        url: '/patients',
        headers,
        payload: adult({ fullName }),
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const shown: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = (
        await app.http.inject({ method: 'GET', url: `/patients?search=lima${query}`, headers })
      ).json();
      shown.push(...page.items.map((item: { fullName: string }) => item.fullName));
      cursor = page.nextCursor;
    } while (cursor);
    // Three pages: the second begins among the names that start with the text and ends among the others.
    expect(shown).toEqual([...starting, ...inside]);
  });

  it('keeps patients to their workplace: another workplace gets 404 for their id and does not find them', async () => {
    const mine = await operator();
    const theirs = await operator();
    const cpf = randomCpf();
    const created = (
      await app.http.inject({
        method: 'POST',
        url: '/patients',
        headers: mine.headers,
        payload: adult({}, cpf),
      })
    ).json();
    expect(
      (await app.http.inject({ method: 'GET', url: `/patients/${created.id}`, headers: theirs.headers }))
        .statusCode,
    ).toBe(404);
    const lookup = await app.http.inject({
      method: 'GET',
      url: '/patients/get/data/v2',
      headers: { ...theirs.headers, document: cpf },
    });
    expect(lookup.json().error.code).toBe('PATIENT_NOT_REGISTERED');
    const search = (
      await app.http.inject({ method: 'GET', url: '/patients?search=araujo', headers: theirs.headers })
    ).json();
    expect(search.items).toEqual([]);
    const edit = await app.http.inject({
      method: 'PUT',
      url: `/patients/${created.id}`,
      headers: theirs.headers,
      payload: adult(),
    });
    expect(edit.statusCode).toBe(404);
  });

  it('updates a patient with the same rules', async () => {
    const { headers } = await operator();
    const cpf = randomCpf();
    const created = (
      await app.http.inject({ method: 'POST', url: '/patients', headers, payload: adult({}, cpf) })
    ).json();
    const ok = await app.http.inject({
      method: 'PUT',
      url: `/patients/${created.id}`,
      headers,
      payload: adult({ fullName: 'João Araújo Neto' }, cpf),
    });
    expect(ok.json().registration.patient.fullName).toBe('João Araújo Neto');
    const bad = await app.http.inject({
      method: 'PUT',
      url: `/patients/${created.id}`,
      headers,
      payload: adult({ birthDate: '2016-01-01' }, cpf),
    });
    expect(bad.statusCode).toBe(400);
  });
});
