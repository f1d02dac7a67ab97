// Running exams on a virtual Flow reader (the reader simulator plays the device).
// - A whole exam from the wizard to 'report ready': start links after saving, reader choice, live step bars,
//   instructions, timeline, rating.
// - The capsule comes out early → the user sends the exam to recollect → /recoleta lists it → /refazer starts
//   it again with the old capsule kept.
// - Cancel with its confirmation.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import {
  accessToken,
  adultUpToExams,
  next,
  randomCpf,
  select,
  signInAt,
  stepHeading,
} from './new-exam-helpers.ts';
import { type Simulator, startSimulator } from './readers-simulator.ts';

const workplace = demoWorkplaces.clinic;
const cnpj = workplace.cnpj.replace(/\D/g, '');
/** HbA1c (exam 6, Flow): the clinic's valid demo lot. */
const lot = 'HBA106006001';

let simulator: Simulator | undefined;
let scenarioDir: string | undefined;

// Provisioning gives a workplace the same virtual reader code every time: an exam a failed test left running
// would hold that reader for the next test. Whatever is still running is cancelled.
test.afterEach(async ({ page }) => {
  const id = /\/exame\/([0-9a-f-]{36})|exame=([0-9a-f-]{36})/.exec(page.url());
  const examId = id?.[1] ?? id?.[2];
  if (examId) {
    const headers = { Authorization: `Bearer ${await accessToken(page).catch(() => '')}`, cnpj };
    const detail = await page.request.get(`/exam-requests/${examId}`, { headers });
    if (detail.ok() && ((await detail.json()) as { running: boolean }).running)
      await page.request.post(`/exam-requests/${examId}/cancel`, { headers });
  }
  await simulator?.stop();
  simulator = undefined;
  if (scenarioDir) rmSync(scenarioDir, { recursive: true, force: true });
});

async function runReader(baseURL: string, exam: Record<string, unknown>, speed = 30): Promise<string> {
  scenarioDir = mkdtempSync(join(tmpdir(), 'ponto-scenario-'));
  const scenario = join(scenarioDir, 'scenario.json');
  // Calibration validity is simulated time: at this speed the default day would be under the hour of
  // validity the portal asks for (§4), so the reader gets a month.
  writeFileSync(
    scenario,
    JSON.stringify({ device: { calibrationValidityMs: 30 * 86_400_000 }, exam: { lot, ...exam } }),
  );
  simulator = await startSimulator({ baseURL, cnpj, family: 'Flow', speed, args: ['--scenario', scenario] });
  return simulator.codes[0]!;
}

/** Through the wizard for an adult with HbA1c, saved; answers on the confirmation. */
async function registerHbA1c(page: Page, name: string): Promise<void> {
  await page.goto('/novo-exame');
  // The wizard keeps the last saved pre-exam on screen (patient flow state) until 'Novo exame'.
  const fresh = page.getByRole('button', { name: 'Novo exame', exact: true });
  await expect(page.getByRole('textbox', { name: 'Número do documento' }).or(fresh)).toBeVisible();
  if (await fresh.isVisible()) await fresh.click();
  await adultUpToExams(page, randomCpf(), name);
  await page.getByRole('checkbox', { name: /^Hemoglobina glicada/ }).check();
  await next(page);
  await expect(stepHeading(page, 'Etapa 6: Procedimento')).toBeVisible();
  await next(page);
  await expect(stepHeading(page, 'Etapa 7: Questionário')).toBeVisible();
  await next(page);
  await select(page, 'Forma de pagamento').selectOption('cash');
  await next(page);
  await page.getByRole('button', { name: 'Salvar pré-cadastro' }).click();
  await expect(page.getByText('Pré-cadastro salvo')).toBeVisible();
}

async function chooseReaderAndStart(page: Page, code: string): Promise<void> {
  const reader = page.getByRole('combobox', { name: 'Leitor' });
  if (!(await reader.inputValue()).startsWith(code)) {
    await reader.click();
    await page.getByRole('option', { name: new RegExp(`^${code}`) }).click();
  }
  await expect(reader).toHaveValue(new RegExp(`^${code} · Disponível`));
  await page.getByRole('button', { name: 'Iniciar exame' }).click();
}

