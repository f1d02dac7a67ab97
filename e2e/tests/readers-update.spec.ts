// Reader updates: a virtual reader on firmware 2.4.1 (the simulator's default) is offered the
// portal's 2.5.0; the user confirms, the progress shows while it downloads and installs (5 to 10 minutes,
// 10 to 20 s at 30×: long enough to be seen on a busy machine), then the tile shows 2.5.0 and no update. A reader blocked by the blacklist says it
// must update before any exam, and the update lifts it. Veterinary workplace, with families of its own
// (Molecular, Wave) so that its tiles never meet the Flow code of readers-register.spec.ts.
import { demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { readerTile, type Simulator, signInAt, startSimulator } from './readers-simulator.ts';

const workplace = demoWorkplaces.veterinary;
const simulators: Simulator[] = [];

test.afterAll(async () => {
  await Promise.all(simulators.map((simulator) => simulator.stop()));
});

test('update a reader: confirm, progress, then the new firmware and no update left', async ({
  page,
  demoUsers,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signInAt(page, demoUsers.active, workplace);
  const simulator = await startSimulator({
    baseURL: baseURL ?? '',
    cnpj: workplace.cnpj,
    family: 'Molecular',
    speed: 30,
    args: ['--connection', 'cable'],
  });
  simulators.push(simulator);
  const code = simulator.codes[0] ?? '';
  const tile = readerTile(page, code);
  await expect(tile.getByTestId('reader-state'), simulator.output()).toHaveText('Disponível', {
    timeout: 30_000,
  });
  await expect(tile.getByText('Firmware: 2.4.1')).toBeVisible();
  await expect(tile.getByText('Atualização disponível')).toBeVisible();
  const button = tile.getByRole('button', { name: 'Atualizar firmware' });
  await expectNoAxeViolations(page);

  // The confirmation states the §9 facts; Cancel leaves the reader alone.
  await button.click();
  const dialog = page.getByRole('dialog', { name: `Atualizar o firmware do leitor ${code}?` });
  await expect(dialog).toContainText('Versão instalada: 2.4.1. Nova versão: 2.5.0.');
  await expect(dialog).toContainText('leva de 5 a 10 minutos. Nesse tempo o leitor não pode fazer exames.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(tile.getByTestId('reader-state')).toHaveText('Disponível');

  await button.click();
  await dialog.getByRole('button', { name: 'Atualizar', exact: true }).click();
  await expect(tile.getByRole('status')).toHaveText(
    'Atualização enviada: versão 2.5.0; leva de 5 a 10 minutos.',
  );
  // Downloading then starting, live: an indeterminate bar and the time it takes; no second update.
  const progress = tile.getByRole('progressbar', { name: `Atualização do leitor ${code} em andamento` });
  await expect(progress, simulator.output()).toBeVisible({ timeout: 15_000 });
  await expect(tile.getByText('Atualizando: isso leva de 5 a 10 minutos')).toBeVisible();
  await expect(tile.getByTestId('reader-state')).toHaveText(/Baixando atualização|Iniciando atualização/);
  await expect(button).toBeHidden();
  await expectNoAxeViolations(page);

  // Rebooted on the new firmware: available again, nothing left to update.
  await expect(tile.getByText('Firmware: 2.5.0'), simulator.output()).toBeVisible({ timeout: 45_000 });
  await expect(tile.getByTestId('reader-state')).toHaveText('Disponível', { timeout: 15_000 });
  await expect(progress).toBeHidden();
  await expect(button).toBeHidden();
  await expect(tile.getByText('Atualização disponível')).toBeHidden();
  await expect(tile.getByRole('status')).toBeHidden();
  // The list read again from the server agrees.
  await page.reload();
  await expect(tile.getByText('Firmware: 2.5.0')).toBeVisible({ timeout: 15_000 });
  await expect(tile.getByRole('button', { name: 'Atualizar firmware' })).toBeHidden();
  await expectNoAxeViolations(page);
});

test('a reader blocked by the blacklist must update before any exam; the update lifts it', async ({
  page,
  demoUsers,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signInAt(page, demoUsers.active, workplace);
  const simulator = await startSimulator({
    baseURL: baseURL ?? '',
    cnpj: workplace.cnpj,
    family: 'Wave',
    speed: 60,
    args: ['--connection', 'cable', '--initial', 'blockedByBlacklist'],
  });
  simulators.push(simulator);
  const code = simulator.codes[0] ?? '';
  const tile = readerTile(page, code);
  await expect(tile.getByTestId('reader-state'), simulator.output()).toHaveText(
    'Bloqueado: atualize antes do exame',
    { timeout: 30_000 },
  );
  const note = tile.getByText('Este leitor precisa ser atualizado antes de qualquer exame.');
  await expect(note).toBeVisible();
  await expectNoAxeViolations(page);

  await tile.getByRole('button', { name: 'Atualizar firmware' }).click();
  await page
    .getByRole('dialog', { name: `Atualizar o firmware do leitor ${code}?` })
    .getByRole('button', { name: 'Atualizar', exact: true })
    .click();
  await expect(
    tile.getByRole('progressbar', { name: `Atualização do leitor ${code} em andamento` }),
    simulator.output(),
  ).toBeVisible({ timeout: 15_000 });
  await expect(note).toBeHidden();

  await expect(tile.getByTestId('reader-state'), simulator.output()).toHaveText('Disponível', {
    timeout: 30_000,
  });
  await expect(tile.getByText('Firmware: 2.5.0')).toBeVisible();
  await expect(note).toBeHidden();
  await expect(tile.getByRole('button', { name: 'Atualizar firmware' })).toBeHidden();
  await expectNoAxeViolations(page);
});
