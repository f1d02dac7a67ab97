// New-exam wizard at the veterinary clinic (§6 VET): the animal and its tutor instead of the patient steps,
// done with the keyboard only (Tab, typing, Space, arrows, Enter), up to the protocol number.
import { demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import {
  keyboardNext,
  randomCpf,
  select,
  signInAt,
  stepHeading,
  tabTo,
  textbox,
} from './new-exam-helpers.ts';

test('a dog is registered at the veterinary clinic with the keyboard only', async ({ page, demoUsers }) => {
  test.setTimeout(120_000);
  await signInAt(page, demoUsers.active, demoWorkplaces.veterinary);
  await page.goto('/novo-exame');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo exame veterinário' })).toBeVisible();
  await expect(stepHeading(page, 'Etapa 1: Animal e tutor')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Etapas do novo exame' })).toContainText('Etapa 1 de 6');
  await expectNoAxeViolations(page);

  await tabTo(page, textbox(page, 'Nome ou código'));
  await page.keyboard.type('Rex');
  await tabTo(page, select(page, 'Espécie'));
  await page.keyboard.press('ArrowDown'); // the first species: dog
  await expect(select(page, 'Espécie')).toHaveValue('dog');
  await tabTo(page, textbox(page, 'Raça'));
  await page.keyboard.type('Labrador');
  await tabTo(page, textbox(page, 'Idade'));
  await page.keyboard.type('4');
  await tabTo(page, textbox(page, 'Nome do tutor'));
  await page.keyboard.type('Roberto Alves');
  await tabTo(page, textbox(page, 'Documento do tutor'));
  await page.keyboard.type(randomCpf());
  await tabTo(page, textbox(page, 'Telefone do tutor'));
  await page.keyboard.type('31988887777');
  await keyboardNext(page);

  await expect(stepHeading(page, 'Etapa 2: Exames')).toBeVisible();
  await expect(stepHeading(page, 'Etapa 2: Exames')).toBeFocused();
  await tabTo(page, page.getByRole('checkbox', { name: /^Cinomose canina/ }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: /^Cinomose canina/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await keyboardNext(page);

  await expect(stepHeading(page, 'Etapa 3: Procedimento')).toBeVisible();
  await keyboardNext(page);
  await expect(stepHeading(page, 'Etapa 4: Questionário')).toBeVisible();
  await expect(page.getByText('Os exames escolhidos não têm questionário.')).toBeVisible();
  await keyboardNext(page);

  await expect(stepHeading(page, 'Etapa 5: Pagamento')).toBeVisible();
  await tabTo(page, select(page, 'Forma de pagamento'));
  await page.keyboard.press('ArrowDown');
  await expect(select(page, 'Forma de pagamento')).not.toHaveValue('');
  await expectNoAxeViolations(page);
  await keyboardNext(page);

  await expect(stepHeading(page, 'Etapa 6: Confirmação')).toBeVisible();
  await expect(page.getByText('Rex')).toBeVisible();
  await expect(page.getByText('Roberto Alves')).toBeVisible();
  await expectNoAxeViolations(page);
  await keyboardNext(page, /^Salvar pré-cadastro$/);
  await expect(page.getByTestId('protocol-number')).toHaveText(/^\d{10}$/);
  await expect(page.getByText('O exame de Rex está pronto para ser feito em um leitor.')).toBeVisible();
  await expectNoAxeViolations(page);
});
