// Interface languages (§1): switching to English on the login screen shows English texts, and the
// choice is kept for the user (PUT /auth/session/language) so a fresh browser signs in in English too.
import { expect, expectNoAxeViolations, login, test } from '../fixtures/index.ts';

test('switching to English on the login screen shows English texts and is kept for the user', {
  tag: '@tablet',
}, async ({ page, browser, demoUsers }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entrar no Ponto');

  await page.getByLabel('Idioma').selectOption('en-US');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Ponto');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'I forgot my password' })).toBeVisible();
  await expectNoAxeViolations(page);

  // English errors too.
  await login(page, demoUsers.language.document, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Invalid user or password');

  await login(page, demoUsers.language.document);
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
  await expect(page.getByRole('navigation')).toContainText('About');
  await expectNoAxeViolations(page);

  // English loads on demand (pt-BR alone is in the first download): a reload is in English from the start.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
  await expect(page.getByRole('navigation')).toContainText('About');

  // A new browser (nothing stored on the device) signs in in pt-BR and switches to the user's English.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('/login');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Entrar no Ponto');
  await login(other, demoUsers.language.document);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Home');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en-US');

  // Settings change it back, for the user.
  await other.goto('/configuracoes');
  await other.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Configurações');
  await expectNoAxeViolations(other);
  await fresh.close();
});
