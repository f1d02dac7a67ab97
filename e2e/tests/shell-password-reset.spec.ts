// Forgot password (§2 /senha, /nova-senha): ask for a link by e-mail, read it from the outbox, set a new
// password with the §5 rules, sign in with it; the used link then shows the §8 message.
import {
  expect,
  expectNoAxeViolations,
  linkIn,
  login,
  newestOutboxMessage,
  test,
} from '../fixtures/index.ts';

test('forgot password → outbox → new password → login', async ({ page, request, demoUsers }) => {
  const user = demoUsers.passwordReset;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/senha$/);
  await expectNoAxeViolations(page);

  const before = new Date(Date.now() - 1000);
  await page.getByLabel('CPF').fill(user.document);
  await page.getByRole('radio', { name: 'E-mail' }).check();
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toContainText('Pedido recebido');
  // §5: a new send only after 3 minutes; the wait is shown.
  await expect(page.getByRole('status')).toContainText(/novo envio em [23] min \d{1,2} s/);
  await expect(page.getByRole('button', { name: 'Enviar novamente' })).toBeDisabled();
  await expectNoAxeViolations(page);

  const message = await newestOutboxMessage(request, {
    to: (m) => m.text.includes('/nova-senha'),
    channel: 'email',
    after: before,
  });
  const link = linkIn(message);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Criar nova senha');
  // Labels carry a required mark; the show/hide buttons also name the password, so only inputs count.
  const newPassword = page.getByLabel(/^Nova senha/).and(page.locator('input'));
  const confirmation = page.getByLabel(/^Confirme a nova senha/).and(page.locator('input'));

  // §5 rules before sending.
  await newPassword.fill('abc');
  await confirmation.fill('abd');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('A senha precisa de pelo menos 6 caracteres')).toBeVisible();
  await expect(page.getByText('A confirmação não é igual à senha')).toBeVisible();
  await expectNoAxeViolations(page);

  // A common or breached password: the server refuses it, named at the field.
  await newPassword.fill('Senha123');
  await confirmation.fill('Senha123');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(newPassword).toHaveAccessibleDescription(
    'Essa senha é muito comum ou já apareceu em vazamentos de dados: escolha outra',
  );

  await newPassword.fill('novaSenha9');
  await confirmation.fill('novaSenha9');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('status')).toContainText('Senha alterada');
  await page.getByRole('link', { name: 'Ir para o login' }).click();

  await login(page, user.document, 'novaSenha9');
  await expect(page).toHaveURL(/\/home/);

  // The link works once: used again, it shows the §8 message with the way out.
  await page.getByRole('navigation').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(link);
  await newPassword.fill('outraSenha9');
  await confirmation.fill('outraSenha9');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('alert')).toContainText('Link de redefinição expirado ou já usado');
  await expect(page.getByRole('link', { name: /pedir um novo link/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toBeVisible();
  await expectNoAxeViolations(page);
});
