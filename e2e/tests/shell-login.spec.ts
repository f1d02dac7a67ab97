// Sign-in journeys of the portal shell: login → workplace → home, unknown path → login,
// a TRAINING user lands on /treinamento, and the lockout after five wrong passwords. Every page visited
// gets an axe scan.
import {
  demoWorkplaces,
  expect,
  expectNoAxeViolations,
  login,
  loginAs,
  loginForm,
  test,
} from '../fixtures/index.ts';

test('login → choose workplace → home', { tag: '@tablet' }, async ({ page, demoUsers }) => {
  await page.goto('/login');
  await expectNoAxeViolations(page);
  await login(page, demoUsers.active.document);
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();

  // The workplace is chosen on the home screen and remembered for the user by the server.
  const workplace = page.getByLabel('Estabelecimento', { exact: true });
  await workplace.selectOption({ label: demoWorkplaces.clinic.name });
  await expect(page.getByRole('banner')).toContainText(demoWorkplaces.clinic.name);
  await expect(page.getByRole('tab', { name: 'Leitores' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Análise' })).toHaveCount(0); // only for lab analysts
  await expectNoAxeViolations(page);

  // switchTab opens a tab.
  await page.getByRole('tab', { name: 'Relatórios' }).click();
  await expect(page).toHaveURL(/switchTab=reports/);
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Resultados de exames' })).toBeVisible();
  await page.getByRole('tab', { name: 'Exames' }).click();
  await expect(page).toHaveURL(/switchTab=exams/);

  // After a reload the session is still there (re-validated with GET /auth/session), and so is the workplace.
  await page.reload();
  await expect(page.getByRole('banner')).toContainText(demoWorkplaces.clinic.name);
  await expect(page.getByRole('tab', { name: 'Exames' })).toHaveAttribute('aria-selected', 'true');

  // Exit signs out and a guarded page sends back to the login, keeping the wanted path.
  await page.getByRole('navigation').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/relatorio-exames');
  await expect(page).toHaveURL(/\/login\?from=%2Frelatorio-exames/);
  await login(page, demoUsers.active.document);
  await expect(page).toHaveURL(/\/relatorio-exames$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Relatório de resultados de exames');
  await expectNoAxeViolations(page);
});

test('an unknown path shows the login', { tag: '@tablet' }, async ({ page }) => {
  await page.goto('/this/path/does-not-exist');
  await expect(page).toHaveURL(/\/this\/path\/does-not-exist$/);
  const form = loginForm(page);
  await expect(form.document).toBeVisible();
  await expect(form.password).toBeVisible();
  await expect(form.submit).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a TRAINING user lands on /treinamento', async ({ page, demoUsers }) => {
  await loginAs(page, demoUsers.training);
  await expect(page).toHaveURL(/\/treinamento$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Treinamento' })).toBeVisible();
  await expectNoAxeViolations(page);
  // /home and /scanner-cards send a user in training back to the training area (§2).
  await page.goto('/home');
  await expect(page).toHaveURL(/\/treinamento$/);
  await page.goto('/scanner-cards');
  await expect(page).toHaveURL(/\/treinamento$/);
});

test('five wrong passwords lock the account and show the time left', async ({ page, demoUsers }) => {
  await page.goto('/login');
  const form = loginForm(page);
  const alert = page.getByRole('alert');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await login(page, demoUsers.lockout.document, `wrong-${attempt}`);
    await expect(alert).toBeVisible();
    if ((await alert.textContent())?.includes('bloqueado')) break;
    await expect(alert).toContainText('Usuário ou senha inválidos');
  }
  // The sixth try, even with the right password, is refused while the block lasts.
  if (!((await alert.textContent()) ?? '').includes('bloqueado'))
    await login(page, demoUsers.lockout.document);
  await expect(alert).toContainText('Acesso bloqueado por excesso de tentativas');
  await expect(alert).toContainText(/Tempo restante: [56] min \d{1,2} s/);
  // The countdown is live.
  const before = await alert.textContent();
  await expect.poll(async () => alert.textContent(), { timeout: 5_000 }).not.toBe(before);
  await expect(form.document).toBeVisible();
  await expectNoAxeViolations(page);
});

test('suspended and unlinked users see their §8 message', async ({ page, demoUsers }) => {
  await page.goto('/login');
  await login(page, demoUsers.suspended.document);
  await expect(page.getByRole('alert')).toContainText('Acesso suspenso');
  await expect(page.getByRole('alert')).toContainText('gerente de contas');
  await login(page, demoUsers.noWorkplace.document);
  await expect(page.getByRole('alert')).toContainText('Nenhum estabelecimento vinculado');
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);
});

test("a session that cannot be renewed ends on the login with 'Login expirado'", async ({
  page,
  demoUsers,
}) => {
  await loginAs(page, demoUsers.pendingTraining);
  await expect(page).toHaveURL(/\/home/);
  // The access token has expired and the refresh token is not one the server knows.
  await page.evaluate(() => {
    const auth = JSON.parse(sessionStorage.getItem('ponto.auth') ?? '{}');
    sessionStorage.setItem(
      'ponto.auth',
      JSON.stringify({ ...auth, accessExpiresAt: 0, refreshToken: 'unknown' }),
    );
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login\?from=%2Fhome/);
  await expect(page.getByRole('alert')).toContainText('Login expirado');
  await expectNoAxeViolations(page);
});
