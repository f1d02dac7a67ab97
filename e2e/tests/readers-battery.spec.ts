// Readers: a reader with little charge rests in low battery (red) and its tile says so.
// Self-collection workplace.
import { demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { readerTile, type Simulator, signInAt, startSimulator } from './readers-simulator.ts';

const workplace = demoWorkplaces.selfCollection;
let simulator: Simulator | undefined;

test.afterAll(async () => {
  await simulator?.stop();
});

test('low battery shows on the tile', { tag: '@tablet' }, async ({ page, demoUsers, baseURL }) => {
  test.setTimeout(120_000);
  await signInAt(page, demoUsers.active, workplace);
  simulator ??= await startSimulator({
    baseURL: baseURL ?? '',
    cnpj: workplace.cnpj,
    speed: 60,
    args: ['--battery', '8', '--connection', 'wifi'],
  });
  const tile = readerTile(page, simulator.codes[0] ?? '');
  await expect(tile, simulator.output()).toBeVisible({ timeout: 20_000 });
  await expect(tile.getByTestId('reader-state')).toHaveText('Bateria fraca', { timeout: 20_000 });
  await expect(tile).toContainText('Luz: Vermelho');
  await expect(tile.getByText('Bateria fraca', { exact: true })).toHaveCount(2); // badge and status
  await expectNoAxeViolations(page);
});
