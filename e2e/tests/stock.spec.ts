// Stock (/estoque, §2 §3 §9): 'Meu estoque' flags a lot expiring within a week in yellow with the
// days left and blocks an expired one; a lot's movements; batches and their internal lot; a transfer from
// the drugstore to the clinic moves the quantity; a lot recall lists the exams run with the lot (CSV too).
// Lots used here and by no other spec: Colesterol total (exam 10) at the clinic, Glicemia (exam 9) lot A at
// the drugstore, HbA1c (exam 6) lot B at the clinic (the exam-run specs use lot A).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoUsers, demoWorkplaces, digits, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { accessToken, createPreExam, signInAt } from './new-exam-helpers.ts';
import { type Simulator, startSimulator } from './readers-simulator.ts';

/** Colesterol total's demo lots: A valid 180 days, B expiring in 4 days, C expired. */
const cholesterol = { a: 'CHA110010001', b: 'CHB110010002', c: 'CHC110010003' };
/** Glicemia's valid demo lot at the drugstore: the one transferred. */
const glucoseA = 'GLA109009001';
/** HbA1c's lot expiring within a week at the clinic (still usable): the one recalled. */
const hba1cB = 'HBB106006002';

interface LotRow {
  id: string;
  lotNumber: string;
  quantity: number;
}

/** The workplace's lot of that number, read through the API as the signed-in user. */
async function lotAt(page: Page, cnpj: string, lotNumber: string): Promise<LotRow> {
  const headers = { Authorization: `Bearer ${await accessToken(page)}`, cnpj: digits(cnpj) };
  const res = await page.request.get('/stock', { headers });
  expect(res.status(), await res.text()).toBe(200);
  const lot = ((await res.json()) as { lots: LotRow[] }).lots.find((l) => l.lotNumber === lotNumber);
  expect(lot, `lot ${lotNumber} at ${cnpj}`).toBeTruthy();
  return lot!;
}

