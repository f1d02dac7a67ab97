// A workplace's report logo (docs/exam-report.md): a manager chooses a PNG in /configuracoes and sees it as
// the reports' logo; a file that is not an image, or is too large, is refused at the field; removing it
// brings back the Ponto mark.
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { signInAt } from './new-exam-helpers.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a manager sets the report logo, a wrong file is refused at the field, and removes it', async ({
  page,
}) => {
  await signInAt(page, demoUsers.manager, demoWorkplaces.drugstore);
  await page.goto('/configuracoes');
  const section = page.getByRole('region', { name: 'Logotipo dos laudos' });
  await expect(section.getByText('Sem logotipo: os laudos levam a marca do Ponto.')).toBeVisible();
  await expectNoAxeViolations(page);
  const file = section.locator('input[type="file"]');

  // Not an image: refused before anything is sent, named at the field.
  await file.setInputFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from('texto') });
  await expect(section.getByText('Envie uma imagem PNG ou JPEG.')).toBeVisible();
  // Too large.
  const large = Buffer.concat([PNG, Buffer.alloc(320 * 1024)]);
  await file.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: large });
  await expect(section.getByText('A imagem tem mais de 300 KB. Envie uma imagem menor.')).toBeVisible();
  await expectNoAxeViolations(page);

  await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(section.getByRole('status')).toHaveText('Logotipo salvo: os próximos laudos já o trazem.');
  await expect(section.getByRole('img', { name: 'Logotipo atual dos laudos' })).toBeVisible();
  await expect(section.getByText('Envie uma imagem PNG ou JPEG.')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Kept across a reload; removed with its button.
  await page.reload();
  await expect(section.getByRole('img', { name: 'Logotipo atual dos laudos' })).toBeVisible();
  await section.getByRole('button', { name: 'Remover logotipo' }).click();
  await expect(section.getByRole('status')).toHaveText(
    'Logotipo removido: os laudos voltam a levar a marca do Ponto.',
  );
  await expect(section.getByText('Sem logotipo: os laudos levam a marca do Ponto.')).toBeVisible();
});
