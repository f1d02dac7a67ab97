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

async function operatorAt(classification: string) {
  const workplace = await createWorkplace(app.database.db, { classification });
  const user = await createUser(app.database.db, { workplaceIds: [workplace.id] });
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: user.document, password: user.password },
  });
  return { authorization: `Bearer ${login.json().accessToken}`, cnpj: workplace.cnpj };
}

const dog = {
  nameOrCode: 'Thor',
  species: 'dog',
  breed: 'Vira-lata',
  sex: 'male',
  age: 18,
  ageUnit: 'months',
  tutorName: 'Paula Mendes',
  tutorDocument: '111.444.777-35',
};

describe('veterinary patients (§3 Animal, §6 VET)', () => {
  it('registers, finds by name or tutor document, and edits an animal at a VET workplace', async () => {
    const headers = await operatorAt('VET_CLINIC');
    const created = await app.http.inject({ method: 'POST', url: '/animals', headers, payload: dog });
    expect(created.statusCode).toBe(201);
    expect((await app.http.inject({ method: 'GET', url: '/animals?search=thor', headers })).json()).toEqual({
      items: [expect.objectContaining({ animal: dog })],
      nextCursor: null,
    });
    expect(
      (await app.http.inject({ method: 'GET', url: '/animals?search=111444', headers })).json().items,
    ).toHaveLength(1);
    const edited = await app.http.inject({
      method: 'PUT',
      url: `/animals/${created.json().id}`,
      headers,
      payload: { ...dog, age: 2, ageUnit: 'years' },
    });
    expect(edited.json().animal).toMatchObject({ age: 2, ageUnit: 'years' });
  });

  it("loads more (§9): pages of 20 by name with the server's cursor, no animal twice or left out", async () => {
    const headers = await operatorAt('VET_CLINIC');
    // 23 animals, two with the same name (the cursor keeps order by name, then id), one that does not match.
    const names = Array.from({ length: 21 }, (_, i) => `Bidu ${String(i + 1).padStart(2, '0')}`);
    names.push('Bidu 07', 'Bidú 22');
    for (const nameOrCode of [...names, 'Rex']) {
      const created = await app.http.inject({
        method: 'POST',
        url: '/animals',
        headers,
        payload: { ...dog, nameOrCode, tutorName: 'Ana Lima' },
      });
      expect(created.statusCode).toBe(201);
    }
    const first = await app.http.inject({ method: 'GET', url: '/animals?search=bidu', headers });
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as {
      items: { id: string; animal: { nameOrCode: string } }[];
      nextCursor: string;
    };
    expect(page1.items).toHaveLength(20);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const second = await app.http.inject({
      method: 'GET',
      url: `/animals?search=bidu&cursor=${page1.nextCursor}`,
      headers,
    });
    const page2 = second.json() as typeof page1;
    expect(page2.items).toHaveLength(3);
    expect(page2.nextCursor).toBeNull();
    const all = [...page1.items, ...page2.items];
    expect(new Set(all.map((a) => a.id)).size).toBe(23);
    expect(all.map((a) => a.animal.nameOrCode).sort()).toEqual([...names].sort());
    expect(all.at(-1)?.animal.nameOrCode).toBe('Bidú 22');

    const garbage = await app.http.inject({
      method: 'GET',
      url: '/animals?search=bidu&cursor=garbage',
      headers,
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.fields).toEqual([expect.objectContaining({ field: 'cursor' })]);
  });

  it('lists the names that start with the text first, then the others, across load more, as for people', async () => {
    const headers = await operatorAt('VET_CLINIC');
    const inside = Array.from({ length: 22 }, () => ({ ...dog, nameOrCode: 'Bela', tutorName: 'Ana Lima' }));
    const starting = Array.from({ length: 21 }, () => ({
      ...dog,
      nameOrCode: 'Lima',
      tutorName: 'Rui Costa',
    }));
    for (const payload of [...inside, ...starting]) {
      const created = await app.http.inject({ method: 'POST', url: '/animals', headers, payload });
      expect(created.statusCode).toBe(201);
    }
    const shown: Array<{ id: string; animal: { nameOrCode: string } }> = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = (
        await app.http.inject({ method: 'GET', url: `/animals?search=lima${query}`, headers })
      ).json();
      shown.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(shown.map((a) => a.animal.nameOrCode)).toEqual([...starting, ...inside].map((a) => a.nameOrCode));
    expect(new Set(shown.map((a) => a.id)).size).toBe(43);
  });

  it('takes an animal with nothing but a code, as clinics register what they have', async () => {
    const headers = await operatorAt('VET');
    expect(
      (await app.http.inject({ method: 'POST', url: '/animals', headers, payload: { nameOrCode: 'A-17' } }))
        .statusCode,
    ).toBe(201);
  });

  it("refuses a tutor's phone or e-mail that does not work, naming the field (§5)", async () => {
    const headers = await operatorAt('VET');
    const refused = await app.http.inject({
      method: 'POST',
      url: '/animals',
      headers,
      payload: { ...dog, tutorPhone: '123', tutorEmail: 'paula@' },
    });
    expect(refused.statusCode).toBe(400);
    const fields = refused.json().error.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['tutorPhone', 'tutorEmail']));
    const blank = await app.http.inject({
      method: 'POST',
      url: '/animals',
      headers,
      payload: { ...dog, tutorPhone: '', tutorEmail: '' },
    });
    expect(blank.statusCode).toBe(201);
  });

  it('refuses animals at a workplace that is not veterinary, and an unknown species', async () => {
    const clinic = await operatorAt('CLINIC');
    expect(
      (await app.http.inject({ method: 'POST', url: '/animals', headers: clinic, payload: dog })).statusCode,
    ).toBe(403);
    const vet = await operatorAt('VET_CLINIC');
    const bad = await app.http.inject({
      method: 'POST',
      url: '/animals',
      headers: vet,
      payload: { ...dog, species: 'dragon' },
    });
    expect(bad.json().error.fields).toEqual([expect.objectContaining({ field: 'species' })]);
  });

  it('keeps animals to their workplace', async () => {
    const mine = await operatorAt('VET_CLINIC');
    const theirs = await operatorAt('VET_CLINIC');
    const created = (
      await app.http.inject({ method: 'POST', url: '/animals', headers: mine, payload: dog })
    ).json();
    expect(
      (await app.http.inject({ method: 'PUT', url: `/animals/${created.id}`, headers: theirs, payload: dog }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.http.inject({ method: 'GET', url: '/animals?search=thor', headers: theirs })).json(),
    ).toEqual({ items: [], nextCursor: null });
  });

  it('reads one animal for its edit page, only at its own VET workplace', async () => {
    const mine = await operatorAt('VET_CLINIC');
    const created = (
      await app.http.inject({ method: 'POST', url: '/animals', headers: mine, payload: dog })
    ).json();
    const read = await app.http.inject({ method: 'GET', url: `/animals/${created.id}`, headers: mine });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: created.id, animal: dog });
    const theirs = await operatorAt('VET_CLINIC');
    expect(
      (await app.http.inject({ method: 'GET', url: `/animals/${created.id}`, headers: theirs })).statusCode,
    ).toBe(404);
    const clinic = await operatorAt('CLINIC');
    expect(
      (await app.http.inject({ method: 'GET', url: `/animals/${created.id}`, headers: clinic })).statusCode,
    ).toBe(403);
    const unknown = await app.http.inject({
      method: 'GET',
      url: '/animals/00000000-0000-4000-8000-000000000000',
      headers: mine,
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await app.http.inject({ method: 'GET', url: '/animals/not-a-uuid', headers: mine })).statusCode,
    ).toBe(400);
  });
});
