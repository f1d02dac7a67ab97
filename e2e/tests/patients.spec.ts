// /pacientes and /pacientes/{document} (docs/patients.md): search (§5 at least 3 characters),
// 'load more' (§9), patient edit with the server's field errors, and the 'Vet patients' of a VET workplace.
// Patients and animals are created through the API for a name no other test uses.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  type DemoWorkplace,
  demoUsers,
  demoWorkplaces,
  digits,
  expect,
  expectNoAxeViolations,
  loginAs,
  test,
} from '../fixtures/index.ts';

/** A fresh name part in letters only (§5 patient names: letters and spaces). */
function tag(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

function randomCpf(): string {
  const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  const check = (ds: number[], first: number) => {
    const rest = (ds.reduce((acc, d, i) => acc + d * (first - i), 0) * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const d1 = check(base, 10);
  return [...base, d1, check([...base, d1], 11)].join('');
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/auth/login', {
    data: { document: demoUsers.active.document, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

async function createPatient(
  request: APIRequestContext,
  token: string,
  workplace: DemoWorkplace,
  fullName: string,
): Promise<string> {
  const cpf = randomCpf();
  const answer = await request.post('/patients', {
    headers: { Authorization: `Bearer ${token}`, cnpj: digits(workplace.cnpj) },
    data: {
      patient: {
        fullName,
        sex: 'female',
        birthDate: '1988-04-12',
        document: { type: 'cpf', number: cpf },
        phone: '11 98888-7777',
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
  expect(answer.status(), await answer.text()).toBe(201);
  return cpf;
}

/** Signs Ana in and makes `workplace` the current one (the server remembers it for the user). */
async function signInAt(page: Page, workplace: DemoWorkplace): Promise<void> {
  await loginAs(page, demoUsers.active);
  await page.goto('/home');
  const select = page.getByLabel('Estabelecimento', { exact: true });
  await expect(select).toBeVisible();
  if ((await select.inputValue()) !== digits(workplace.cnpj)) {
    await select.selectOption({ label: workplace.name });
    await expect(page.getByRole('banner')).toContainText(workplace.name);
  }
}

/** Presses Tab until the search field has the focus (the keyboard path a person takes). */
async function tabTo(page: Page, name: string): Promise<void> {
  const field = page.getByRole('searchbox', { name });
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await field.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached the search field "${name}"`);
}

test('patients: 3-character search, load more, edit the phone (kept after a reload), server field error beside the e-mail', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const workplace = demoWorkplaces.clinic;
  const family = tag();
  const token = await apiToken(request);
  const cpfs: string[] = [];
  // 23 patients: one page of 20 and 3 more behind 'load more'.
  for (let i = 0; i < 23; i++) {
    cpfs.push(
      await createPatient(request, token, workplace, `Paciente ${family} ${String.fromCharCode(97 + i)}`),
    );
  }

  await signInAt(page, workplace);
  await page.getByRole('navigation').getByRole('link', { name: 'Pacientes', exact: true }).click();
  await expect(page).toHaveURL(/\/pacientes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pacientes' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard: Tab to the field, Enter searches. Two characters are refused under the field.
  await tabTo(page, 'Buscar paciente');
  await page.keyboard.type(family.slice(0, 2));
  await page.keyboard.press('Enter');
  const field = page.getByRole('searchbox', { name: 'Buscar paciente' });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Digite pelo menos 3 caracteres')).toBeVisible();
  await expect(page.getByTestId('patient-results')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await field.fill(family);
  await page.keyboard.press('Enter');
  const table = page.getByTestId('patient-results');
  await expect(table.getByRole('row')).toHaveCount(21); // header + 20
  await expect(page).toHaveURL(new RegExp(`busca=${family}`));
  const first = table.getByRole('row', { name: new RegExp(`Paciente ${family} a`) });
  await expect(first).toContainText('11 98888-7777');
  await expect(first).toContainText(/12\/04\/1988 \(\d+ anos\)/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(table.getByRole('row')).toHaveCount(24);
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
  await expect(page.getByText(/Não há mais pacientes para esta busca/)).toBeVisible();

  // Open the last one (loaded by 'load more') and change the phone.
  await page.getByRole('link', { name: `Editar Paciente ${family} w` }).click();
  await expect(page).toHaveURL(new RegExp(`/pacientes/${cpfs[22]}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Editar paciente' })).toBeVisible();
  const phone = page.getByRole('textbox', { name: /^Telefone/ });
  await expect(phone).toHaveValue('11 98888-7777');
  await expectNoAxeViolations(page);
  await phone.fill('21977776666');
  await expect(phone).toHaveValue('21 97777-6666');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Alterações salvas.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Telefone/ })).toHaveValue('21 97777-6666');

  // A bad e-mail: the server names the field, the message shows beside it, the typed text stays.
  const email = page.getByRole('textbox', { name: /^E-mail/ });
  await email.fill('paciente@');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Revise os campos')).toBeVisible();
  await expect(email).toHaveAccessibleDescription(/E-mail inválido/);
  await expect(email).toHaveValue('paciente@');
  await expectNoAxeViolations(page);

  // Back to the search keeps nothing stale: the list shows the new phone.
  await page.goto(`/pacientes?busca=${family}`);
  await expect(
    page.getByTestId('patient-results').getByRole('row', { name: new RegExp(`Paciente ${family} w`) }),
  ).toBeHidden(); // 'w' is on the second page
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(
    page.getByTestId('patient-results').getByRole('row', { name: new RegExp(`Paciente ${family} w`) }),
  ).toContainText('21 97777-6666');
});

test('patients: an unknown document says so', async ({ page }) => {
  await signInAt(page, demoWorkplaces.clinic);
  await page.goto(`/pacientes/${randomCpf()}`);
  await expect(page.getByRole('alert')).toContainText('Paciente não encontrado');
  await expectNoAxeViolations(page);
});

test('vet patients: the VET workplace lists animals and edits one', { tag: '@tablet' }, async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const workplace = demoWorkplaces.veterinary;
  const name = `Rex ${tag()}`;
  const token = await apiToken(request);
  const created = await request.post('/animals', {
    headers: { Authorization: `Bearer ${token}`, cnpj: digits(workplace.cnpj) },
    data: {
      nameOrCode: name,
      species: 'dog',
      breed: 'Vira-lata',
      tutorName: 'Paula Mendes',
      tutorDocument: '52998224725',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await signInAt(page, workplace);
  // §2 'Vet patients': the sidebar names the list for the animals of a VET workplace.
  const nav = page.getByRole('navigation');
  if (!(await nav.isVisible())) await page.getByRole('button', { name: /menu/i }).click();
  await nav.getByRole('link', { name: 'Pacientes veterinários' }).click();
  await expect(page).toHaveURL(/\/pacientes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pacientes veterinários' })).toBeVisible();
  await tabTo(page, 'Buscar paciente veterinário');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  const row = page.getByTestId('animal-results').getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Cão');
  await expect(row).toContainText('Vira-lata');
  await expect(row).toContainText('Paula Mendes');
  await expectNoAxeViolations(page);
  // Fits the screen: no sideways scrolling of the page (the table scrolls inside its own area).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await row.getByRole('link', { name: `Editar ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/pacientes/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Editar paciente veterinário' })).toBeVisible();
  await expect(page.getByLabel('Nome ou código')).toHaveValue(name);
  await expectNoAxeViolations(page);
  await page.getByLabel('Raça').fill('Pastor alemão');
  await page.getByLabel('Idade', { exact: true }).fill('3');
  await page.getByLabel('Unidade da idade').selectOption('years');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Alterações salvas.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Raça')).toHaveValue('Pastor alemão');
  await expect(page.getByLabel('Idade', { exact: true })).toHaveValue('3');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
