// Account suspension by Ponto's support staff (§6; docs/audit.md "Account suspension"): Fábio (support)
// finds a user the test created (never a shared demo user: other specs sign in as them), suspends the
// account from the keyboard with a reason and the confirmation; that user's sign-in is then refused with
// the suspension message; Fábio reinstates the account and the user signs in again. The page and the
// dialog pass axe, and both acts are in the audit trail of the user's workplace.
import type { Browser, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  demoUsers,
  demoWorkplaces,
  digits,
  expect,
  expectNoAxeViolations,
  login,
  loginAs,
  test,
} from '../fixtures/index.ts';
import { operatorWithPassword } from './operator-helpers.ts';

const workplace = demoWorkplaces.drugstore;

/** The user signs in on a browser of their own; the page is left on whatever the portal answered. */
async function signInAsUser(browser: Browser, user: { document: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await login(page, user.document, user.password);
  return page;
}

test('support staff suspend an account with a reason and reinstate it @tablet', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000); // two browsers and several axe scans
  const user = await operatorWithPassword(request, 'inicial1', 'Suspensa');

  await loginAs(page, demoUsers.support);
  await page.goto('/suporte/contas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contas');
  await page.getByRole('textbox', { name: /Buscar conta/ }).fill(user.name);
  await page.getByRole('textbox', { name: /Buscar conta/ }).press('Enter');
  const row = page.getByRole('row', { name: new RegExp(user.name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`-${user.document.slice(9)}`);
  await expect(row).toContainText(workplace.name);
  await expect(row.getByText('Ativa', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The suspension, from the keyboard: a reason from the list and the confirmation are required.
  await row.getByRole('button', { name: `Suspender ${user.name}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Suspender ${user.name}` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Suspender conta' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Confirme a suspensão.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Pagamento pendente' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: 'Pagamento pendente' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Confirmo a suspensão desta conta.' }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Suspender conta' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Conta de ${user.name} suspensa.`)).toBeVisible();
  await expect(row.getByText('Suspensa', { exact: true })).toBeVisible();

  // The user is refused, told why (§6: contact the account manager).
  const refused = await signInAsUser(browser, user);
  await expect(refused.getByRole('alert')).toContainText('Acesso suspenso');
  await expect(refused.getByRole('alert')).toContainText('gerente de contas');
  await expect(refused).toHaveURL(/\/login/);
  await refused.context().close();

  // Reinstated: the user signs in again.
  await row.getByRole('button', { name: `Reativar ${user.name}` }).click();
  const reinstate = page.getByRole('dialog', { name: `Reativar ${user.name}` });
  await reinstate.getByRole('button', { name: 'Reativar conta' }).click();
  await expect(reinstate).toBeHidden();
  await expect(page.getByText(`Conta de ${user.name} reativada.`)).toBeVisible();
  await expect(row.getByText('Ativa', { exact: true })).toBeVisible();
  const back = await signInAsUser(browser, user);
  await expect(back).not.toHaveURL(/\/login/);
  await back.context().close();

  // Both acts are in the workplace's trail, as its managers see it, with the support user as actor.
  const manager = await request.post('/auth/login', {
    data: { document: digits(demoUsers.manager.document), password: DEMO_PASSWORD },
  });
  const trail = await request.get('/audit-log?limit=50', {
    headers: { Authorization: `Bearer ${(await manager.json()).accessToken}`, cnpj: digits(workplace.cnpj) },
  });
  const items = ((await trail.json()) as { items: Array<Record<string, unknown>> }).items;
  expect(items).toContainEqual(
    expect.objectContaining({
      action: 'accountSuspended',
      targetId: user.id,
      actorName: demoUsers.support.name,
      details: { reason: 'pendingPayment' },
    }),
  );
  expect(items).toContainEqual(expect.objectContaining({ action: 'accountReinstated', targetId: user.id }));
});