test('a whole exam on a virtual Flow reader, from the wizard to the report', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const code = await runReader(baseURL!, {});
  await signInAt(page, demoUsers.active, workplace);
  await registerHbA1c(page, 'Helena Glicada');

  await page.getByRole('link', { name: 'Iniciar Hemoglobina glicada' }).click();
  await expect(page).toHaveURL(/\/exame\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hemoglobina glicada' })).toBeVisible();
  await expect(page.getByText('Paciente: Helena Glicada')).toBeVisible();
  await expectNoAxeViolations(page);

  await chooseReaderAndStart(page, code);

  // Live from the reader: NFC read, capsule, the bars, then the report.
  await expect(page.getByText('Cápsula lida (NFC)')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: /^Leitura: / })).toBeVisible();
  await expect(page.getByText('Pronto', { exact: true })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText('Laudo pronto', { exact: true })).toHaveCount(2); // the step and the timeline
  await expect(page.getByRole('progressbar', { name: 'Leitura: concluída' })).toBeVisible();
  // What the reader measured, joined from its result parts, against the catalogue's reference.
  await expect(
    page
      .getByRole('table', { name: 'Resultado por analito' })
      .getByRole('row', { name: 'HbA1c 5,4 % 4,0 – 5,6 % Sim' }),
  ).toBeVisible();
  await expect(page.getByText(/^Resultado do leitor em /)).toBeVisible();
  await expectNoAxeViolations(page);

  // Rate it; the rating stays after a reload (the server keeps it).
  // Mantine's Rating draws the stars as the labels of visually hidden radios: a person clicks the label.
  const fiveStars = await page.getByRole('radio', { name: '5 estrelas' }).getAttribute('id');
  await page.locator(`label[for="${fiveStars}"]`).click();
  await expect(page.getByText('Avaliação registrada: 5 de 5.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Avaliação registrada: 5 de 5.')).toBeVisible();
  await expect(page.getByText('Exame avaliado')).toBeVisible();
});

test('capsule removed early → recollect → redo with the old capsule kept', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const code = await runReader(baseURL!, { removeEarlyAt: 'reading', removeAfterMs: null });
  await signInAt(page, demoUsers.active, workplace);
  await registerHbA1c(page, 'Rita Recoleta');
  await page.getByRole('link', { name: 'Iniciar Hemoglobina glicada' }).click();
  await chooseReaderAndStart(page, code);

  // The reader reports the early removal: the user chooses.
  const decision = page.getByRole('button', { name: 'Enviar para recoleta' });
  await expect(decision).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('button', { name: 'Continuar o exame' })).toBeVisible();
  await expectNoAxeViolations(page);
  await decision.click();
  await expect(page.getByText('Aguardando recoleta', { exact: true })).toBeVisible();
  await expect(page.getByText('Recoleta solicitada')).toBeVisible();

  await page.goto('/recoleta');
  const row = page.getByRole('row').filter({ hasText: 'Rita Recoleta' });
  await expect(row).toContainText('Hemoglobina glicada');
  await expectNoAxeViolations(page);
  await row.getByRole('link', { name: 'Refazer o exame de Rita Recoleta' }).click();
  await expect(page).toHaveURL(/\/refazer\?exame=/);
  await expect(page.getByRole('heading', { name: 'Iniciar a recoleta' })).toBeVisible();
  await expect(page.getByText(/^Cápsula da primeira tentativa: /)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a capsule already used: refused at the NFC read, naming the patient who used it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // Every exam on this reader reads the same capsule.
  const capsuleCode = `CP${Date.now().toString().slice(-10)}`;
  const code = await runReader(baseURL!, { capsuleCode, insertAfterMs: null });
  await signInAt(page, demoUsers.active, workplace);
  await registerHbA1c(page, 'Paula Primeira');
  await page.getByRole('link', { name: 'Iniciar Hemoglobina glicada' }).click();
  await chooseReaderAndStart(page, code);
  // The first exam claims the capsule at its NFC read; it is then cancelled (the capsule stays spent).
  await expect(page.getByText('Cápsula lida (NFC)')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Cancelar exame' }).click();
  await page
    .getByRole('dialog', { name: 'Cancelar este exame?' })
    .getByRole('button', { name: 'Cancelar exame' })
    .click();
  await expect(page.getByText('Cancelado', { exact: true })).toBeVisible();

  await registerHbA1c(page, 'Sergio Segundo');
  await page.getByRole('link', { name: 'Iniciar Hemoglobina glicada' }).click();
  await chooseReaderAndStart(page, code);
  const refusal = page.getByRole('alert').filter({ hasText: 'Cápsula já utilizada' });
  await expect(refusal).toContainText('Paula Primeira', { timeout: 60_000 });
  // Nothing was consumed: the exam still waits for a test and can start again with another capsule.
  await expect(page.getByText('Aguardando teste', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar exame' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('cancel an exam with its confirmation', { tag: '@tablet' }, async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  // The user never reads the capsule: the exam waits for the NFC tag until it is cancelled.
  const code = await runReader(baseURL!, { nfcAfterMs: null });
  await signInAt(page, demoUsers.active, workplace);
  await registerHbA1c(page, 'Carlos Cancela');
  await page.getByRole('link', { name: 'Iniciar Hemoglobina glicada' }).click();
  await chooseReaderAndStart(page, code);
  await expect(page.getByText('Exame iniciado no leitor')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Cancelar exame' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar este exame?' });
  await expect(dialog).toContainText('os consumíveis do kit não podem ser reutilizados');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Não cancelar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Cancelar exame' }).click();
  await dialog.getByRole('button', { name: 'Cancelar exame' }).click();
  await expect(page.getByText('Cancelado', { exact: true })).toBeVisible();
  await expect(page.getByText('Exame cancelado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar exame' })).toBeHidden();
});
