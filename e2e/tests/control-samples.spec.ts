// Control-sample mode (§4, §5; docs/control-samples.md): on /qualidade an operator enters the
// mode (confirmation, then the provider's login), the §5 code checks answer under the field or with their
// §8 message, and control samples run on a virtual Flow reader of the drugstore: an internal HbA1c sample
// (A1CN, 5.5 ± 0.15) comes back adequate at the reader's 5.4, an external one (A1CH, 7.2 ± 0.25)
// inadequate. Leaving asks for confirmation too.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { accessToken, signInAt } from './new-exam-helpers.ts';
import { type Simulator, startSimulator } from './readers-simulator.ts';

const workplace = demoWorkplaces.drugstore;
const cnpj = workplace.cnpj.replace(/\D/g, '');
/** HbA1c's valid demo lot at the drugstore: the capsules the control runs take. */
const lot = 'HBA106006001';
/** Sample serials differ on every run: a used code is refused (§5), and desktop and tablet share a portal. */
const serial = () => String(100_000 + Math.floor(Math.random() * 900_000));

let simulator: Simulator | undefined;
let scenarioDir: string | undefined;

test.afterEach(async ({ page }) => {
  // Leave the mode so the next test (and the banner everywhere) starts clean.
  const token = await accessToken(page).catch(() => '');
  if (token)
    await page.request
      .delete('/control-samples/session', { headers: { Authorization: `Bearer ${token}`, cnpj } })
      .catch(() => undefined);
  await simulator?.stop();
  simulator = undefined;
  if (scenarioDir) rmSync(scenarioDir, { recursive: true, force: true });
});

async function runReader(baseURL: string): Promise<string> {
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
  return simulator.codes[0]!;
}

async function enterMode(page: Page) {
  await page.getByRole('button', { name: 'Entrar no modo amostra-controle' }).click();
  const confirm = page.getByRole('dialog', { name: 'Entrar no modo amostra-controle?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Entrar', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Login no provedor de amostras-controle' });
  await login.getByRole('textbox', { name: 'Usuário do provedor' }).fill('controle.demo');
  await login.getByRole('textbox', { name: 'Senha do provedor' }).fill('errada');
  await login.getByRole('button', { name: 'Entrar no modo' }).click();
  await expect(login.getByText('Usuário ou senha do provedor incorretos')).toBeVisible();
  await login.getByRole('textbox', { name: 'Senha do provedor' }).fill('ponto123');
  await login.getByRole('button', { name: 'Entrar no modo' }).click();
  await expect(login).toBeHidden();
  await expect(page.getByText(/Você está no modo amostra-controle como controle\.demo/)).toBeVisible();
  await expect(page.getByTestId('control-mode-banner')).toContainText('Modo amostra-controle ativo');
}

async function chooseReader(page: Page, code: string) {
  const reader = page
    .getByRole('textbox', { name: 'Leitor' })
    .or(page.getByRole('combobox', { name: 'Leitor' }));
  await reader.first().click();
  await page.getByRole('option', { name: new RegExp(`^${code}`) }).click();
}

async function runSample(page: Page, code: string) {
  const field = page.getByRole('textbox', { name: 'Código da amostra' });
  await field.fill(code);
  await page.getByRole('button', { name: 'Verificar amostra' }).click();
  await expect(page.getByText(`Amostra ${code}`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Rodar amostra-controle' }).click();
}

test('control-sample mode: the §5 checks, then adequate and inadequate samples on a virtual reader', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const reader = await runReader(baseURL!);
  await signInAt(page, demoUsers.active, workplace);
  await page.goto('/qualidade');
  await expect(page.getByRole('heading', { level: 1, name: 'Garantia da qualidade' })).toBeVisible();
  await expectNoAxeViolations(page);
  await enterMode(page);

  const field = page.getByRole('textbox', { name: 'Código da amostra' });
  await field.fill('XX123');
  await expect(page.getByText('O código deve começar com EP, CI')).toBeVisible();
  await field.fill('CI-!!');
  await expect(page.getByText('Formato incorreto')).toBeVisible();
  await chooseReader(page, reader);
  await field.fill(`CI-GLUN${serial()}`);
  await page.getByRole('button', { name: 'Verificar amostra' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Amostra controle incompatível' })).toBeVisible();
  await field.fill(`EP-A1CR${serial()}`);
  await page.getByRole('button', { name: 'Verificar amostra' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Rodada encerrada' })).toBeVisible();
  await expectNoAxeViolations(page);

  // An internal control in range: adequate.
  await runSample(page, `CI-A1CN${serial()}`);
  await expect(page.getByText('Adequado', { exact: true })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('row', { name: /Valor medido 5.4 %/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Nova amostra' }).click();

  // An external control whose target is 7.2: the same 5.4 is inadequate.
  await chooseReader(page, reader);
  await runSample(page, `EP-A1CH${serial()}`);
  await expect(page.getByText('Inadequado', { exact: true })).toBeVisible({ timeout: 120_000 });
  await page.getByRole('button', { name: 'Nova amostra' }).click();

  // The internal one now counts for the reader's schedule.
  await page.goto('/qualidade/ciq');
  const row = page.getByRole('row').filter({ hasText: reader }).filter({ hasText: 'Hemoglobina glicada' });
  await expect(row.getByText(/^Em dia até /)).toBeVisible();

  await page.goto('/qualidade');
  await page.getByRole('button', { name: 'Sair do modo amostra-controle' }).click();
  const leave = page.getByRole('dialog', { name: 'Sair do modo amostra-controle?' });
  await expectNoAxeViolations(page);
  await leave.getByRole('button', { name: 'Sair do modo' }).click();
  await expect(page.getByRole('button', { name: 'Entrar no modo amostra-controle' })).toBeVisible();
  await expect(page.getByTestId('control-mode-banner')).toHaveCount(0);
});

test('control-sample mode on a tablet: enter, a wrong code, leave', { tag: '@tablet' }, async ({ page }) => {
  await signInAt(page, demoUsers.active, workplace);
  await page.goto('/qualidade');
  await enterMode(page);
  await page.getByRole('textbox', { name: 'Código da amostra' }).fill('CI-!!');
  await expect(page.getByText('Formato incorreto')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sair do modo amostra-controle' }).click();
  await page
    .getByRole('dialog', { name: 'Sair do modo amostra-controle?' })
    .getByRole('button', { name: 'Sair do modo' })
    .click();
  await expect(page.getByRole('button', { name: 'Entrar no modo amostra-controle' })).toBeVisible();
});
