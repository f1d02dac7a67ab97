// /barcode (§2): find an exam from its label — typed (or from a keyboard-mode scanner), or read with the camera.
// A protocol number lists its exams; an exam label (exam request id) opens the exam; an unknown code says so;
// the camera refused shows the §8 camera error.
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { accessToken, createPreExam, signInAt } from './new-exam-helpers.ts';

const workplace = demoWorkplaces.clinic;

test('find an exam by its label', { tag: '@tablet' }, async ({ page }) => {
  await signInAt(page, demoUsers.active, workplace);
  const headers = {
    Authorization: `Bearer ${await accessToken(page)}`,
    cnpj: workplace.cnpj.replace(/\D/g, ''),
  };
  const { protocolNumber, examRequestId } = await createPreExam(page.request, headers, {
    fullName: 'Bruna Barras',
    sex: 'female',
    birthDate: '1990-05-06',
  });

  await page.goto('/barcode');
  await expect(page.getByRole('heading', { level: 1, name: 'Ler código de barras' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Código da etiqueta' });

  // Nothing typed: the field says so.
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Informe ou leia um código.')).toBeVisible();

  // A keyboard-mode scanner types the code and presses Enter.
  await field.fill(protocolNumber);
  await field.press('Enter');
  const row = page.getByRole('row').filter({ hasText: protocolNumber });
  await expect(row).toContainText('Bruna Barras');
  await expect(row).toContainText('Aguardando teste');
  await expectNoAxeViolations(page);

  // An unknown code.
  await field.fill('1999000000');
  await field.press('Enter');
  await expect(page.getByText('Nenhum exame encontrado')).toBeVisible();

  // The camera refused (no permission in this context): the §8 camera error, translated.
  await page.getByRole('button', { name: 'Ler com a câmera' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Acesso à câmera não permitido' })).toBeVisible();
  await expectNoAxeViolations(page);

  // An exam's own label (its exam request id) opens that exam.

  await field.fill(examRequestId.toUpperCase());
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/exame/${examRequestId}$`));
});
