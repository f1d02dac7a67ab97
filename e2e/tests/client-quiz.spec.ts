// /clientquiz (§2 public): an operator makes the questionnaire link of a pre-exam on the protocol sheet; the
// patient opens it in a browser without a session, answers, and sends it; a forged or missing token says
// the link is invalid.
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { accessToken, createPreExam, signInAt } from './new-exam-helpers.ts';

const workplace = demoWorkplaces.clinic;
const COVID_AG = 1;

test('the patient answers the questionnaire from the link', { tag: '@tablet' }, async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAt(page, demoUsers.active, workplace);
  const headers = {
    Authorization: `Bearer ${await accessToken(page)}`,
    cnpj: workplace.cnpj.replace(/\D/g, ''),
  };
  const { id, protocolNumber } = await createPreExam(
    page.request,
    headers,
    { fullName: 'Quitéria Questionário Souza', sex: 'female', birthDate: '1985-03-04' },
    COVID_AG,
    { quizForm: { [COVID_AG]: { symptoms: false } } },
  );

  // The operator: the protocol sheet makes the link and shows it with a copy button.
  await page.goto('/medical-protocol');
  const search = page.getByRole('textbox', { name: 'Buscar' });
  await search.fill(protocolNumber);
  await search.press('Enter');
  const row = page.getByRole('row').filter({ hasText: protocolNumber });
  await row.getByRole('button', { name: `Imprimir o protocolo ${protocolNumber}` }).click();
  const sheet = page.getByRole('dialog', { name: `Protocolo ${protocolNumber}` });
  await sheet.getByRole('button', { name: 'Link do questionário' }).click();
  const field = sheet.getByRole('textbox', { name: 'Link do questionário' });
  await expect(field).toHaveValue(/\/clientquiz\?token=/);
  await expect(sheet.getByRole('button', { name: 'Copiar link' })).toBeVisible();
  await expect(sheet).toContainText('Válido até');
  const link = new URL(await field.inputValue());

  // The patient: a fresh browser, no session.
  const context = await browser.newContext({ baseURL });
  const patient = await context.newPage();
  await patient.goto(`${link.pathname}${link.search}`);
  await expect(patient.getByRole('heading', { level: 1, name: 'Questionário do exame' })).toBeVisible();
  await expect(patient.getByText('Olá, Quitéria!')).toBeVisible();
  await expect(patient.getByText(workplace.name)).toBeVisible();
  await expect(patient.getByText('Souza')).toHaveCount(0);
  await expectNoAxeViolations(patient);

  // Required question left blank: the field says so.
  await patient.getByRole('button', { name: 'Enviar respostas' }).click();
  await expect(patient.getByText('Confira as respostas destacadas.')).toBeVisible();
  const symptoms = patient.getByRole('radiogroup', { name: 'Tem sintomas?' });
  await expect(symptoms).toHaveAccessibleDescription('Campo obrigatório');

  await symptoms.getByRole('radio', { name: 'Sim' }).check();
  await patient.getByRole('textbox', { name: 'Data de início dos sintomas' }).fill('20112026');
  await patient.getByRole('button', { name: 'Enviar respostas' }).click();
  await expect(patient.getByRole('status')).toContainText('Obrigado!');
  await expect(patient.getByRole('status')).toContainText(workplace.name);
  await expectNoAxeViolations(patient);

  // The answers joined the pre-exam.
  const detail = await page.request.get(`/pre-exams/${id}`, { headers });
  const { quizForm } = (await detail.json()) as { quizForm: Record<string, Record<string, unknown>> };
  expect(quizForm[String(COVID_AG)]).toEqual({ symptoms: true, onsetDate: '2026-11-20' });
  await context.close();
});

test('an invalid or missing link says so', { tag: '@tablet' }, async ({ page }) => {
  await page.goto('/clientquiz?token=not-a-real-token');
  await expect(page.getByRole('alert')).toContainText('Link do questionário inválido');
  await expectNoAxeViolations(page);
  await page.goto('/clientquiz');
  await expect(page.getByRole('alert')).toContainText('Link do questionário inválido');
});
