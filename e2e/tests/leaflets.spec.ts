// Leaflets and manual guides (/bulas and /manuals/guide, §2 §8 §9): a demo lot code selects its
// leaflet by the 3 digits before the last 6 — exam, instructions for use, tutorial steps and a PDF; a lot
// without those digits is a field error; an unpublished code shows LEAFLET_NOT_FOUND; the portal guides
// open from /manuals. Leaflets are read-only demo data: no other spec depends on them.
import { readFileSync } from 'node:fs';
import { demoUsers, expect, expectNoAxeViolations, loginAs, test } from '../fixtures/index.ts';

/** Proteína C reativa's valid demo lot (exam 7 → leaflet 107). */
const crpLot = 'CRA107007001';

test('a demo lot code opens its leaflet: exam, sections, tutorial steps and the PDF', {
  tag: '@tablet',
}, async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, demoUsers.active);
  await page.goto('/bulas');
  await expect(page.getByRole('heading', { level: 1, name: 'Instruções de uso' })).toBeVisible();
  // As typed from the box, in any case.
  await page.getByRole('textbox', { name: 'Código do lote' }).fill(crpLot.toLowerCase());
  await page.getByRole('button', { name: 'Buscar bula' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Proteína C reativa' })).toBeVisible();
  await expect(page).toHaveURL(/\/bulas\?lote=cra107007001$/);
  const leaflet = page.getByRole('article', { name: 'Proteína C reativa' });
  await expect(leaflet).toContainText(`Lote ${crpLot}`);
  await expect(leaflet).toContainText(/Versão: \d+\.\d+ · Publicada em: \d{2}\/\d{2}\/\d{4}/);
  for (const heading of ['Uso pretendido', 'Princípio do teste', 'Amostra', 'Procedimento', 'Armazenamento'])
    await expect(leaflet.getByRole('heading', { level: 4, name: heading })).toBeVisible();
  const steps = leaflet.getByRole('list', { name: 'Tutorial passo a passo' }).getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.first()).toContainText('Prepare');
  await expect(steps.nth(2)).toContainText('capilar da cápsula');
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('bula-107-pt-BR.pdf');
  expect(
    readFileSync((await file.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // A link with ?lote= opens a leaflet directly.
  await page.goto('/bulas?lote=COA101001001');
  await expect(page.getByRole('heading', { level: 2, name: 'Covid-19 Antígeno' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Código do lote' })).toHaveValue('COA101001001');
});

test('a lot code without a leaflet code is a field error; an unpublished leaflet says so', {
  tag: '@tablet',
}, async ({ page }) => {
  // Two axe scans on a 2-core machine.
  test.setTimeout(90_000);
  await loginAs(page, demoUsers.active);
  await page.goto('/bulas');
  const field = page.getByRole('textbox', { name: 'Código do lote' });
  const find = page.getByRole('button', { name: 'Buscar bula' });

  await find.click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Informe o número do lote')).toBeVisible();

  await field.fill('12345678');
  await find.click();
  await expect(page.getByText('Lote curto demais: ele tem pelo menos 9 caracteres.')).toBeVisible();

  await field.fill('COAB1C001001');
  await find.click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Este lote não indica uma bula/)).toBeVisible();
  await expectNoAxeViolations(page);

  await field.fill('XX999000001');
  await find.click();
  const alert = page.getByRole('alert').filter({ hasText: 'Nenhuma bula para este lote' });
  await expect(alert).toContainText('os 3 dígitos antes dos 6 últimos indicam a bula');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});

test('/manuals links to the portal guides; /manuals/guide?manuals= opens one', { tag: '@tablet' }, async ({
  page,
}) => {
  await loginAs(page, demoUsers.active);
  await page.goto('/manuals');
  await page.getByRole('link', { name: /^Guias do portal/ }).click();
  await expect(page).toHaveURL(/\/manuals\/guide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guias do portal' })).toBeVisible();
  const guides = page.getByRole('navigation', { name: 'Guias' });
  await expect(guides.getByRole('link')).toHaveCount(5);
  await expectNoAxeViolations(page);

  await guides.getByRole('link', { name: 'Liberar um laudo' }).click();
  await expect(page).toHaveURL(/\/manuals\/guide\?manuals=release-report$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Liberar um laudo' })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Liberar um laudo' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.first()).toContainText('Conferência de resultados');
  await expect(page.getByRole('link', { name: 'Abrir: Conferência de resultado' })).toHaveAttribute(
    'href',
    '/temp-results',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Todos os guias' }).click();
  await expect(page.getByRole('navigation', { name: 'Guias' })).toBeVisible();
});
