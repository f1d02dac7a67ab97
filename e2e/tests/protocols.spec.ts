// Protocol table (/medical-protocol, §2): a saved pre-exam is found by protocol number and by patient name
// (accents ignored), with its type, status and exam; 'Start exam' opens the exam; the labels carry barcodes;
// the protocol sheet prints. /mab saves MAB protocols where the workplace offers the service, and only there.
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import {
  accessToken,
  adultUpToExams,
  createPreExam,
  next,
  randomCpf,
  select,
  signInAt,
  tabTo,
} from './new-exam-helpers.ts';

const workplace = demoWorkplaces.clinic;

test('find a protocol, print its labels, start its exam', { tag: '@tablet' }, async ({ page }) => {
  await signInAt(page, demoUsers.active, workplace);
  const headers = {
    Authorization: `Bearer ${await accessToken(page)}`,
    cnpj: workplace.cnpj.replace(/\D/g, ''),
  };
  const { protocolNumber } = await createPreExam(page.request, headers, {
    fullName: 'Otávio Protocolo',
    sex: 'male',
    birthDate: '1970-02-03',
  });

  await page.goto('/medical-protocol');
  await expect(page.getByRole('heading', { level: 1, name: 'Protocolos' })).toBeVisible();
  const search = page.getByRole('textbox', { name: 'Buscar' });
  await search.fill(protocolNumber);
  await search.press('Enter');
  const row = page.getByRole('row').filter({ hasText: protocolNumber });
  await expect(row).toContainText('Otávio Protocolo');
  await expect(row).toContainText('Atendimento');
  await expect(row).toContainText('Em análise');
  await expect(row).toContainText('Hemoglobina glicada · Aguardando teste');
  await expectNoAxeViolations(page);

  // By name, accents ignored.
  await search.fill('otavio protocolo');
  await search.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: protocolNumber })).toBeVisible();

  // §5: the initial date after the final one is refused at the field.
  await page.getByLabel('De', { exact: true }).fill('2026-05-02');
  await page.getByLabel('Até', { exact: true }).fill('2026-05-01');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('A data inicial não pode ser depois da final')).toBeVisible();
  await page.getByLabel('De', { exact: true }).fill('');
  await page.getByLabel('Até', { exact: true }).fill('');

  await row.getByRole('button', { name: `Etiquetas do protocolo ${protocolNumber}` }).click();
  const labels = page.getByRole('dialog', { name: `Etiquetas do protocolo ${protocolNumber}` });
  await expect(
    labels.getByRole('img', { name: `Código de barras do protocolo ${protocolNumber}` }),
  ).toBeVisible();
  await expect(
    labels.getByRole('img', { name: 'Código de barras do exame Hemoglobina glicada' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await labels.getByRole('button', { name: 'Fechar' }).click();

  // Keyboard only: the protocol sheet opens with Enter and closes with Escape.
  const sheetButton = row.getByRole('button', { name: `Imprimir o protocolo ${protocolNumber}` });
  await tabTo(page, sheetButton);
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: `Protocolo ${protocolNumber}` });
  await expect(sheet).toContainText('Otávio Protocolo');
  await expect(sheet).toContainText('Atendimento');
  await expect(
    sheet.getByRole('table', { name: `Exames do protocolo ${protocolNumber}` }).getByRole('row', {
      name: 'Hemoglobina glicada Aguardando teste',
    }),
  ).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await row.getByRole('link', { name: 'Iniciar Hemoglobina glicada de Otávio Protocolo' }).click();
  await expect(page).toHaveURL(/\/exame\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Paciente: Otávio Protocolo')).toBeVisible();
});

test('a MAB protocol saved with the wizard on /mab is listed as MAB', async ({ page }) => {
  test.setTimeout(150_000);
  await signInAt(page, demoUsers.active, workplace);
  await page.goto('/medical-protocol');
  await expect(page.getByRole('link', { name: 'Novo atendimento' })).toBeVisible();
  await page.getByRole('link', { name: 'Novo MAB' }).click();
  await expect(page).toHaveURL(/\/mab$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Novo MAB' })).toBeVisible();
  await expectNoAxeViolations(page);

  await adultUpToExams(page, randomCpf(), 'Mirela Mab');
  await page.getByRole('checkbox', { name: /^HIV 1\/2/ }).check();
  await next(page); // procedure
  await next(page); // HIV's only question is optional
  await next(page);
  await select(page, 'Forma de pagamento').selectOption('cash');
  await next(page);
  await page.getByRole('button', { name: 'Salvar pré-cadastro' }).click();
  await expect(page.getByTestId('protocol-number')).toHaveText(/^\d{10}$/);
  const protocolNumber = (await page.getByTestId('protocol-number').textContent())?.trim() ?? '';

  await page.goto('/medical-protocol');
  await page.getByRole('textbox', { name: 'Buscar' }).fill(protocolNumber);
  await page.getByRole('combobox', { name: 'Tipo', exact: true }).click();
  await page.getByRole('option', { name: 'MAB' }).click();
  await page.getByRole('button', { name: 'Buscar' }).click();
  const row = page.getByRole('row').filter({ hasText: protocolNumber });
  await expect(row).toContainText('Mirela Mab');
  await expect(row).toContainText('MAB');
  await expect(row).toContainText('HIV 1/2 · Aguardando teste');
});

test('a workplace without the MAB service offers no MAB, and the server refuses one', async ({ page }) => {
  const drugstore = demoWorkplaces.drugstore;
  await signInAt(page, demoUsers.active, drugstore);
  await page.goto('/medical-protocol');
  await expect(page.getByRole('link', { name: 'Novo atendimento' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Novo MAB' })).toHaveCount(0);
  await page.goto('/mab');
  await expect(page.getByText('Este estabelecimento não oferece o serviço MAB.')).toBeVisible();
  await expectNoAxeViolations(page);
  const refused = await page.request.post('/pre-exams', {
    headers: { Authorization: `Bearer ${await accessToken(page)}`, cnpj: drugstore.cnpj.replace(/\D/g, '') },
    data: {
      protocolType: 'mab',
      subject: {
        kind: 'patient',
        registration: {
          patient: {
            fullName: 'Nuno Negado',
            sex: 'male',
            birthDate: '1980-01-01',
            document: { type: 'cpf', number: randomCpf(), countryOfOrigin: 'BR' },
            phone: '11 98765-4321',
            address: {
              postalCode: '01310-100',
              street: 'Avenida Paulista',
              number: '1',
              district: 'Bela Vista',
              city: 'São Paulo',
              state: 'SP',
              country: 'BR',
            },
          },
        },
      },
      order: {
        examIndexes: [2],
        reportLanguages: ['pt-BR'],
        payment: { method: 'cash' },
      },
    },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
});
