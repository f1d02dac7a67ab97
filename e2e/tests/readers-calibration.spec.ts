// Calibration: the calibrate flow approved, and timed out (the simulated user never inserts the
// capsule: the reader's own 2-minute window runs at 60× and it reports CALIBRATION_TIMEOUT). Also the
// tutorials and the network check pages. Clinic and Ponto Zero workplaces, one simulator each.
import { demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { readerTile, type Simulator, signInAt, startSimulator } from './readers-simulator.ts';

const simulators: Simulator[] = [];

test.afterAll(async () => {
  await Promise.all(simulators.map((simulator) => simulator.stop()));
});

test('calibrate: the capsule goes in and the calibration is approved', async ({
  page,
  demoUsers,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const workplace = demoWorkplaces.clinic;
  await signInAt(page, demoUsers.active, workplace);
  // 6×: the user inserts the capsule after 20 s (3.3 s here), the measurement takes 1 min (10 s here): long
  // enough for the page to show the window and its instructions on a busy machine before the outcome.
  const simulator = await startSimulator({ baseURL: baseURL ?? '', cnpj: workplace.cnpj, speed: 6 });
  simulators.push(simulator);
  const code = simulator.codes[0] ?? '';
  await expect(readerTile(page, code).getByTestId('reader-state'), simulator.output()).toHaveText(
    'Disponível',
    {
      timeout: 30_000,
    },
  );

  await page.goto(`/calibracoes?leitor=${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calibrações' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Calibrar' }).click();
  // The window and what to do, then the outcome (polled every 2 s, nudged by the live status).
  await expect(page.getByText('Insira a cápsula de calibração', { exact: true })).toBeVisible();
  await expect(page.getByText('Insira a cápsula com o logotipo para cima, até o fim.')).toBeVisible();
  await expect(page.getByTestId('calibration-countdown')).toContainText(/Tempo restante: [12]:\d\d/);
  await expect(page.getByText('Calibração aprovada')).toBeVisible({ timeout: 30_000 });
  const history = page.getByTestId('calibration-history');
  await expect(history.getByRole('row').nth(1)).toContainText('Aprovada');
  await expect(page.getByTestId('calibration-reader-state')).toHaveText('Estado do leitor: Disponível');
  await expectNoAxeViolations(page);
});

test('calibrate: the capsule never goes in and the calibration times out', async ({
  page,
  demoUsers,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const workplace = demoWorkplaces.pontoZero;
  await signInAt(page, demoUsers.active, workplace);
  const simulator = await startSimulator({
    baseURL: baseURL ?? '',
    cnpj: workplace.cnpj,
    speed: 60,
    args: ['--calibration', 'timeout'],
  });
  simulators.push(simulator);
  const code = simulator.codes[0] ?? '';
  await expect(readerTile(page, code).getByTestId('reader-state'), simulator.output()).toHaveText(
    'Disponível',
    {
      timeout: 30_000,
    },
  );

  await page.goto(`/calibracoes?leitor=${code}`);
  await page.getByRole('button', { name: 'Calibrar' }).click();
  await expect(page.getByText('Insira a cápsula de calibração', { exact: true })).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'Tempo de calibração esgotado' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText('não foi inserida em 2 minutos');
  await expect(page.getByTestId('calibration-history').getByRole('row').nth(1)).toContainText(
    'Tempo esgotado',
  );
  await expectNoAxeViolations(page);
});

test('tutorials and network check', { tag: '@tablet' }, async ({ page, demoUsers }) => {
  test.setTimeout(90_000);
  await signInAt(page, demoUsers.active, demoWorkplaces.clinic);
  await page.goto('/manuals?manual=reader-cable');
  await expect(page.getByRole('heading', { level: 1, name: 'Como conectar o leitor' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Cabo de rede' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('12 V, 4 A').first()).toBeVisible();
  await page.getByRole('tab', { name: 'USB' }).click();
  await expect(page).toHaveURL(/manual=reader-usb/);
  await expectNoAxeViolations(page);

  await page.getByRole('navigation').getByRole('link', { name: 'Verificação de rede' }).click();
  await expect(page).toHaveURL(/\/verificar-rede$/);
  await page.getByRole('button', { name: 'Verificar agora' }).click();
  await expect(page.getByText('Tudo certo')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('network-measures')).toContainText(/Mediana \d+ ms, pior \d+ ms/);
  await expect(page.getByTestId('network-measures')).toContainText(/inscrição confirmada em \d+ ms/);
  await expectNoAxeViolations(page);
});
