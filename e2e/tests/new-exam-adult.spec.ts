// New-exam wizard (§2): the full registration of an adult with a CPF, up to the protocol number, with an axe
// scan on every step and Back/Next keeping what was typed. Drugstore workplace.
import { demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import {
  back,
  birthDateForAge,
  maskedCpf,
  next,
  randomCpf,
  select,
  signInAt,
  stepHeading,
  textbox,
} from './new-exam-helpers.ts';

test('an adult with a CPF is registered step by step up to the protocol number', async ({
  page,
  demoUsers,
}) => {
  test.setTimeout(120_000);
  const cpf = randomCpf();
  await signInAt(page, demoUsers.active, demoWorkplaces.drugstore);
  await page.goto('/novo-exame');

  // 1. Document: an empty number is refused before any call; the look-up finds nobody → a new patient.
  await expect(stepHeading(page, 'Etapa 1: Documento')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Etapas do novo exame' })).toContainText('Etapa 1 de 10');
  await expectNoAxeViolations(page);
  await next(page);
  await expect(textbox(page, 'Número do documento')).toHaveAttribute('aria-invalid', 'true');
  await textbox(page, 'Número do documento').fill(cpf);
  await expect(textbox(page, 'Número do documento')).toHaveValue(maskedCpf(cpf));
  await next(page);

  // 2. Personal data.
  await expect(stepHeading(page, 'Etapa 2: Dados pessoais')).toBeVisible();
  await expect(page.getByText('Novo paciente', { exact: true })).toBeVisible();
  await next(page);
  await expect(textbox(page, 'Nome completo')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await textbox(page, 'Nome completo').fill('Maria Aparecida Souza');
  await select(page, 'Sexo').selectOption('female');
  await select(page, 'Identidade de gênero').selectOption('female');
  await textbox(page, 'Data de nascimento').fill(birthDateForAge(34));
  await select(page, 'Raça/cor').selectOption('brown');
  await textbox(page, 'Nome completo da mãe').fill('Joana Souza');
  await textbox(page, 'Telefone').fill('11987654321');
  await textbox(page, 'E-mail').fill('maria.souza@example.com');
  await textbox(page, 'Operadora').fill('Unimed');
  await textbox(page, 'Número da carteirinha').fill('0012345');
  await page.getByRole('checkbox', { name: 'Aceita receber o laudo por SMS' }).check();
  await next(page);

  // 3. Address: the postal code fills the city and state.
  await expect(stepHeading(page, 'Etapa 3: Endereço')).toBeVisible();
  await textbox(page, 'CEP').fill('01310100');
  await expect(select(page, 'Cidade')).toHaveValue('São Paulo');
  await textbox(page, 'Logradouro').fill('Avenida Paulista');
  await textbox(page, 'Número').fill('1000');
  await textbox(page, 'Bairro').fill('Bela Vista');
  await expectNoAxeViolations(page);

  // Back and Next keep what was typed.
  await back(page);
  await expect(textbox(page, 'Nome completo')).toHaveValue('Maria Aparecida Souza');
  await next(page);
  await expect(textbox(page, 'Logradouro')).toHaveValue('Avenida Paulista');
  await next(page);

  // No guardian step for an adult: the photo is next (the camera journey is the photo spec's).
  await expect(stepHeading(page, 'Etapa 4: Foto com documento')).toBeVisible();
  await expectNoAxeViolations(page);
  await next(page);

  // 6. Exams: a combo, a third-party test marked, the report languages.
  await expect(stepHeading(page, 'Etapa 5: Exames')).toBeVisible();
  await expect(page.getByText('Laboratório de apoio')).toBeVisible();
  await next(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Campo obrigatório' })).toBeVisible();
  await page.getByRole('checkbox', { name: /^Covid-19 Antígeno/ }).check();
  await page.getByRole('checkbox', { name: /^Check-up/ }).check();
  await expect(page.getByRole('checkbox', { name: /^Glicemia/ })).toBeChecked();
  await page.getByRole('checkbox', { name: 'English (US)' }).check();
  await expectNoAxeViolations(page);
  await next(page);

  // 7. Procedure: a registration number.
  await expect(stepHeading(page, 'Etapa 6: Procedimento')).toBeVisible();
  await page.getByRole('radio', { name: 'Número de matrícula' }).check();
  await next(page);
  await expect(textbox(page, 'Número de matrícula')).toHaveAttribute('aria-invalid', 'true');
  await textbox(page, 'Número de matrícula').fill('MAT-2024-77');
  await expectNoAxeViolations(page);
  await next(page);

  // 8. Questionnaire: the required question must be answered.
  await expect(stepHeading(page, 'Etapa 7: Questionário')).toBeVisible();
  await next(page);
  await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Tem sintomas?' }).getByRole('radio', { name: 'Não' }).check();
  await page.getByRole('radiogroup', { name: 'Está em jejum?' }).getByRole('radio', { name: 'Sim' }).check();
  await textbox(page, 'Horas de jejum').fill('10');
  await expectNoAxeViolations(page);
  await next(page);

  // 9. Payment: a discount needs its motive; the remainder follows live.
  await expect(stepHeading(page, 'Etapa 8: Pagamento')).toBeVisible();
  await expect(page.getByTestId('full-price')).toHaveText(/124,00/); // 79,00 + combo 45,00
  await select(page, 'Forma de pagamento').selectOption('pix');
  await textbox(page, 'Desconto').fill('4');
  await next(page);
  await expect(textbox(page, 'Motivo do desconto')).toHaveAttribute('aria-invalid', 'true');
  await textbox(page, 'Motivo do desconto').fill('Cliente fidelidade');
  await textbox(page, 'Valor pago').fill('100');
  await expect(page.getByTestId('remainder')).toHaveText(/20,00/);
  await expectNoAxeViolations(page);
  await next(page);

  // 10. Confirmation: the summary, then the protocol number.
  await expect(stepHeading(page, 'Etapa 9: Confirmação')).toBeVisible();
  await expect(page.getByText('Maria Aparecida Souza')).toBeVisible();
  await expect(page.getByText('MAT-2024-77', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Salvar pré-cadastro' }).click();
  await expect(page.getByTestId('protocol-number')).toHaveText(/^\d{10}$/);
  await expect(page.getByText('pronto para ser feito em um leitor')).toBeVisible();
  await expectNoAxeViolations(page);

  // The patient is now known: a new exam with the same CPF fills the form.
  await page.getByRole('button', { name: 'Novo exame' }).click();
  await textbox(page, 'Número do documento').fill(cpf);
  await next(page);
  await expect(page.getByText('Paciente encontrado', { exact: true })).toBeVisible();
  await expect(textbox(page, 'Nome completo')).toHaveValue('Maria Aparecida Souza');
});
