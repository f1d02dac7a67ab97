// Protocol table (/medical-protocol, §2): a saved pre-exam is found by protocol number and by patient name
// (accents ignored), with its type, status and exam; 'Start exam' opens the exam; the labels carry barcodes.
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { accessToken, randomCpf, signInAt } from './new-exam-helpers.ts';

const workplace = demoWorkplaces.clinic;

test('find a protocol, print its labels, start its exam', { tag: '@tablet' }, async ({ page }) => {
  await signInAt(page, demoUsers.active, workplace);
  const headers = {
    Authorization: `Bearer ${await accessToken(page)}`,
    cnpj: workplace.cnpj.replace(/\D/g, ''),
  };
  const created = await page.request.post('/pre-exams', {
    headers,
    data: {
      subject: {
        kind: 'patient',
        registration: {
          patient: {
            fullName: 'Otávio Protocolo',
            sex: 'male',
            birthDate: '1970-02-03',
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
        examIndexes: [6],
        reportLanguages: ['pt-BR'],
        procedure: { kind: 'none' },
        quizForm: {},
        payment: { method: 'cash', discountCents: 0, pricePaidCents: 0, displacementFeeCents: 0 },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { protocolNumber } = (await created.json()) as { protocolNumber: string };

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

  await row.getByRole('link', { name: 'Iniciar Hemoglobina glicada de Otávio Protocolo' }).click();
  await expect(page).toHaveURL(/\/exame\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Paciente: Otávio Protocolo')).toBeVisible();
});
