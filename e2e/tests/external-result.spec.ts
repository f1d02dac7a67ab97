// External exam result entry (§2 /novo-exame-externo, /external-test; §3 Result): the exams waiting for
// their test are listed and searched; a quantitative result is typed with a comma, a bad value is named at
// its field by the server, and the exam page then shows the result with its reference; a qualitative result
// is chosen by keyboard from the protocol table's 'Add result'.
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { accessToken, createPreExam, signInAt, tabTo } from './new-exam-helpers.ts';

const workplace = demoWorkplaces.clinic;
const HBA1C = 6;
const HBSAG = 4;

async function apiHeaders(page: Parameters<typeof accessToken>[0]) {
  return { Authorization: `Bearer ${await accessToken(page)}`, cnpj: workplace.cnpj.replace(/\D/g, '') };
}

test('type a quantitative result from the waiting list', { tag: '@tablet' }, async ({ page }) => {
  await signInAt(page, demoUsers.active, workplace);
  const { protocolNumber, examRequestId } = await createPreExam(
    page.request,
    await apiHeaders(page),
    { fullName: 'Heloísa Externa', sex: 'female', birthDate: '1982-04-05' },
    HBA1C,
  );

  await page.goto('/novo-exame-externo');
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado de exame externo' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar por paciente ou protocolo' }).fill(protocolNumber);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const enter = page.getByRole('link', {
    name: 'Digitar resultado de Hemoglobina glicada de Heloísa Externa',
  });
  await expect(enter).toBeVisible();
  await expectNoAxeViolations(page);
  await enter.click();

  await expect(page).toHaveURL(new RegExp(`/novo-exame-externo\\?exame=${examRequestId}$`));
  await expect(page.getByRole('heading', { name: 'Resultado de Hemoglobina glicada' })).toBeVisible();
  const value = page.getByRole('textbox', { name: 'HbA1c (%)' });
  await expect(page.getByText('Referência: 4,0 – 5,6 %')).toBeVisible();
  const save = page.getByRole('button', { name: 'Salvar resultado' });

  // Nothing typed: named at the field before any call.
  await save.click();
  await expect(page.getByText('Campo obrigatório')).toBeVisible();
  // A word is refused by the server at that field; the note typed stays.
  await value.fill('alto');
  await page.getByRole('textbox', { name: 'Observação' }).fill('Amostra capilar');
  await save.click();
  await expect(page.getByText('Informe um número, como 5,4')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Observação' })).toHaveValue('Amostra capilar');
  await expectNoAxeViolations(page);

  await value.fill('6,25');
  await save.click();
  await expect(page).toHaveURL(new RegExp(`/exame/${examRequestId}$`));
  await expect(page.getByText('Pronto', { exact: true })).toBeVisible();
  const results = page.getByRole('table', { name: 'Resultado por analito' });
  await expect(results.getByRole('row', { name: 'HbA1c 6,25 % 4,0 – 5,6 % Sim' })).toBeVisible();
  await expect(page.getByText('Observação: Amostra capilar')).toBeVisible();
  await expect(page.getByText('Resultado digitado', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Entered once: it no longer waits, and its entry page says so.
  await page.goto(`/novo-exame-externo?exame=${examRequestId}`);
  await expect(page.getByText('Este exame não está aguardando teste')).toBeVisible();
});

test('choose a qualitative result by keyboard from the protocol table', async ({ page }) => {
  await signInAt(page, demoUsers.active, workplace);
  const { protocolNumber, examRequestId } = await createPreExam(
    page.request,
    await apiHeaders(page),
    { fullName: 'Caio Reagente', sex: 'male', birthDate: '1975-09-10' },
    HBSAG,
  );
  await page.goto('/medical-protocol');
  const search = page.getByRole('textbox', { name: 'Buscar' });
  await search.fill(protocolNumber);
  await search.press('Enter');
  const add = page.getByRole('link', { name: 'Digitar resultado de Hepatite B (HBsAg) de Caio Reagente' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/novo-exame-externo\\?exame=${examRequestId}$`));

  const positive = page.getByRole('radio', { name: 'Positivo' });
  await tabTo(page, page.getByRole('radio', { name: 'Negativo' }));
  await page.keyboard.press('ArrowRight');
  await expect(positive).toBeChecked();
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole('button', { name: 'Salvar resultado' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/exame/${examRequestId}$`));
  await expect(
    page
      .getByRole('table', { name: 'Resultado por analito' })
      .getByRole('row', { name: 'HBsAg Positivo — Sim' }),
  ).toBeVisible();

  // The home exams tab lists it with its state and opens it.
  await page.goto('/home?switchTab=exams');
  const open = page.getByRole('link', { name: 'Abrir Hepatite B (HBsAg) de Caio Reagente' });
  await expect(page.getByRole('row').filter({ has: open })).toContainText('Pronto');
  await expectNoAxeViolations(page);
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/exame/${examRequestId}$`));

  // /external-test is the same screen for a signed-in user.
  await page.goto('/external-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado de exame externo' })).toBeVisible();
});
