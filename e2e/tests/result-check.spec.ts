// Result double-check (§4 local analysis, §6): at the drugstore the lab analyst keeps /temp-results open;
// a result read meanwhile appears on its own (live INSERT), and once released it leaves the list (DELETE).
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { accessToken, createPreExam, signInAt } from './new-exam-helpers.ts';

const workplace = demoWorkplaces.drugstore;
const HBA1C = 6;

test('a result read while the list is open appears live, and leaves it once released', {
  tag: '@tablet',
}, async ({ page }) => {
  await signInAt(page, demoUsers.labAnalyst, workplace);
  const headers = {
    Authorization: `Bearer ${await accessToken(page)}`,
    cnpj: workplace.cnpj.replace(/\D/g, ''),
  };
  // A name of letters only (§5), new for each run.
  const patient = `Conferida ${[...Date.now().toString(36)].map((c) => String.fromCharCode(97 + (parseInt(c, 36) % 26))).join('')}`;
  const { examRequestId } = await createPreExam(
    page.request,
    headers,
    { fullName: patient, sex: 'female', birthDate: '1971-05-06' },
    HBA1C,
  );

  await page.getByRole('navigation').getByRole('link', { name: 'Conferência de resultados' }).click();
  await expect(page).toHaveURL(/\/temp-results$/);
  await expect(page.getByRole('heading', { name: 'Conferência de resultados', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /conferência\.$/ })).toBeVisible();
  const check = page.getByRole('link', { name: `Conferir e liberar Hemoglobina glicada de ${patient}` });
  await expect(check).toHaveCount(0);

  // The result is typed elsewhere; this page is not reloaded.
  const typed = await page.request.post(`/exam-requests/${examRequestId}/results`, {
    headers,
    data: { analytes: [{ code: 'HBA1C', value: '7.2' }] },
  });
  expect(typed.status(), await typed.text()).toBe(200);
  await expect(check).toBeVisible();
  const row = page.getByRole('row').filter({ has: check });
  await expect(row).toContainText('7,2 %');
  await expectNoAxeViolations(page);

  await check.click();
  await expect(page).toHaveURL(new RegExp(`/exame/${examRequestId}$`));
  await page.getByRole('button', { name: 'Liberar resultado' }).click();
  await page
    .getByRole('dialog', { name: 'Liberar este resultado?' })
    .getByRole('button', { name: 'Liberar', exact: true })
    .click();
  await expect(page.getByText(/^Resultado liberado em /)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/temp-results$/);
  await expect(page.getByRole('heading', { name: 'Conferência de resultados', level: 1 })).toBeVisible();
  await expect(check).toHaveCount(0);
});
