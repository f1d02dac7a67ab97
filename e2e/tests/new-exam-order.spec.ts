// New-exam wizard, the order: a voucher checked with the server (§5 checks, §8 message beside the field, the
// exam it pays for taken off the price) and a self-collection kit that must exist for exactly the chosen
// exams ('no kits for this exam combination').
import { demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import {
  adultUpToExams,
  next,
  randomCpf,
  select,
  signInAt,
  stepHeading,
  textbox,
} from './new-exam-helpers.ts';

test('a voucher is checked beside its field and pays for its exam', async ({ page, demoUsers }) => {
  test.setTimeout(120_000);
  await signInAt(page, demoUsers.active, demoWorkplaces.drugstore);
  await page.goto('/novo-exame');
  await adultUpToExams(page, randomCpf(), 'Beatriz Moura');
  await page.getByRole('checkbox', { name: /^HIV 1\/2/ }).check();
  await next(page);

  await expect(stepHeading(page, 'Etapa 6: Procedimento')).toBeVisible();
  await page.getByRole('radio', { name: 'Voucher' }).check();
  await textbox(page, 'Código do voucher').fill('DEMO-HIV-EXPIRED');
  await page.getByRole('button', { name: 'Verificar voucher' }).click();
  await expect(textbox(page, 'Código do voucher')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Voucher vencido')).toBeVisible();
  await expectNoAxeViolations(page);
  // Next checks the voucher too: an unknown code stays on the step.
  await textbox(page, 'Código do voucher').fill('NO-SUCH-VOUCHER');
  await next(page);
  await expect(page.getByText('Voucher não encontrado')).toBeVisible();
  await expect(stepHeading(page, 'Etapa 6: Procedimento')).toBeVisible();
  await textbox(page, 'Código do voucher').fill('DEMO-HIV');
  await page.getByRole('button', { name: 'Verificar voucher' }).click();
  await expect(page.getByText('Voucher válido')).toBeVisible();
  await expect(page.getByText('O voucher cobre o exame HIV 1/2.')).toBeVisible();
  await next(page);

  await expect(stepHeading(page, 'Etapa 7: Questionário')).toBeVisible();
  await next(page); // HIV's only question is optional
  await expect(page.getByTestId('full-price')).toHaveText(/0,00/);
  await select(page, 'Forma de pagamento').selectOption('cash');
  await next(page);
  await page.getByRole('button', { name: 'Salvar pré-cadastro' }).click();
  await expect(page.getByTestId('protocol-number')).toHaveText(/^\d{10}$/);
});

test("self-collection needs the kit of exactly the chosen exams ('no kits for this exam combination')", async ({
  page,
  demoUsers,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, demoUsers.active, demoWorkplaces.selfCollection);
  await page.goto('/novo-exame');
  await adultUpToExams(page, randomCpf(), 'Joana Prado');
  await page.getByRole('checkbox', { name: /^Covid-19 Antígeno/ }).check();
  await page.getByRole('checkbox', { name: /^Sífilis/ }).check();
  await next(page);

  await page.getByRole('switch', { name: 'Autocoleta com kit' }).check();
  await expect(page.getByText('Não há kits para esta combinação de exames')).toBeVisible();
  await next(page);
  await expect(stepHeading(page, 'Etapa 6: Procedimento')).toBeVisible();
  await expectNoAxeViolations(page);

  // Only Covid-19: its kit is there and chosen.
  await page.getByRole('button', { name: /Exames/ }).click();
  await page.getByRole('checkbox', { name: /^Sífilis/ }).uncheck();
  await next(page);
  await expect(page.getByRole('switch', { name: 'Autocoleta com kit' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Kit autocoleta Covid-19/ })).toBeChecked();
  await next(page);
  await page.getByRole('radiogroup', { name: 'Tem sintomas?' }).getByRole('radio', { name: 'Não' }).check();
  await next(page);
  await select(page, 'Forma de pagamento').selectOption('pix');
  await next(page);
  await expect(page.getByText('KIT-COVID')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar pré-cadastro' }).click();
  await expect(page.getByTestId('protocol-number')).toHaveText(/^\d{10}$/);
});
