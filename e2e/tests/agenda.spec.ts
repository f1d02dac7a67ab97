// Agenda (/agenda, §2; docs/agenda.md): a booking made in the month view shows on its day, opens
// in the day view, is edited and deleted (asked first); a booking in the past is refused at its field.
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { signInAt } from './new-exam-helpers.ts';

const pad = (n: number) => String(n).padStart(2, '0');

test('book, see, edit and delete a patient in the agenda', { tag: '@tablet' }, async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signInAt(page, demoUsers.active, demoWorkplaces.clinic);
  await page.goto('/agenda');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Mês' })).toBeChecked();
  await expectNoAxeViolations(page);

  // Days as the browser counts them (its time zone may not be this process's). Tomorrow, so the booking is
  // in the future whatever the hour; both projects share one portal.
  const browserDay = await page.evaluate(() =>
    [0, 1, -1].map((days) => {
      const d = new Date(Date.now() + days * 86_400_000);
      return { y: d.getFullYear(), m: d.getMonth(), d: d.getDate() };
    }),
  );
  const dayOf = (i: number) => {
    const { y, m, d } = browserDay[i]!;
    return `${y}-${pad(m + 1)}-${pad(d)}`;
  };
  const name = `Paciente ${testInfo.project.name === 'tablet' ? 'Tablet' : 'Desktop'} Agenda`;

  await page.getByRole('button', { name: 'Novo agendamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
  // Yesterday is past: refused at the time field.
  await dialog.getByLabel('Data').fill(dayOf(2));
  await dialog.getByLabel('Horário').fill('09:30');
  await dialog.getByRole('textbox', { name: 'Nome do paciente' }).fill(name);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Escolha um horário a partir de agora')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Data').fill(dayOf(1));
  await dialog.getByRole('textbox', { name: 'Local' }).fill('Baia 2');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  // In the month of tomorrow (next month on the last day of a month).
  if (browserDay[1]!.m !== browserDay[0]!.m) await page.getByRole('button', { name: 'Próximo mês' }).click();
  const chip = page.getByRole('button', { name: new RegExp(`^Agendamento às 09:30: ${name}$`) });
  await expect(chip).toBeVisible();

  // The day view of that day lists it with its place.
  await page
    .getByRole('button', { name: new RegExp(`\\b${browserDay[1]!.d} de .*agendamento.*abrir o dia`) })
    .first()
    .click();
  await expect(page.getByRole('radio', { name: 'Dia' })).toBeChecked();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Baia 2');
  await expectNoAxeViolations(page);

  // Edit: a later time; then delete, asked first.
  await row.getByRole('button', { name: `Editar o agendamento de ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar agendamento' });
  await edit.getByLabel('Horário').fill('10:15');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('10:15');

  await page.getByRole('button', { name: `Editar o agendamento de ${name}` }).click();
  await edit.getByRole('button', { name: 'Excluir agendamento' }).click();
  await expect(edit.getByText(`O agendamento de ${name} será excluído.`)).toBeVisible();
  await edit.getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  // The week view.
  // Mantine's segmented control hides its radios behind their labels: a person clicks the label.
  await page
    .locator('label')
    .filter({ hasText: /^Semana$/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: /^Semana de / })).toBeVisible();
  await expectNoAxeViolations(page);
});
