// Quality (/qualidade; docs/quality.md): the manager sees the demo QC reader's internal-control
// schedule (HbA1c current, Covid antigen overdue), the Levey-Jennings chart of the A1CN series with its
// 2-2s point, turns the QC lockout on (asked first), lets one exam through with a recorded override (a short
// reason is refused at the field), turns the lockout off; uploads, downloads and deletes a permit document.
import type { Page } from '@playwright/test';
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { accessToken, signInAt } from './new-exam-helpers.ts';

const workplace = demoWorkplaces.drugstore;
const cnpj = workplace.cnpj.replace(/\D/g, '');

/**
 * Whatever happens, the drugstore's lockout ends off: the other journeys run patient exams there. Only the
 * journey that turns it on turns it off: the other tests of this file run beside it on the other worker.
 */
async function lockoutOff(page: Page) {
  const token = await accessToken(page).catch(() => '');
  if (token)
    await page.request.put('/quality/lockout', {
      headers: { Authorization: `Bearer ${token}`, cnpj },
      data: { enabled: false },
    });
}

const qcRow = (page: Page, exam: string) =>
  page.getByRole('row').filter({ hasText: 'FLW-QC-DEMO' }).filter({ hasText: exam });

test('internal control: schedule, Levey-Jennings, lockout and a recorded override', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAt(page, demoUsers.manager, workplace);
  await page.goto('/qualidade');
  await expect(page.getByRole('heading', { level: 2, name: 'Controle interno agora' })).toBeVisible();
  await expect(page.getByText('vencidos', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Controle interno', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Controle interno da qualidade' })).toBeVisible();

  await expect(qcRow(page, 'Hemoglobina glicada').getByText(/^Em dia até /)).toBeVisible();
  await expect(qcRow(page, 'Covid-19 Antígeno').getByText(/^Vencido em /)).toBeVisible();

  // The chart of the demo series (other journeys may have charted newer ones): one point flagged 2-2s.
  await page.getByRole('combobox', { name: 'Material e lote' }).click();
  await page.getByRole('option', { name: /A1CN · lote CTLA1C01/ }).click();
  const chart = page.getByRole('img', { name: /pontos, média 5,5, DP 0,15/ });
  await expect(chart).toBeVisible();
  await page.getByText('Ver os valores').click();
  await expect(page.getByRole('row').filter({ hasText: '2-2s' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Lockout on, asked first: the overdue pair is locked for patients.
  try {
    await lockoutOnOverrideAndOff(page);
  } finally {
    await lockoutOff(page);
  }
});

async function lockoutOnOverrideAndOff(page: Page) {
  await page.getByRole('switch', { name: /Bloquear exames de pacientes/ }).click();
  const turnOn = page.getByRole('dialog', { name: 'Ligar o bloqueio?' });
  await expectNoAxeViolations(page);
  await turnOn.getByRole('button', { name: 'Ligar bloqueio' }).click();
  await expect(turnOn).toBeHidden();
  const covid = qcRow(page, 'Covid-19 Antígeno');
  await expect(covid.getByText('Bloqueados')).toBeVisible();
  await expect(qcRow(page, 'Hemoglobina glicada').getByText('Liberados')).toBeVisible();

  // One exam through, with a reason: too short first.
  await covid.getByRole('button', { name: /^Liberar 1 exame no leitor FLW-QC-DEMO/ }).click();
  const override = page.getByRole('dialog', { name: 'Liberar um exame de paciente' });
  await override.getByRole('textbox', { name: 'Motivo' }).fill('ok');
  await override.getByRole('button', { name: 'Liberar', exact: true }).click();
  await expect(override.getByText('Escreva o motivo com pelo menos 5 caracteres')).toBeVisible();
  await expectNoAxeViolations(page);
  const reason = `Controle enviado ao provedor ${Date.now()}`;
  await override.getByRole('textbox', { name: 'Motivo' }).fill(reason);
  await override.getByRole('button', { name: 'Liberar', exact: true }).click();
  await expect(override).toBeHidden();
  await expect(covid.getByText(/^Liberação de Elisa Gerente para 1 exame$/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: reason })).toContainText('Aguardando o próximo exame');

  // Lockout off again, asked first.
  await page.getByRole('switch', { name: /Bloquear exames de pacientes/ }).click();
  await page
    .getByRole('dialog', { name: 'Desligar o bloqueio?' })
    .getByRole('button', { name: 'Desligar bloqueio' })
    .click();
  await expect(page.getByRole('switch', { name: /Bloquear exames de pacientes/ })).not.toBeChecked();
}

test('permit documents: upload, download, open from a drive link and delete', async ({ page }) => {
  await signInAt(page, demoUsers.manager, workplace);
  await page.goto('/qualidade/funcionamento');
  await expect(page.getByRole('heading', { level: 1, name: 'Alvará de funcionamento' })).toBeVisible();
  const name = `alvara-${Date.now()}.pdf`;
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% alvará de funcionamento\n%%EOF\n'),
  });
  await expect(page.getByText(`"${name}" enviado.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Elisa Gerente');
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Baixar ${name}` }).click();
  expect((await download).suggestedFilename()).toBe(name);

  // Something that is not a document is refused with its message.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'programa.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ not a pdf at all'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Arquivo não aceito' })).toBeVisible();

  // The same folder in the drive: a link with the document's name puts it and its download up front.
  await page.goto(`/qualidade/drive/permits/${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos da qualidade' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Documentos de funcionamento' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const linked = page.getByRole('region', { name: `Documento indicado: ${name}` });
  const again = page.waitForEvent('download');
  await linked.getByRole('button', { name: `Baixar ${name}` }).click();
  expect((await again).suggestedFilename()).toBe(name);
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Excluir ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir documento?' });
  await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('quality pages on a tablet', { tag: '@tablet' }, async ({ page }) => {
  await signInAt(page, demoUsers.manager, workplace);
  await page.goto('/qualidade/ciq');
  await expect(qcRow(page, 'Hemoglobina glicada').getByText(/^Em dia até /)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/qualidade/drive/quality');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos da qualidade' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/qualidade/ceq');
  await expect(page.getByRole('row').filter({ hasText: 'EP-A1CR90000001' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/qualidade/controllab');
  await expect(page.getByRole('alert').filter({ hasText: 'Entre no modo amostra-controle' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar no modo amostra-controle' })).toHaveAttribute(
    'href',
    '/qualidade',
  );
  // The workplace's own EP results are there without the mode, round by round (the control-sample journey
  // may have added this month's round before this one).
  await expect(page.getByRole('heading', { level: 3, name: /^Rodada R\d{4}-\d{2}/ }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'EP-A1CR90000001' })).toContainText('Adequado');
  await expectNoAxeViolations(page);
});
