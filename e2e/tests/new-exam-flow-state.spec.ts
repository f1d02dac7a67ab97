// New-exam wizard: the flow state (§3) survives a reload in the same session and is cleared at logout (§4);
// the server refuses an invalid CPF whatever the browser did, and the wizard shows the server's message
// beside the document. Runs at 1366×768 and on the tablet project (768×1024) without sideways scrolling.

import type { Page } from '@playwright/test';
import { demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import {
  accessToken,
  birthDateForAge,
  invalidCpf,
  maskedCpf,
  next,
  randomCpf,
  select,
  signInAt,
  stepHeading,
  textbox,
} from './new-exam-helpers.ts';

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function fillUpToAddress(page: Page, cpf: string, name: string) {
  await textbox(page, 'Número do documento').fill(cpf);
  await next(page);
  await textbox(page, 'Nome completo').fill(name);
  await select(page, 'Sexo').selectOption('male');
  await textbox(page, 'Data de nascimento').fill(birthDateForAge(52));
  await textbox(page, 'Telefone').fill('11976543210');
  await next(page);
  await expect(stepHeading(page, 'Etapa 3: Endereço')).toBeVisible();
}

test('a reload mid-wizard keeps every field and the step; logout clears the flow state', {
  tag: '@tablet',
}, async ({ page, demoUsers }) => {
  test.setTimeout(120_000);
  const cpf = randomCpf();
  await signInAt(page, demoUsers.active, demoWorkplaces.clinic);
  await page.goto('/novo-exame');
  await noSidewaysScroll(page);
  await fillUpToAddress(page, cpf, 'Carlos Eduardo Pinto');
  await textbox(page, 'CEP').fill('01310100');
  await expect(select(page, 'Cidade')).toHaveValue('São Paulo');
  await textbox(page, 'Logradouro').fill('Avenida Paulista');
  await textbox(page, 'Número').fill('900');
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(stepHeading(page, 'Etapa 3: Endereço')).toBeVisible();
  await expect(textbox(page, 'Logradouro')).toHaveValue('Avenida Paulista');
  await expect(textbox(page, 'Número')).toHaveValue('900');
  await page.getByRole('button', { name: /Dados pessoais/ }).click();
  await expect(textbox(page, 'Nome completo')).toHaveValue('Carlos Eduardo Pinto');
  await page.getByRole('button', { name: /Documento/ }).click();
  await expect(textbox(page, 'Número do documento')).toHaveValue(maskedCpf(cpf));
  const stored = await page.evaluate(() =>
    Object.keys(window.sessionStorage).filter((k) => k.startsWith('ponto.patientFlow')),
  );
  expect(stored).toContain('ponto.patientFlow.newExam');

  // Logout clears it: signing in again in this tab starts an empty wizard.
  await page
    .getByRole('link', { name: 'Sair' })
    .or(page.getByRole('button', { name: 'Sair' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/login/);
  const left = await page.evaluate(() =>
    Object.keys({ ...window.sessionStorage, ...window.localStorage }).filter((k) =>
      k.startsWith('ponto.patientFlow'),
    ),
  );
  expect(left).toEqual([]);
  await signInAt(page, demoUsers.active, demoWorkplaces.clinic);
  await page.goto('/novo-exame');
  await expect(stepHeading(page, 'Etapa 1: Documento')).toBeVisible();
  await expect(textbox(page, 'Número do documento')).toHaveValue('');
});

test('the server refuses an invalid CPF even when the browser check is bypassed', async ({
  page,
  demoUsers,
}) => {
  test.setTimeout(120_000);
  const valid = randomCpf();
  const bad = invalidCpf();
  await signInAt(page, demoUsers.active, demoWorkplaces.clinic);

  // 1. Straight to the API with the user's token: POST /patients and POST /pre-exams.
  await page.goto('/novo-exame');
  const token = await accessToken(page);
  const headers = { Authorization: `Bearer ${token}`, cnpj: '22333444000181' };
  const registration = {
    patient: {
      fullName: 'Teste Documento Invalido',
      sex: 'female',
      birthDate: '1980-01-01',
      document: { type: 'cpf', number: bad, countryOfOrigin: 'BR' },
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
  };
  const patients = await page.request.post('/patients', { headers, data: registration });
  expect(patients.status()).toBe(400);
  expect((await patients.json()).error.fields).toContainEqual(
    expect.objectContaining({ field: 'patient.document.number', messageKey: 'validation:invalidDocument' }),
  );
  const preExam = await page.request.post('/pre-exams', {
    headers,
    data: {
      subject: { kind: 'patient', registration },
      order: {
        examIndexes: [6],
        reportLanguages: ['pt-BR'],
        procedure: { kind: 'none' },
        quizForm: {},
        payment: { method: 'cash', discountCents: 0, pricePaidCents: 0, displacementFeeCents: 0 },
      },
    },
  });
  expect(preExam.status()).toBe(400);
  expect((await preExam.json()).error.fields).toContainEqual(
    expect.objectContaining({
      field: 'subject.registration.patient.document.number',
      messageKey: 'validation:invalidDocument',
    }),
  );

  // 2. Through the wizard: the browser checks a valid CPF, then the request that reaches the real server is
  // changed to carry the invalid one. The server's message shows beside the document, on step 1.
  await page.route('**/pre-exams', async (route) => {
    const body = route.request().postDataJSON();
    body.subject.registration.patient.document.number = bad;
    await route.continue({ postData: JSON.stringify(body) });
  });
  await fillUpToAddress(page, valid, 'Teste Documento Invalido');
  await textbox(page, 'CEP').fill('01310100');
  await expect(select(page, 'Cidade')).toHaveValue('São Paulo');
  await textbox(page, 'Logradouro').fill('Avenida Paulista');
  await textbox(page, 'Número').fill('1');
  await textbox(page, 'Bairro').fill('Bela Vista');
  await next(page);
  await next(page); // photo
  await page.getByRole('checkbox', { name: /^Proteína C reativa/ }).check();
  await next(page);
  await next(page);
  await next(page);
  await select(page, 'Forma de pagamento').selectOption('cash');
  await next(page);
  await page.getByRole('button', { name: 'Salvar pré-cadastro' }).click();
  await expect(stepHeading(page, 'Etapa 1: Documento')).toBeVisible();
  await expect(textbox(page, 'Número do documento')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Documento inválido')).toBeVisible();
  await expect(page.getByTestId('protocol-number')).toHaveCount(0);
});