test('my stock: a lot expiring within a week in yellow, an expired one blocked; its movements', {
  tag: '@tablet',
}, async ({ page }) => {
  // Several axe scans of long tables on a 2-core machine.
  test.setTimeout(90_000);
  await signInAt(page, demoUsers.stockViewer, demoWorkplaces.clinic);
  await page.goto('/estoque');
  await expect(page.getByRole('heading', { level: 2, name: 'Meu estoque' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Estoque por exame e lote' });
  await expect(table).toBeVisible();

  const soon = table.getByRole('row', { name: new RegExp(cholesterol.b) });
  await expect(soon).toContainText('Colesterol total');
  await expect(soon).toContainText(/Vence em [1-4] dias?|Vence hoje/);
  await expect(soon).toContainText('INT-10-B');
  const expired = table.getByRole('row', { name: new RegExp(cholesterol.c) });
  await expect(expired).toContainText('Vencido — bloqueado');
  await expect(table.getByRole('row', { name: new RegExp(cholesterol.a) })).toContainText('Válido');
  await expect(page.getByRole('table', { name: 'Total por exame' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Ver as movimentações do lote ${cholesterol.b}` }).click();
  const movements = page.getByRole('dialog', { name: `Movimentações do lote ${cholesterol.b}` });
  await expect(movements).toContainText('Colesterol total');
  await expect(movements).toContainText(/Nenhuma movimentação registrada|Movimentações do lote/);
  await expectNoAxeViolations(page);
  await movements.getByRole('button', { name: 'Fechar' }).click();
  await expect(movements).toHaveCount(0);
});

test('batches: each lot with its arrivals, found by search; its internal lot changed', {
  tag: '@tablet',
}, async ({ page }) => {
  test.setTimeout(90_000);
  await signInAt(page, demoUsers.stockViewer, demoWorkplaces.clinic);
  await page.goto('/estoque');
  await page.getByRole('tab', { name: 'Lotes e lotes internos' }).click();
  await expect(page).toHaveURL(/aba=lotes/);
  const batches = page.getByRole('table', { name: 'Lotes do fabricante, lotes internos e chegadas' });
  await expect(batches).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar lote, lote interno ou nota fiscal' }).fill('cha110');
  await expect(batches.getByRole('row')).toHaveCount(2); // the header and the one lot
  await expect(batches.getByRole('row', { name: new RegExp(cholesterol.a) })).toContainText(
    'Sem chegada registrada (estoque inicial).',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Definir o lote interno do lote ${cholesterol.a}` }).click();
  const edit = page.getByRole('dialog', { name: `Lote interno do lote ${cholesterol.a}` });
  const field = edit.getByRole('textbox', { name: 'Lote interno' });
  await field.fill('');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await field.fill('CH-10/A');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Lote interno do lote ${cholesterol.a} salvo.` }),
  ).toBeVisible();
  await expect(batches.getByRole('row', { name: new RegExp(cholesterol.a) })).toContainText('CH-10/A');
});

test('a transfer from the drugstore to the clinic moves the quantity, after confirming', {
  tag: '@tablet',
}, async ({ page }) => {
  test.setTimeout(90_000);
  await signInAt(page, demoUsers.manager, demoWorkplaces.drugstore);
  const before = await lotAt(page, demoWorkplaces.drugstore.cnpj, glucoseA);
  const clinicBefore = await lotAt(page, demoWorkplaces.clinic.cnpj, glucoseA);

  await page.goto('/estoque?aba=transferencia');
  await expect(page.getByRole('heading', { level: 2, name: 'Transferência de exames' })).toBeVisible();
  const lot = page.getByRole('combobox', { name: 'Lote' });
  const destination = page.getByRole('combobox', { name: 'Estabelecimento de destino' });
  const quantity = page.getByRole('textbox', { name: 'Quantidade' });
  // Expired lots cannot be chosen: they are blocked for use.
  await expect(lot.locator('option', { hasText: 'GLC109009003' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Checked before sending: nothing chosen, then more than the lot has.
  await page.getByRole('button', { name: 'Transferir' }).click();
  await expect(lot).toHaveAttribute('aria-invalid', 'true');
  await expect(destination).toHaveAttribute('aria-invalid', 'true');
  await lot.selectOption(before.id);
  await destination.selectOption(digits(demoWorkplaces.clinic.cnpj));
  await quantity.fill(String(before.quantity + 1));
  await page.getByRole('button', { name: 'Transferir' }).click();
  await expect(page.getByText(`O lote tem só ${before.quantity} cápsulas.`)).toBeVisible();
  await expectNoAxeViolations(page);

  await quantity.fill('3');
  await page.getByRole('button', { name: 'Transferir' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar a transferência?' });
  await expect(confirm).toContainText(
    `Transferir 3 cápsulas de Glicemia, lote ${glucoseA}, para Clínica Ponto Saúde?`,
  );
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Sim, transferir' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: `Transferência feita: 3 cápsulas do lote ${glucoseA} para Clínica Ponto Saúde.`,
    }),
  ).toBeVisible();
  const sent = page
    .getByRole('table', { name: 'Transferências enviadas e recebidas, da mais recente' })
    .getByRole('row', { name: new RegExp(glucoseA) })
    .first();
  await expect(sent).toContainText('Enviada');
  await expect(sent).toContainText('Clínica Ponto Saúde');
  await expectNoAxeViolations(page);

  // The drugstore has 3 fewer, the clinic 3 more.
  await page.getByRole('tab', { name: 'Meu estoque' }).click();
  const row = page.getByRole('row', { name: new RegExp(glucoseA) });
  await expect(row.getByRole('cell', { name: String(before.quantity - 3), exact: true })).toBeVisible();
  expect((await lotAt(page, demoWorkplaces.clinic.cnpj, glucoseA)).quantity).toBe(clinicBefore.quantity + 3);
});

let simulator: Simulator | undefined;
let scenarioDir: string | undefined;
let runningExam: { id: string; headers: Record<string, string> } | undefined;

test.afterEach(async ({ page }) => {
  // An exam left running would hold the clinic's virtual reader for the next journey.
  if (runningExam) {
    const detail = await page.request.get(`/exam-requests/${runningExam.id}`, {
      headers: runningExam.headers,
    });
    if (detail.ok() && ((await detail.json()) as { running: boolean }).running)
      await page.request.post(`/exam-requests/${runningExam.id}/cancel`, { headers: runningExam.headers });
    runningExam = undefined;
  }
  await simulator?.stop();
  simulator = undefined;
  if (scenarioDir) rmSync(scenarioDir, { recursive: true, force: true });
  scenarioDir = undefined;
});

/** Starts an HbA1c exam on a virtual reader that reads a capsule of `lot`, and cancels it once the capsule is read. */
async function examWithLot(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  lot: string,
  name: string,
) {
  const workplace = demoWorkplaces.clinic;
  const cnpj = digits(workplace.cnpj);
  scenarioDir = mkdtempSync(join(tmpdir(), 'ponto-scenario-'));
  const scenario = join(scenarioDir, 'scenario.json');
  writeFileSync(
    scenario,
    JSON.stringify({ device: { calibrationValidityMs: 30 * 86_400_000 }, exam: { lot } }),
  );
  simulator = await startSimulator({
    baseURL,
    cnpj,
    family: 'Flow',
    speed: 30,
    args: ['--scenario', scenario],
  });
  const code = simulator.codes[0]!;
  const headers = { Authorization: `Bearer ${await accessToken(page)}`, cnpj };
  const created = await createPreExam(request, headers, {
    fullName: name,
    sex: 'female',
    birthDate: '1985-03-04',
  });
  runningExam = { id: created.examRequestId, headers };
  await page.goto(`/exame/${created.examRequestId}`);
  const reader = page.getByRole('combobox', { name: 'Leitor' });
  if (!(await reader.inputValue()).startsWith(code)) {
    await reader.click();
    await page.getByRole('option', { name: new RegExp(`^${code}`) }).click();
  }
  // The simulator has just started: the reader takes a moment to connect and boot.
  await expect(reader).toHaveValue(`${code} · Disponível`, { timeout: 30_000 });
  const start = page.getByRole('button', { name: 'Iniciar exame' });
  const booting = page.getByText('Leitor iniciando');
  const nfcRead = page.getByText('Cápsula lida (NFC)');
  await start.click();
  // The capsule is claimed, and leaves the stock, at its NFC read. A reader that has just connected may still
  // be booting: the page asks to wait and try again, as a user would.
  await expect(async () => {
    if ((await booting.isVisible()) && (await start.isVisible())) await start.click({ timeout: 2_000 });
    await expect(nfcRead).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  const cancel = await request.post(`/exam-requests/${created.examRequestId}/cancel`, { headers });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  return created;
}

test('a lot recall lists the exams run with the lot, and downloads them as CSV', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signInAt(page, demoUsers.active, demoWorkplaces.clinic);
  // Letters only (a person's name): the clock's last digits spelled as letters keep runs apart.
  const tag = [...Date.now().toString().slice(-6)].map((d) => 'abcdefghij'[Number(d)]).join('');
  const patient = `Rita Recall ${tag}`;
  const exam = await examWithLot(page, request, baseURL!, hba1cB, patient);

  await page.goto('/estoque?aba=recall');
  await expect(page.getByRole('heading', { level: 2, name: 'Recall de lote' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Número do lote' });
  await page.getByRole('button', { name: 'Buscar exames' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // As typed from the box, in any case.
  await field.fill(hba1cB.toLowerCase());
  await page.getByRole('button', { name: 'Buscar exames' }).click();
  const results = page.getByRole('table', { name: `Exames feitos com o lote ${hba1cB}` });
  const row = results.getByRole('row', { name: new RegExp(exam.protocolNumber) });
  await expect(row).toContainText(patient);
  await expect(row).toContainText('Hemoglobina glicada');
  await expect(row).toContainText('Clínica Ponto Saúde');
  await expect(page.getByRole('status').filter({ hasText: /\d+ exames? encontrados?\./ })).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`recall-lote-${hba1cB}.csv`);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv).toContain('Protocolo');
  expect(csv).toContain(exam.protocolNumber);
  expect(csv).toContain(patient);

  // A lot that no exam used.
  await field.fill(cholesterol.a);
  await page.getByRole('button', { name: 'Buscar exames' }).click();
  await expect(page.getByText('Nenhum exame usou este lote nos seus estabelecimentos.')).toBeVisible();
});
