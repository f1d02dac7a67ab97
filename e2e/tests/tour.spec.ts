// A newcomer's tour (docs/first-walk.md): every screen a pharmacist and an analyst reach from the menu, on
// the demo's own data, greets them with a heading, passes axe, fits the screen's width, logs no console
// error and gets no server error. Screenshots of each screen are attached to the run.
import type { Page, TestInfo } from '@playwright/test';
import {
  type DemoUser,
  type DemoWorkplace,
  demoUsers,
  demoWorkplaces,
  expect,
  expectNoAxeViolations,
  test,
} from '../fixtures/index.ts';
import { signInAt } from './new-exam-helpers.ts';

/** The pharmacist's screens, in the menu's order (docs/web-shell.md). */
const pharmacistScreens = [
  '/home',
  '/scanner-cards',
  '/novo-exame',
  '/medical-protocol',
  '/temp-results',
  '/recoleta',
  '/anular',
  '/barcode',
  '/pacientes',
  '/agenda',
  '/calibracoes',
  '/verificar-rede',
  '/estoque',
  '/relatorio',
  '/relatorio-exames',
  '/relatorio-covid',
  '/relatorio-servicos',
  '/notificacoes-compulsorias',
  '/valores-criticos',
  '/qualidade',
  '/bulas',
  '/manuals',
  '/treinamento',
  '/perfil',
  '/configuracoes',
  '/sobre',
];

/** What an analyst adds: the results waiting for them. */
const analystScreens = ['/home', '/temp-results', '/medical-protocol', '/valores-criticos'];

async function tour(
  page: Page,
  testInfo: TestInfo,
  user: DemoUser,
  workplace: DemoWorkplace,
  screens: string[],
) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${page.url()}: ${response.status()} ${response.url()}`);
  });
  await signInAt(page, user, workplace);
  for (const screen of screens) {
    await test.step(screen, async () => {
      await page.goto(screen);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(/Algo deu errado/)).toHaveCount(0);
      // Nothing wider than the window: no sideways scrolling on a laptop or a tablet.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${screen} is ${overflow}px wider than the window`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      const path = testInfo.outputPath(`${screen.slice(1).replaceAll('/', '-') || 'root'}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`${user.name} ${screen}`, { path, contentType: 'image/png' });
    });
  }
  expect(problems).toEqual([]);
}

test(
  'a pharmacist’s first tour of the drugstore: every screen of the menu',
  { tag: '@tablet' },
  async ({ page }, testInfo) => {
    // Twenty-odd screens, each scanned and photographed whole: 2.7 to 4 minutes on a busy 2-core machine.
    test.setTimeout(360_000);
    await tour(page, testInfo, demoUsers.active, demoWorkplaces.drugstore, pharmacistScreens);
    // The history's invalid report waits for its recollect: the protocol offers to redo it, not to start it.
    // Found by name: the journeys before this one fill the first page with their protocols.
    await page.goto('/medical-protocol');
    const search = page.getByRole('textbox', { name: 'Buscar' });
    await search.fill('Pedro Santos');
    await search.press('Enter');
    await page.getByRole('link', { name: 'Refazer Covid-19 Antígeno de Pedro Santos' }).click();
    await expect(page).toHaveURL(/\/refazer\?exame=/);
    // Without an exam, the redo screen is the recollect list where one is chosen.
    await page.goto('/refazer');
    await expect(page).toHaveURL(/\/recoleta$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recoletas' })).toBeVisible();
  },
);

test(
  'the clinic’s analyst finds the result waiting for her',
  { tag: '@tablet' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await tour(page, testInfo, demoUsers.clinicReleaser, demoWorkplaces.clinic, analystScreens);
    await page.goto('/temp-results');
    await expect(page.getByText('Fernanda Alves')).toBeVisible();
  },
);
