// Patient-data rights (docs/patient-data-rights.md): Elisa (manager) opens a patient's page, downloads
// everything held about the patient as a ZIP, then anonymises the patient from the keyboard (a reason from
// the list and the confirmation that it is final). The patient is then shown as anonymised, also after a
// reload (the page moved to /pacientes/id/{id}), no longer found by name, and both acts are in the audit
// trail. The page and the dialog pass axe.
import { readFileSync } from 'node:fs';
import { demoUsers, demoWorkplaces, digits, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { accessToken, signInAt } from './new-exam-helpers.ts';

const workplace = demoWorkplaces.drugstore;

/** A fresh name part in letters only (§5 patient names: letters and spaces). */
const tag = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

function randomCpf(): string {
  const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  const check = (ds: number[], first: number) => {
    const rest = (ds.reduce((acc, d, i) => acc + d * (first - i), 0) * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const d1 = check(base, 10);
  return [...base, d1, check([...base, d1], 11)].join('');
}

test('a manager exports a patient’s data, then anonymises the patient @tablet', async ({ page }) => {
  await signInAt(page, demoUsers.manager, workplace);
  const headers = { Authorization: `Bearer ${await accessToken(page)}`, cnpj: digits(workplace.cnpj) };
  const family = tag();
  const fullName = `Lia ${family} Titular`;
  const cpf = randomCpf();
  const created = await page.request.post('/patients', {
    headers,
    data: {
      patient: {
        fullName,
        sex: 'female',
        birthDate: '1985-09-14',
        document: { type: 'cpf', number: cpf },
        phone: '11 98888-7777',
        email: 'lia@example.com',
        address: {
          postalCode: '01310-100',
          street: 'Avenida Paulista',
          number: '1000',
          district: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
        },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const patientId = ((await created.json()) as { id: string }).id;

  await page.goto(`/pacientes/${cpf}`);
  await expect(page.getByRole('heading', { name: 'Direitos do titular dos dados' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The export: a ZIP named after the patient's id, with patient.json (stored, so its text shows).
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar dados do paciente' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`paciente-${patientId}.zip`);
  const zip = readFileSync((await file.path())!);
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  const text = zip.toString('utf8');
  expect(text).toContain('patient.json');
  expect(text).toContain(fullName);
  expect(text).toContain('lia@example.com');
  await expect(page.getByText('Arquivo ZIP baixado.', { exact: false })).toBeVisible();

  // The anonymisation, from the keyboard: it asks why, and for the confirmation that it is final.
  await page.getByRole('button', { name: 'Anonimizar paciente' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Anonimizar paciente' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Esta ação não pode ser desfeita')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Anonimizar definitivamente' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Confirme que entendeu que a ação é definitiva.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Pedido do próprio paciente' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: 'Pedido do próprio paciente' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: /anonimização é definitiva/ }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Anonimizar definitivamente' }).focus();
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Paciente anonimizado')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Telefone/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The document that named the page is gone: the address names the patient by id now, and a reload still
  // shows the anonymised patient (not 'not found').
  await expect(page).toHaveURL(new RegExp(`/pacientes/id/${patientId}$`));
  await page.reload();
  await expect(page.getByText('Paciente anonimizado')).toBeVisible();
  await expect(page.getByText('Paciente não encontrado')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Telefone/ })).toHaveCount(0);
  // The old address, by the document, finds nobody any more.
  await page.goto(`/pacientes/${cpf}`);
  await expect(page.getByText('Paciente não encontrado')).toBeVisible();

  // Not found by name any more; its record shows as anonymised; a second time is refused, in words.
  await page.goto(`/pacientes?busca=${family}`);
  await expect(page.getByText(`Nenhum paciente encontrado para “${family}”.`)).toBeVisible();
  const record = await page.request.get(`/patients/${patientId}`, { headers });
  expect(await record.json()).toMatchObject({
    anonymisedAt: expect.any(String),
    registration: { anonymised: true, patient: { birthYear: 1985, sex: 'female' } },
  });
  const again = await page.request.post(`/patients/${patientId}/anonymisation`, {
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
      targetType: 'patientAnonymisation',
      targetId: patientId,
    }),
  );
  expect(items).toContainEqual(
    expect.objectContaining({ action: 'export', targetType: 'patientDataExport', targetId: patientId }),
  );
});
