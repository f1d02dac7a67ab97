// Capsule nullification (/anular, §2 §4 §8): typed code and lot, confirmation, success; the same capsule
// again → the 'already nullified' modal; an unknown lot and a malformed code are named at their fields;
// a capsule used by an exam cannot be nullified. The camera refused shows the §8 camera error.
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { signInAt } from './new-exam-helpers.ts';

const workplace = demoWorkplaces.clinic;
/** Covid-19 antigen, the clinic's valid demo lot (seed: code prefix, lot A, leaflet 101, serial 1001). */
const lot = 'COA101001001';

test('nullify a capsule by its typed code, then again', { tag: '@tablet' }, async ({ page }) => {
  const code = `CP${Date.now().toString().slice(-10)}`;
  await signInAt(page, demoUsers.active, workplace);
  await page.goto('/anular');
  await expect(page.getByRole('heading', { level: 1, name: 'Anular cápsula' })).toBeVisible();
  await expectNoAxeViolations(page);
  const capsule = page.getByRole('textbox', { name: 'Código da cápsula' });
  const lotField = page.getByRole('textbox', { name: 'Lote' });
  const submit = page.getByRole('button', { name: 'Anular cápsula' });

  // Checked before sending: a malformed code, an empty lot.
  await capsule.fill('CP 1;X');
  await submit.click();
  await expect(page.getByText('Valor inválido')).toBeVisible();
  await expect(page.getByText('Campo obrigatório')).toBeVisible();

  // A lot the workplace does not have: named by the server at the lot.
  await capsule.fill(code);
  await lotField.fill('NOLOT123');
  await lotField.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Anular esta cápsula?' });
  await confirm.getByRole('button', { name: 'Anular', exact: true }).click();
  await expect(page.getByText('Lote inválido')).toBeVisible();
  await expect(lotField).toHaveAttribute('aria-invalid', 'true');

  // The real lot: confirmation (irreversible), then done.
  await lotField.fill(lot);
  await lotField.press('Enter');
  await expect(confirm).toContainText(`A cápsula ${code} do lote ${lot} não poderá mais ser usada`);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Anular', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cápsula anulada' })).toContainText(
    'Covid-19 Antígeno',
  );
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('Digitada');

  // Again: the §8 'already nullified' modal.
  await capsule.fill(code);
  await lotField.fill(lot);
  await submit.click();
  await confirm.getByRole('button', { name: 'Anular', exact: true }).click();
  const already = page.getByRole('dialog', { name: 'Cápsula já anulada' });
  await expect(already).toContainText('Esta cápsula já foi anulada e não será cobrada.');
  await expectNoAxeViolations(page);
  await already.getByRole('button', { name: 'Entendi' }).click();
  await expect(already).toBeHidden();

  // The camera refused (no permission in this context): the §8 camera error.
  await page.getByRole('button', { name: 'Ler com a câmera' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Acesso à câmera não permitido' })).toBeVisible();
});
