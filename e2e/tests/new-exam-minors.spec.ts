// New-exam wizard, legal guardian by age (§5): a 10-year-old registered with a birth certificate (born after
// 2010) and a guardian; a 15-year-old whose guardian's contact is required (the exam is not disclosed to
// them), and HIV refused under the restricted-exam age: at the drugstore (§5 'under 14') once the birth date
// makes the patient 13, at the clinic (the stricter text, 15-year-olds included: minimum 16) at 15.

import type { Page } from '@playwright/test';
import { demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import {
  birthDateForAge,
  next,
  randomBirthCertificate,
  randomCpf,
  select,
  signInAt,
  stepHeading,
  textbox,
} from './new-exam-helpers.ts';

async function address(page: Page) {
  await expect(stepHeading(page, 'Etapa 3: Endereço')).toBeVisible();
  await textbox(page, 'CEP').fill('20040002');
  await expect(select(page, 'Cidade')).toHaveValue('Rio de Janeiro');
  await textbox(page, 'Logradouro').fill('Rua da Assembleia');
  await textbox(page, 'Número').fill('10');
  await textbox(page, 'Bairro').fill('Centro');
  await next(page);
}

async function personal(page: Page, name: string, age: number) {
  await expect(stepHeading(page, 'Etapa 2: Dados pessoais')).toBeVisible();
  await textbox(page, 'Nome completo').fill(name);
  await select(page, 'Sexo').selectOption('male');
  await textbox(page, 'Data de nascimento').fill(birthDateForAge(age));
  await textbox(page, 'Telefone').fill('21987654321');
  await next(page);
}

test('a 10-year-old is registered with a birth certificate and a legal guardian', async ({
  page,
  demoUsers,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, demoUsers.active, demoWorkplaces.drugstore);
  await page.goto('/novo-exame');
  await select(page, 'Tipo de documento').selectOption('certificate');
  await textbox(page, 'Número do documento').fill(randomBirthCertificate());
  await next(page);
  await personal(page, 'Pedro Henrique Lima', 10);
  await address(page);

  // Under 12: a guardian is required (document optional); nothing typed → the guardian's fields are named.
  await expect(stepHeading(page, 'Etapa 4: Responsável legal')).toBeVisible();
  await expect(page.getByText('Paciente menor de 12 anos')).toBeVisible();
  await expectNoAxeViolations(page);
  await next(page);
  await expect(textbox(page, 'Nome do responsável')).toHaveAttribute('aria-invalid', 'true');
  await expect(select(page, 'Parentesco')).toHaveAttribute('aria-invalid', 'true');
  await textbox(page, 'Nome do responsável').fill('Carla Lima');
  await select(page, 'Parentesco').selectOption('parent');
  await textbox(page, 'Telefone do responsável').fill('21912345678');
  await textbox(page, 'Data de nascimento do responsável').fill('05/06/1985');
  await next(page);

  await expect(stepHeading(page, 'Etapa 5: Foto com documento')).toBeVisible();
  await next(page);

  // HIV is refused under the restricted-exam age, with the reason beside it.
  await expect(stepHeading(page, 'Etapa 6: Exames')).toBeVisible();
  const hiv = page.getByRole('checkbox', { name: /^HIV 1\/2/ });
  await expect(hiv).toBeDisabled();
  await expect(page.getByText(/Exame não permitido para menores de 1[45] anos/).first()).toBeVisible();
  await page.getByRole('checkbox', { name: /^Covid-19 Antígeno/ }).check();
  await next(page);
  await next(page); // procedure: none
  await page.getByRole('radiogroup', { name: 'Tem sintomas?' }).getByRole('radio', { name: 'Sim' }).check();
  await textbox(page, 'Data de início dos sintomas').fill('01/01/2025');
  await next(page);
  await select(page, 'Forma de pagamento').selectOption('cash');
  await textbox(page, 'Valor pago').fill('79');
  await expect(page.getByTestId('remainder')).toHaveText(/0,00/);
  await next(page);
  await expect(page.getByText('Carla Lima', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar pré-cadastro' }).click();
  await expect(page.getByTestId('protocol-number')).toHaveText(/^\d{10}$/);
});

test('a 15-year-old needs the guardian contact (not disclosed to them); HIV is refused under the age', async ({
  page,
  demoUsers,
}) => {
  test.setTimeout(150_000);
  await signInAt(page, demoUsers.active, demoWorkplaces.drugstore);
  await page.goto('/novo-exame');
  await textbox(page, 'Número do documento').fill(randomCpf());
  await next(page);
  await personal(page, 'Lucas Ferreira', 15);
  await address(page);

  await expect(stepHeading(page, 'Etapa 4: Responsável legal')).toBeVisible();
  await expect(page.getByText('Paciente de 12 a 17 anos')).toBeVisible();
  await expect(page.getByText(/O exame não é divulgado ao responsável/)).toBeVisible();
  await textbox(page, 'Nome do responsável').fill('Marta Ferreira');
  await select(page, 'Parentesco').selectOption('parent');
  await next(page);
  await expect(page.getByText('Informe o contato do responsável legal')).toBeVisible();
  await expectNoAxeViolations(page);
  await textbox(page, 'Outro contato').fill('marta.ferreira@example.com');
  await next(page);
  await expect(stepHeading(page, 'Etapa 5: Foto com documento')).toBeVisible();
  await next(page);

  // §5: restricted exams are refused under 14 (this workplace's threshold), so at 15 HIV may be chosen…
  await expect(stepHeading(page, 'Etapa 6: Exames')).toBeVisible();
  await expect(page.getByText('Idade do paciente: 15 anos', { exact: false })).toBeVisible();
  await page.getByRole('checkbox', { name: /^HIV 1\/2/ }).check();

  // …but not at 13: the birth date corrected, the chosen HIV is refused with its reason on Next.
  await page.getByRole('button', { name: /Dados pessoais/ }).click();
  await textbox(page, 'Data de nascimento').fill(birthDateForAge(13));
  await next(page);
  await next(page);
  await expect(textbox(page, 'Outro contato')).toHaveValue('marta.ferreira@example.com');
  await next(page);
  await next(page);
  await expect(page.getByRole('checkbox', { name: /^Sífilis/ })).toBeDisabled();
  await next(page);
  await expect(page.getByText('HIV 1/2: Exame não permitido para menores de 14 anos')).toBeVisible();
  await expect(stepHeading(page, 'Etapa 6: Exames')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('checkbox', { name: /^HIV 1\/2/ }).uncheck();
  await expect(page.getByRole('checkbox', { name: /^HIV 1\/2/ })).toBeDisabled();
  await page.getByRole('checkbox', { name: /^Proteína C reativa/ }).check();
  await next(page);
  await next(page);
  await next(page); // no questionnaire for CRP
  await select(page, 'Forma de pagamento').selectOption('debit');
  await next(page);
  await page.getByRole('button', { name: 'Salvar pré-cadastro' }).click();
  await expect(page.getByTestId('protocol-number')).toHaveText(/^\d{10}$/);
});

test('at the clinic, which follows the stricter text, a 15-year-old may not take HIV', async ({
  page,
  demoUsers,
}) => {
  test.setTimeout(150_000);
  await signInAt(page, demoUsers.active, demoWorkplaces.clinic);
  await page.goto('/novo-exame');
  await textbox(page, 'Número do documento').fill(randomCpf());
  await next(page);
  await personal(page, 'Rafael Ferreira', 15);
  await address(page);
  await expect(stepHeading(page, 'Etapa 4: Responsável legal')).toBeVisible();
  await textbox(page, 'Nome do responsável').fill('Marta Ferreira');
  await select(page, 'Parentesco').selectOption('parent');
  await textbox(page, 'Outro contato').fill('marta.ferreira@example.com');
  await next(page);
  await expect(stepHeading(page, 'Etapa 5: Foto com documento')).toBeVisible();
  await next(page);
  await expect(stepHeading(page, 'Etapa 6: Exames')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^HIV 1\/2/ })).toBeDisabled();
  await expect(page.getByText('Exame não permitido para menores de 16 anos').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
