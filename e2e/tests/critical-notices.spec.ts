// Critical notices: a critical result waits in the workplace's list until someone records who was told.
// The portal greets with how many wait; the acknowledgement is made from the keyboard and moves the notice
// to the acknowledged ones with who, when and how.
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { accessToken, createPreExam, signInAt, tabTo } from './new-exam-helpers.ts';

const workplace = demoWorkplaces.clinic;
const HBA1C = 6;

/** A patient name of letters only, new on every run. */
const newPatient = () =>
  `Aviso ${[...Date.now().toString(36)].map((c) => String.fromCharCode(97 + (Number.parseInt(c, 36) % 26))).join('')}`;

test('a critical value waits in the list until it is acknowledged from the keyboard', {
  tag: '@tablet',
}, async ({ page }) => {
  // Three axe scans and a dialog typed key by key: more than the default on a busy two-core machine.
  test.setTimeout(180_000);
  await signInAt(page, demoUsers.active, workplace);
  const headers = {
    Authorization: `Bearer ${await accessToken(page)}`,
    cnpj: workplace.cnpj.replace(/\D/g, ''),
  };
  const patient = newPatient();
  const { examRequestId, protocolNumber } = await createPreExam(
    page.request,
    headers,
    { fullName: patient, sex: 'female', birthDate: '1961-03-15' },
    HBA1C,
  );
  // Above the catalogue's critical bound for HbA1c (14 %), as the critical-values journey does.
  const typed = await page.request.post(`/exam-requests/${examRequestId}/results`, {
    headers,
    data: { analytes: [{ code: 'HBA1C', value: '15.2' }] },
  });
  expect(typed.status(), await typed.text()).toBe(200);

  // Opening the portal again: the greeting says how many wait and leads to the list.
  await page.goto('/home');
  const greeting = page.getByRole('alert').filter({ hasText: 'Valores críticos aguardando' });
  await expect(greeting).toContainText(/\d+ valor(es)? crítico(s)? aguardando confirmação\./);
  const menuEntry = page.getByRole('navigation').getByRole('link', { name: /^Valores críticos/ });
  await expect(menuEntry.getByLabel(/valor(es)? crítico(s)? aguardando/)).toBeVisible();
  await expectNoAxeViolations(page);
  await greeting.getByRole('link', { name: 'Abrir os valores críticos' }).click();
  await expect(page).toHaveURL(/\/valores-criticos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Valores críticos' })).toBeVisible();
  await expect(greeting).toHaveCount(0);

  const card = page.getByRole('article', { name: patient });
  await expect(card).toContainText(`Protocolo ${protocolNumber}`);
  await expect(card).toContainText('HbA1c 15,2 %');
  await expect(card).toContainText('crítico acima de 14');

  // Keyboard only, from the list's button to the dialog's submit.
  await tabTo(page, card.getByRole('button', { name: `Confirmar o valor crítico de ${patient}` }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirmar o valor crítico' });
  await expect(dialog).toContainText(`${patient} · protocolo ${protocolNumber}: HbA1c 15,2 %`);
  await expect(dialog.getByRole('radio', { name: 'Paciente' })).toBeFocused();
  await page.keyboard.press('ArrowRight'); // Prescritor
  await expect(dialog.getByRole('radio', { name: 'Prescritor' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Dra. Helena Prado');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // Telefone, the first way
  await expect(dialog.getByRole('radio', { name: 'Telefone' })).toBeChecked();
  await expectNoAxeViolations(page);

  // Without the read-back the form names the field and sends nothing.
  await tabTo(page, dialog.getByRole('button', { name: 'Registrar a confirmação' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Confirme que a pessoa repetiu os valores')).toBeVisible();

  await tabTo(page, dialog.getByRole('checkbox', { name: 'A pessoa repetiu os valores para mim' }));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Observação (opcional)' }));
  await page.keyboard.type('Ao pronto-socorro');
  await tabTo(page, dialog.getByRole('button', { name: 'Registrar a confirmação' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'confirmado.' })).toHaveText(
    `Valor crítico de ${patient} confirmado.`,
  );
  await expect(card).toHaveCount(0);

  const acknowledgedTab = page.getByRole('tab', { name: 'Confirmados' });
  await acknowledgedTab.focus();
  await page.keyboard.press('Enter');
  await expect(acknowledgedTab).toHaveAttribute('aria-selected', 'true');
  const done = page.getByRole('article', { name: patient });
  await expect(done).toContainText(`Confirmado por:${demoUsers.active.name} em `);
  await expect(done).toContainText('Avisado:Prescritor: Dra. Helena Prado');
  await expect(done).toContainText('Como:Telefone');
  await expect(done).toContainText('Valores repetidos:confirmado');
  await expect(done).toContainText('Ao pronto-socorro');
  await expectNoAxeViolations(page);
});
