// Patient-data rights for an animal's tutor (docs/patient-data-rights.md): a manager of the
// veterinary clinic opens an animal's page, downloads everything held about the animal and its tutor as a
// ZIP, then anonymises the tutor's data (a reason from the list and the confirmation that it is final). The
// animal then shows as anonymised, also after a reload, is no longer found by the tutor's name, and both acts
// are in the audit trail. The page and the dialog pass axe. No demo manager works at the clinic, so one is
// made for this journey in the portal's database, with the demo password.
import { readFileSync } from 'node:fs';
import { demoUsers, demoWorkplaces, digits, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { portalDatabaseReachable, withPortalDatabase } from '../fixtures/portal-database.ts';
import { accessToken, randomCpf, signInAt } from './new-exam-helpers.ts';

const workplace = demoWorkplaces.veterinary;

/** A fresh name part in letters only. */
const tag = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('a manager of the veterinary clinic exports an animal’s data, then anonymises its tutor @tablet', async ({
  page,
}) => {
  test.skip(
    !portalDatabaseReachable(),
    'needs the portal this run started (a manager is made in its database)',
  );
  const manager = {
    document: randomCpf(),
    name: 'Vera Gerente Vet',
    case: 'manager at the veterinary clinic',
  };
  await withPortalDatabase(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into users (document, name, password_hash, roles, last_workplace_id)
       select $1, $2, password_hash, '{operator,manager}', (select id from workplaces where cnpj = $4)
       from users where document = $3 returning id`,
      [manager.document, manager.name, digits(demoUsers.manager.document), digits(workplace.cnpj)],
    );
    await db.query(
      `insert into user_workplaces (user_id, workplace_id) select $1, id from workplaces where cnpj = $2`,
      [rows[0]?.id, digits(workplace.cnpj)],
    );
  });

  await signInAt(page, manager, workplace);
  const headers = { Authorization: `Bearer ${await accessToken(page)}`, cnpj: digits(workplace.cnpj) };
  const family = tag();
  const tutorName = `Paula ${family} Tutora`;
  const created = await page.request.post('/animals', {
    headers,
    data: {
      nameOrCode: 'Thor',
      species: 'dog',
      breed: 'Labrador',
      sex: 'male',
      age: 4,
      ageUnit: 'years',
      tutorName,
      tutorDocument: randomCpf(),
      tutorPhone: '31 98888-7777',
      tutorEmail: 'paula@example.com',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const animalId = ((await created.json()) as { id: string }).id;

  await page.goto(`/pacientes/${animalId}`);
  await expect(page.getByRole('heading', { name: 'Direitos do titular dos dados' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The export: a ZIP named after the animal's id, with animal.json (stored, so its text shows).
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar dados do animal e do tutor' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`animal-${animalId}.zip`);
  const zip = readFileSync((await file.path())!);
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  const text = zip.toString('utf8');
  expect(text).toContain('animal.json');
  expect(text).toContain(tutorName);
  expect(text).toContain('paula@example.com');
  await expect(page.getByText('Arquivo ZIP baixado.', { exact: false })).toBeVisible();

  // The anonymisation: it asks why, and for the confirmation that it is final.
  await page.getByRole('button', { name: 'Anonimizar dados do tutor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anonimizar dados do tutor' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Esta ação não pode ser desfeita')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Anonimizar definitivamente' }).click();
  await expect(dialog.getByText('Confirme que entendeu que a ação é definitiva.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Pedido do próprio tutor' }).check();
  await dialog.getByRole('checkbox', { name: /anonimização é definitiva/ }).check();
  await dialog.getByRole('button', { name: 'Anonimizar definitivamente' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Dados do tutor anonimizados')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nome do tutor' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The animal's page is addressed by its id, which the anonymisation keeps: a reload still shows it.
  await expect(page).toHaveURL(new RegExp(`/pacientes/${animalId}$`));
  await page.reload();
  await expect(page.getByText('Dados do tutor anonimizados')).toBeVisible();
  await expect(page.getByText('Paciente não encontrado')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Nome do tutor' })).toHaveCount(0);

  // Not found by the tutor's name any more; the record keeps the animal only; a second time is refused.
  const found = await page.request.get(`/animals?search=${family}`, { headers });
  expect(((await found.json()) as { items: unknown[] }).items).toEqual([]);
  const record = await page.request.get(`/animals/${animalId}`, { headers });
  expect(await record.json()).toMatchObject({
    anonymisedAt: expect.any(String),
    animal: { nameOrCode: 'Thor', species: 'dog', breed: 'Labrador', sex: 'male', age: 4, ageUnit: 'years' },
  });
  expect(JSON.stringify(await record.json())).not.toContain(family);
  const again = await page.request.post(`/animals/${animalId}/anonymisation`, {
    headers,
    data: { reason: 'patientRequest' },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { code: string } }).error.code).toBe('PATIENT_ALREADY_ANONYMISED');

  // Both acts are in the workplace's audit trail, by id.
  const trail = await page.request.get('/audit-log?limit=20', { headers });
  const items = (
    (await trail.json()) as { items: Array<{ action: string; targetType: string; targetId: string }> }
  ).items;
  expect(items).toContainEqual(
    expect.objectContaining({
      action: 'patientAnonymise',
      targetType: 'animalAnonymisation',
      targetId: animalId,
    }),
  );
  expect(items).toContainEqual(
    expect.objectContaining({ action: 'export', targetType: 'animalDataExport', targetId: animalId }),
  );
});
