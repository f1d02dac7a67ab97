// Critical values: a manager sets the clinic's own critical range in Settings; a result typed
// out of it alerts the open page live, and the exam shows the value flagged.
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { acknowledgeNotice } from './critical-notice-helpers.ts';
import { accessToken, createPreExam, signInAt } from './new-exam-helpers.ts';

const workplace = demoWorkplaces.clinic;
const HBA1C = 6;

test('a result out of the workplace’s critical range alerts live and is flagged', { tag: '@tablet' }, async ({
  page,
}) => {
  await signInAt(page, demoUsers.manager, workplace);
  await page.getByRole('navigation').getByRole('link', { name: 'Configurações' }).click();
  const section = page.getByRole('region', { name: 'Valores críticos' });
  const row = section.getByRole('row', { name: /^HbA1c \(%\)/ });
  await expect(row).toContainText('— – 14');
  const lower = row.getByRole('textbox', { name: 'Mínimo crítico de HbA1c' });
  const upper = row.getByRole('textbox', { name: 'Máximo crítico de HbA1c' });

  // An inverted range is refused at the field; what was typed stays.
  await lower.fill('12');
  await upper.fill('10');
  await row.getByRole('button', { name: 'Salvar' }).click();
  await expect(row.getByText('O limite inferior precisa ser menor que o superior')).toBeVisible();
  await expect(lower).toHaveValue('12');
  await lower.fill('');
  await row.getByRole('button', { name: 'Salvar' }).click();
  await expect(row.getByRole('status')).toHaveText('Faixa salva.');
  await expectNoAxeViolations(page);

  let acknowledgeLater: (() => Promise<void>) | undefined;
  try {
    const headers = {
      Authorization: `Bearer ${await accessToken(page)}`,
      cnpj: workplace.cnpj.replace(/\D/g, ''),
    };
    const patient = `Critica ${[...Date.now().toString(36)].map((c) => String.fromCharCode(97 + (Number.parseInt(c, 36) % 26))).join('')}`;
    const { examRequestId, protocolNumber } = await createPreExam(
      page.request,
      headers,
      { fullName: patient, sex: 'male', birthDate: '1959-09-09' },
      HBA1C,
    );
    const typed = await page.request.post(`/exam-requests/${examRequestId}/results`, {
      headers,
      data: { analytes: [{ code: 'HBA1C', value: '12.4' }] },
    });
    expect(typed.status(), await typed.text()).toBe(200);
    acknowledgeLater = () => acknowledgeNotice(page.request, headers, examRequestId);

    // The page was not reloaded: the alert came live, and stays until dismissed. Its own alert: journeys
    // running beside this one may raise critical values in the same workplace.
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Resultado com valor crítico' })
      .filter({ hasText: patient });
    await expect(alert).toContainText(`${patient} · protocolo ${protocolNumber}: HbA1c 12,4 %`);
    await expectNoAxeViolations(page);
    await alert.getByRole('link', { name: 'Abrir o exame' }).click();
    await expect(page).toHaveURL(new RegExp(`/exame/${examRequestId}$`));
    await expect(
      page
        .getByRole('table', { name: 'Resultado por analito' })
        .getByRole('row', { name: /^HbA1c 12,4 % Valor crítico/ }),
    ).toBeVisible();
    await alert.getByRole('button', { name: 'Dispensar o alerta' }).click();
    await expect(alert).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    // The critical value waits in the clinic's list until acknowledged: the journeys that follow would be
    // greeted by it.
    await acknowledgeLater?.();
    // The clinic goes back to the catalogue's range for the journeys that follow.
    await page.goto('/configuracoes');
    await upper.fill('');
    await lower.fill('');
    await row.getByRole('button', { name: 'Salvar' }).click();
    await expect(row.getByRole('status')).toHaveText('Faixa do catálogo em uso.');
  }
});
