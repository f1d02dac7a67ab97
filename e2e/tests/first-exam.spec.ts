// The first exam as a newcomer meets it, on the readers `npm start` runs (the simulator's --demo set at the
// demo pace, no scenario file): Ana registers a patient at the clinic and starts HbA1c on the clinic's
// demo Flow reader, whose capsule comes from the clinic's stock; she follows it live to the result, which
// tells her who releases it; Sofia, the clinic's releaser, is told, releases it and hands over the PDF,
// whose verification page confirms it.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { adultUpToExams, next, randomCpf, select, signInAt, stepHeading } from './new-exam-helpers.ts';
import { type Simulator, startSimulator } from './readers-simulator.ts';

const clinic = demoWorkplaces.clinic;
/**
 * The clinic's demo Flow reader, as the simulator printed it: usually its first virtual Flow (-01), the next
 * serial when another journey's simulator was running or connecting that one.
 */
function clinicFlow(simulator: Simulator): string {
  const code = simulator.codes.find((c) =>
    c.startsWith(`VFLO-${clinic.cnpj.replace(/\D/g, '').slice(0, 8)}-`),
  );
  if (!code) throw new Error(`the demo set has no Flow reader at the clinic:\n${simulator.output()}`);
  return code;
}
/** The pace `npm start` runs its readers at (scripts/start.mjs). */
const DEMO_PACE = 10;

let readers: Simulator | undefined;
const consoleErrors: string[] = [];

test.beforeAll(async ({ baseURL }) => {
  // The other project's run of this journey may hold the demo readers for a few minutes (startSimulator).
  test.setTimeout(420_000);
  readers = await startSimulator({ baseURL: baseURL!, demo: true, speed: DEMO_PACE });
});
test.afterAll(async () => {
  await readers?.stop();
});

/** A new patient's document is looked up first: 'not found' is the expected answer, not a failure. */
const expectedMisses = [/\/patients\/get\/data\/v2$/];

function watchConsole(page: Page) {
  page.on('console', (message) => {
    // Chromium logs every 4xx as 'Failed to load resource' without the address: the responses below name it.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('response', (response) => {
    const miss = response.status() === 404 && expectedMisses.some((p) => p.test(response.url()));
    if (response.status() >= 400 && !miss) consoleErrors.push(`${response.status()} ${response.url()}`);
  });
}

test('first exam: sign-in → wizard → demo reader → live result → release → verified PDF', {
  tag: '@tablet',
}, async ({ page, browser }) => {
  test.setTimeout(420_000);
  watchConsole(page);
  // A name of letters only (§5), new on every run.
  const suffix = [...Date.now().toString().slice(-5)].map((d) => 'abcdefghij'[Number(d)]).join('');
  const patient = `Nova Paciente ${suffix.charAt(0).toUpperCase()}${suffix.slice(1)}`;
  await signInAt(page, demoUsers.active, clinic);
  await expectNoAxeViolations(page);

  await page.goto('/novo-exame');
  const fresh = page.getByRole('button', { name: 'Novo exame', exact: true });
  await expect(page.getByRole('textbox', { name: 'Número do documento' }).or(fresh)).toBeVisible();
  if (await fresh.isVisible()) await fresh.click();
  await adultUpToExams(page, randomCpf(), patient);
  await page.getByRole('checkbox', { name: /^Hemoglobina glicada/ }).check();
  await next(page);
  await expect(stepHeading(page, 'Etapa 6: Procedimento')).toBeVisible();
  await next(page);
  await expect(stepHeading(page, 'Etapa 7: Questionário')).toBeVisible();
  await next(page);
  await select(page, 'Forma de pagamento').selectOption('cash');
  await next(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Salvar pré-cadastro' }).click();
  await expect(page.getByText('Pré-cadastro salvo')).toBeVisible();

  await page.getByRole('link', { name: 'Iniciar Hemoglobina glicada' }).click();
  await expect(page).toHaveURL(/\/exame\/[0-9a-f-]{36}$/);
  const examPath = new URL(page.url()).pathname;
  const reader = clinicFlow(readers!);
  const choice = page.getByRole('combobox', { name: 'Leitor' });
  if (!(await choice.inputValue()).startsWith(reader)) {
    await choice.click();
    await page.getByRole('option', { name: new RegExp(`^${reader}`) }).click();
  }
  await expect(choice).toHaveValue(new RegExp(`^${reader} · Disponível`), { timeout: 60_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Iniciar exame' }).click();

  // The reader names a capsule of a lot the clinic has in stock: no 'lot not found'.
  await expect(page.getByText('Cápsula lida (NFC)')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('Lote não encontrado')).toHaveCount(0);
  await expect(page.getByText('Pronto', { exact: true })).toBeVisible({ timeout: 240_000 });
  // Ana may not release at the clinic: the page names who may, and says they were told.
  await expect(page.getByText('Aguardando liberação por Sofia Biomédica (CRBM-SP 23456).')).toBeVisible();
  await expect(page.getByText(/^Foram avisados no portal em /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Liberar resultado' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Sofia signs in on her own computer: the result waits in her count and on her list.
  const origin = new URL(page.url()).origin;
  const desk = await browser.newContext({ baseURL: origin, locale: 'pt-BR', viewport: page.viewportSize() });
  const sofia = await desk.newPage();
  watchConsole(sofia);
  await signInAt(sofia, demoUsers.clinicReleaser, clinic);
  await expect(sofia.getByRole('link', { name: /Conferência de resultados/ })).toContainText(/\d/);
  await sofia.goto('/temp-results');
  await expect(sofia.getByRole('row').filter({ hasText: patient })).toBeVisible();
  await expectNoAxeViolations(sofia);
  await sofia.goto(examPath);
  await expect(
    sofia.getByText('Este resultado aguarda a sua liberação: confira os valores e libere.'),
  ).toBeVisible();
  await sofia.getByRole('button', { name: 'Liberar resultado' }).click();
  const release = sofia.getByRole('dialog', { name: 'Liberar este resultado?' });
  await expectNoAxeViolations(sofia);
  await release.getByRole('button', { name: 'Liberar', exact: true }).click();
  await expect(sofia.getByText(/^Resultado liberado em /)).toBeVisible();

  const downloading = sofia.waitForEvent('download');
  await sofia.getByRole('button', { name: 'Abrir laudo em Português (Brasil)' }).click();
  const download = await downloading;
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(await download.path())));
  const { text } = await extractText(pdf, { mergePages: true });
  expect(text).toContain(patient);
  expect(text).toContain('CRBM');
  const hash = /Código de verificação: ([0-9a-f]{64})/.exec(text)?.[1];
  expect(hash, text).toBeTruthy();

  const visitor = await browser.newContext({ baseURL: origin, locale: 'pt-BR' });
  const check = await visitor.newPage();
  await check.goto(`/verificar/${hash}`);
  await expect(check.getByRole('heading', { name: 'Laudo autêntico' })).toBeVisible();
  await expectNoAxeViolations(check);
  await visitor.close();
  await desk.close();

  expect(consoleErrors).toEqual([]);
});
