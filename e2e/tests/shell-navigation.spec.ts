// The signed-in shell: the sidebar shows what the user's permissions allow (§2, §6), About and Settings
// pass axe, and the guarded routes redirect as §2 says.
import { expect, expectNoAxeViolations, loginAs, test } from '../fixtures/index.ts';

test('a manager sees Management; About lists version, support and licences', async ({ page, demoUsers }) => {
  await loginAs(page, demoUsers.manager);
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Gestão' })).toBeVisible();
  await expect(nav).toContainText(/Versão \d+\.\d+\.\d+/);

  await nav.getByRole('link', { name: 'Sobre' }).click();
  await expect(page).toHaveURL(/\/sobre$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre o Ponto');
  await expect(page.getByRole('link', { name: 'Guia do desenvolvedor' })).toHaveAttribute(
    'href',
    '/developer-guide',
  );
  await expect(page.getByRole('region', { name: 'Suporte' })).toContainText('@');
  const licences = page.getByRole('region', { name: 'Licenças de terceiros' });
  await expect(licences.getByRole('row', { name: /^react\s/ }).first()).toContainText('MIT');
  await expectNoAxeViolations(page);

  await nav.getByRole('link', { name: 'Configurações' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configurações');
  await expectNoAxeViolations(page);

  await nav.getByRole('link', { name: 'Gestão' }).click();
  await expect(page).toHaveURL(/\/gestao$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestão de operadores');

  await nav.getByRole('button', { name: 'Chat de suporte' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Chat de suporte' })
      .getByRole('textbox', { name: 'Sua mensagem para o suporte' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('what a user may not use is not in the menu and its route sends home', async ({
  page,
  demoUsers,
  demoWorkplaces,
}) => {
  await loginAs(page, demoUsers.restricted);
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Exames' })).toBeVisible();
  for (const hidden of ['Cadastrar', 'Anular cápsula', 'Estoque', 'Gestão', 'Calibrações', 'Agenda']) {
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  await page.goto('/gestao');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/estoque');
  await expect(page).toHaveURL(/\/home$/);
  await expectNoAxeViolations(page);

  // /novo-exame needs a workplace without the PONTO_ZERO module.
  await nav.getByRole('button', { name: 'Sair' }).click();
  await loginAs(page, demoUsers.active);
  await page
    .getByLabel('Estabelecimento', { exact: true })
    .selectOption({ label: demoWorkplaces.pontoZero.name });
  await expect(page.getByRole('banner')).toContainText(demoWorkplaces.pontoZero.name);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Cadastrar' })).toHaveCount(0);
  await page.goto('/novo-exame');
  await expect(page).toHaveURL(/\/home$/);
  await page
    .getByLabel('Estabelecimento', { exact: true })
    .selectOption({ label: demoWorkplaces.clinic.name });
  await expect(page.getByRole('banner')).toContainText(demoWorkplaces.clinic.name);
  await page.goto('/novo-exame');
  await expect(page).toHaveURL(/\/novo-exame$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Novo exame');
});

test('a lab analyst has the Analysis tab', async ({ page, demoUsers }) => {
  await loginAs(page, demoUsers.labAnalyst);
  await page.goto('/home?switchTab=analysis');
  await expect(page.getByRole('tab', { name: 'Análise' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
});
