// New-exam wizard in European Portuguese (§1): a Portuguese patient with a Cartão de Cidadão, then a
// cohabitant of the same household with a NIF (the address and household kept). The user's language is put
// back to pt-BR at the end (Olga is the language journey's; this one uses Heitor).
import { demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import {
  accessToken,
  birthDateForAge,
  next,
  randomCitizenCard,
  randomNif,
  select,
  signInAt,
  stepHeading,
  textbox,
} from './new-exam-helpers.ts';

test('a Portuguese patient with a Cartão de Cidadão and a cohabitant with a NIF, in pt-PT', async ({
  page,
  demoUsers,
}) => {
  test.setTimeout(150_000);
  const user = demoUsers.stockViewer;
  await signInAt(page, user, demoWorkplaces.clinic);
  try {
    await page.goto('/configuracoes');
    await select(page, 'Idioma').selectOption('pt-PT');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');

    await page.goto('/novo-exame');
    await expect(page.getByRole('heading', { level: 1, name: 'Nova análise' })).toBeVisible();
    await expect(stepHeading(page, 'Passo 1: Documento')).toBeVisible();
    await select(page, 'País de origem do documento').selectOption('PT');
    await expect(select(page, 'Tipo de documento')).toHaveValue('citizenCard');
    await textbox(page, 'Número do documento').fill('12345678 9 ZZ0');
    await next(page);
    await expect(page.getByText('Documento inválido')).toBeVisible();
    await textbox(page, 'Número do documento').fill(randomCitizenCard());
    await expectNoAxeViolations(page);
    await next(page);

    await expect(stepHeading(page, 'Passo 2: Dados pessoais')).toBeVisible();
    await expect(page.getByText('Novo utente', { exact: true })).toBeVisible();
    await textbox(page, 'Nome completo').fill('Inês Carvalho Rodrigues');
    await select(page, 'Sexo').selectOption('female');
    await textbox(page, 'Data de nascimento').fill(birthDateForAge(41));
    // §5 phone for a Portuguese patient: 9 digits without +351 (masked the Portuguese way); 8 are refused.
    const phone = textbox(page, 'Telefone');
    await expect(phone).toHaveAttribute('placeholder', '912 345 678');
    await phone.pressSequentially('91234567');
    await textbox(page, 'Email').fill('ines.rodrigues@example.pt');
    await next(page);
    await expect(stepHeading(page, 'Passo 2: Dados pessoais')).toBeVisible();
    await expect(phone).toHaveAccessibleDescription(/Telefone inválido/);
    await phone.fill('');
    await phone.pressSequentially('912345678');
    await expect(phone).toHaveValue('912 345 678');
    await expect(phone).not.toHaveAccessibleDescription(/Telefone inválido/);
    await expectNoAxeViolations(page);
    await next(page);

    // The address follows the document's country: Portuguese postal code, district.
    await expect(stepHeading(page, 'Passo 3: Morada')).toBeVisible();
    await expect(select(page, 'País')).toHaveValue('PT');
    await textbox(page, 'Código postal').fill('1000001');
    await expect(select(page, 'Localidade')).toHaveValue('Lisboa');
    await textbox(page, 'Rua').fill('Avenida da Liberdade');
    await textbox(page, 'Número').fill('25');
    await textbox(page, 'Freguesia').fill('Santo António');
    await expectNoAxeViolations(page);
    await next(page);

    await expect(stepHeading(page, 'Passo 4: Fotografia com documento')).toBeVisible();
    await next(page);
    await expect(stepHeading(page, 'Passo 5: Análises')).toBeVisible();
    await page.getByRole('checkbox', { name: /^Covid-19 Antígeno/ }).check();
    await page.getByRole('checkbox', { name: 'Português (Portugal)' }).check();
    await page.getByRole('checkbox', { name: 'Português (Brasil)' }).uncheck();
    await expectNoAxeViolations(page);
    await next(page);
    await next(page);
    await page.getByRole('radiogroup', { name: 'Tem sintomas?' }).getByRole('radio', { name: 'Não' }).check();
    await next(page);
    await expect(stepHeading(page, 'Passo 8: Pagamento')).toBeVisible();
    await select(page, 'Forma de pagamento').selectOption('credit');
    await textbox(page, 'Valor pago').fill('89');
    await expect(page.getByTestId('remainder')).toHaveText(/0,00/);
    await expectNoAxeViolations(page);
    await next(page);
    await expect(stepHeading(page, 'Passo 9: Confirmação')).toBeVisible();
    await expect(page.getByText('Português (Portugal)')).toBeVisible();
    await page.getByRole('button', { name: 'Guardar pré-registo' }).click();
    const first = await page.getByTestId('protocol-number').textContent();
    expect(first).toMatch(/^\d{10}$/);
    await expect(page.getByText('pronta para ser feita num leitor')).toBeVisible();

    // A cohabitant: same household and address, a NIF this time.
    await page.getByRole('button', { name: 'Registar coabitante' }).click();
    await expect(stepHeading(page, 'Passo 1: Documento')).toBeVisible();
    await expect(page.getByText(`Inês Carvalho Rodrigues — protocolo ${first}`)).toBeVisible();
    await select(page, 'País de origem do documento').selectOption('PT');
    await select(page, 'Tipo de documento').selectOption('nif');
    await textbox(page, 'Número do documento').fill(randomNif());
    await next(page);
    await textbox(page, 'Nome completo').fill('Tomás Carvalho Rodrigues');
    await select(page, 'Sexo').selectOption('male');
    await textbox(page, 'Data de nascimento').fill(birthDateForAge(44));
    await textbox(page, 'Telefone').fill('+351 913 456 789');
    await next(page);
    await expect(textbox(page, 'Rua')).toHaveValue('Avenida da Liberdade');
    await next(page);
    await next(page);
    await page.getByRole('checkbox', { name: /^Covid-19 Antígeno/ }).check();
    await next(page);
    await next(page);
    await page.getByRole('radiogroup', { name: 'Tem sintomas?' }).getByRole('radio', { name: 'Sim' }).check();
    await next(page);
    await select(page, 'Forma de pagamento').selectOption('cash');
    await next(page);
    await page.getByRole('button', { name: 'Guardar pré-registo' }).click();
    const second = await page.getByTestId('protocol-number').textContent();
    expect(second).toMatch(/^\d{10}$/);
    expect(second).not.toBe(first);
  } finally {
    // The language is kept for the user: give Heitor back pt-BR whatever happened.
    const token = await accessToken(page).catch(() => null);
    if (token) {
      await page.request.put('/auth/session/language', {
        headers: { Authorization: `Bearer ${token}` },
        data: { language: 'pt-BR' },
      });
    }
  }
});
