// /agenda, Drive-thru tab (docs/agenda.md, "Drive-thru day view and places"): a manager sees tomorrow's times
// of the drugstore's two lanes, adds a place (refused at its fields first), and turns it off, after which its
// table leaves the day view.
import type { Page } from '@playwright/test';
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { signInAt } from './new-exam-helpers.ts';

/** Tomorrow on the browser's calendar (its time zone may not be this process's). */
const browserTomorrow = (page: Page) =>
  page.evaluate(() => {
    const d = new Date(Date.now() + 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  });

test('a manager reads a drive-thru day and adds, fixes and turns off a place', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAt(page, demoUsers.manager, demoWorkplaces.drugstore);
  await page.goto('/agenda');
  // The tabs by keyboard: arrows move between them.
  await page.getByRole('tab', { name: 'Agenda' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Drive-thru' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]aba=drive-thru/);

  await page.getByRole('button', { name: 'Próximo dia' }).click();
  await expect(page.getByLabel('Dia', { exact: true })).toHaveValue(await browserTomorrow(page));
  const lane1 = page.getByRole('region', { name: /^Horários de Drive-thru 1 em / });
  const lane2 = page.getByRole('region', { name: /^Horários de Drive-thru 2 em / });
  // Each lane offers a time every 10 minutes from opening until the last one that ends by closing.
  await expect(lane1.getByRole('rowheader', { name: '07:00', exact: true })).toBeVisible();
  await expect(lane1.getByRole('rowheader', { name: '21:50', exact: true })).toBeAttached();
  await expect(lane2.getByRole('rowheader', { name: '08:00', exact: true })).toBeVisible();
  await expect(lane2.getByRole('rowheader', { name: '17:50', exact: true })).toBeAttached();
  await expect(lane2.getByRole('rowheader', { name: '18:00', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // By keyboard: only the taken times (none, or a few another journey took), then all again.
  const onlyTaken = page.getByRole('switch', { name: 'Mostrar só ocupados' });
  await onlyTaken.focus();
  await page.keyboard.press('Space');
  await expect(onlyTaken).toBeChecked();
  await expect(page.getByText('Livre', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(page.getByText('Livre', { exact: true }).first()).toBeVisible();

  // A new place: closing before opening is refused at closing, then a taken name at the name.
  const places = page.getByRole('region', { name: 'Locais do drive-thru' });
  await places.getByRole('button', { name: 'Adicionar local' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo local de drive-thru' });
  await dialog.getByRole('textbox', { name: 'Nome' }).fill('Drive-thru 1');
  await dialog.getByLabel('Abre às').fill('18:00');
  await dialog.getByLabel('Fecha às').fill('08:00');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByLabel('Fecha às')).toHaveAccessibleDescription(
    'O fechamento deve ser depois da abertura',
  );
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Fecha às').fill('20:00');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription(
    'Já existe um local com este nome',
  );
  const name = `Faixa ${Math.random().toString(36).slice(2, 8)}`;
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(name);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  const row = places.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row).toContainText('18:00–20:00');
  await expect(row.getByText('Ativo', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();

  // Turned off (asked first): shown as inactive, and its table leaves the day view.
  await row.getByRole('button', { name: `Editar o local ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar local de drive-thru' });
  const active = edit.getByRole('switch', { name: 'Ativo' });
  await expect(active).toBeChecked();
  await active.focus();
  await page.keyboard.press('Space');
  await expect(active).not.toBeChecked();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit.getByText(`${name} deixará de oferecer horários`)).toBeVisible();
  await expectNoAxeViolations(page);
  await edit.getByRole('button', { name: 'Desativar local' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByText('Inativo', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: 'Drive-thru 1', exact: true })).toBeVisible();
});

test('the drive-thru day on a tablet', { tag: '@tablet' }, async ({ page }) => {
  await signInAt(page, demoUsers.manager, demoWorkplaces.drugstore);
  await page.goto('/agenda');
  await page.getByRole('tab', { name: 'Drive-thru' }).click();
  await expect(
    page
      .getByRole('region', { name: /^Horários de Drive-thru 1 em / })
      .getByRole('columnheader', { name: 'Protocolo' }),
  ).toBeAttached();
  await expect(page.getByRole('region', { name: 'Locais do drive-thru' })).toBeVisible();
  await expectNoAxeViolations(page);
});
