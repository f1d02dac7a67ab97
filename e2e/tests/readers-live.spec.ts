// Readers live: a virtual reader appears on the readers tab and goes from booting to idle (green)
// as the device reports it; stopping the device shows it offline. Drugstore workplace.
// (Killing it outright should show offline too, through its MQTT last will, but the server drops a will today:
// its envelope is built at connect time, older than the statuses stored since — see docs/readers.md.)
import { demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { readerTile, type Simulator, signInAt, startSimulator } from './readers-simulator.ts';

const workplace = demoWorkplaces.drugstore;
let simulator: Simulator | undefined;

test.afterAll(async () => {
  await simulator?.stop();
});

test('a virtual reader goes from booting to idle live, then offline when it stops', async ({
  page,
  demoUsers,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signInAt(page, demoUsers.active, workplace);
  await expect(page.getByRole('status').filter({ hasText: 'Ao vivo' })).toBeVisible({ timeout: 15_000 });

  // Real time with a slow boot, so that "booting" can be seen before "idle".
  const scenario = JSON.stringify({ device: { bootMs: 8000, connectionType: 'wifi', batteryPercent: 90 } });
  const { writeFileSync, mkdtempSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { tmpdir } = await import('node:os');
  const file = join(mkdtempSync(join(tmpdir(), 'ponto-scenario-')), 'boot.json');
  writeFileSync(file, scenario);
  simulator = await startSimulator({
    baseURL: baseURL ?? '',
    cnpj: workplace.cnpj,
    speed: 1,
    args: ['--scenario', file],
  });
  const code = simulator.codes[0] ?? '';

  const tile = readerTile(page, code);
  await expect(tile, simulator.output()).toBeVisible({ timeout: 20_000 });
  await expect(tile.getByTestId('reader-state')).toHaveText('Iniciando');
  await expect(tile).toContainText('Luz: Branco');
  await expectNoAxeViolations(page);

  // No reload: the change arrives over the live connection.
  await expect(tile.getByTestId('reader-state')).toHaveText('Disponível', { timeout: 20_000 });
  await expect(tile).toContainText('Luz: Verde');
  await expect(tile).toContainText('Família Flow');
  await expect(tile).toContainText(/Bateria: \d+%/);
  await expect(tile).toContainText(/Sinal Wi-Fi: \d de 4/);
  await expect(tile).toContainText('Conexão: Wi-Fi');
  await expect(tile).toContainText(/Calibração válida até/);

  // The same reader on /visualizar-scanners (no guard).
  await page.goto('/visualizar-scanners');
  await expect(readerTile(page, code).getByTestId('reader-state')).toHaveText('Disponível');
  await expectNoAxeViolations(page);

  // The device is switched off: its offline status reaches the tile without a reload.
  await simulator.stop();
  const offline = readerTile(page, code);
  await expect(offline.getByTestId('reader-state')).toHaveText('Desconectado', { timeout: 15_000 });
  await expect(offline.getByText('Desconectado', { exact: true }).first()).toBeVisible();
});

test('/visualizar-scanners signed out says why and offers the login', { tag: '@tablet' }, async ({
  page,
}) => {
  await page.goto('/visualizar-scanners');
  await expect(page.getByText('Entre para ver os leitores')).toBeVisible();
  await page.getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/login\?from=%2Fvisualizar-scanners/);
  await page.goto('/visualizar-scanners');
  await expectNoAxeViolations(page);
});
