// Management and profile (/gestao, /perfil; §2 §3 §5 §6): Elisa (manager) creates an operator, whose bad
// name and already-taken document are named at their fields; the new operator is listed as training
// pending and gets the set-password e-mail; a worker is removed after a confirmation and added back by
// document. On the profile, a user of the test's own (created through the API, so no demo password
// changes) saves personal data, is refused a wrong current password at its field, changes the password
// and switches the interface language. Both pages pass axe.
import type { Page } from '@playwright/test';
import {
  demoUsers,
  demoWorkplaces,
  expect,
  expectNoAxeViolations,
  linkIn,
  loginAs,
  newestOutboxMessage,
  test,
} from '../fixtures/index.ts';
import { maskedCpf, randomCpf, signInAt } from './new-exam-helpers.ts';
import { operatorWithPassword, uniqueName } from './operator-helpers.ts';

const workplace = demoWorkplaces.drugstore;

/** The page's notice of what was just done (the header's live indicator is a status too). */
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('a manager creates an operator, removes a worker with a confirmation and adds them back', {
  tag: '@tablet',
}, async ({ page, request }) => {
  test.setTimeout(120_000); // several axe scans and dialogs
  await signInAt(page, demoUsers.manager, workplace);
  await page.goto('/gestao');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestão de operadores');
  const table = page.getByRole('table', { name: 'Pessoas que trabalham no estabelecimento' });
  await expect(table.getByRole('row', { name: /Elisa Gerente/ })).toBeVisible();
  // A manager cannot remove themself: no button for it.
  await expect(table.getByRole('button', { name: /Remover Elisa Gerente/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Novo operador' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo operador' });
  const name = uniqueName('Bruna');
  const email = `bruna-${Date.now()}@example.com`;
  // An existing account's document and a name with a digit.
  await dialog.getByRole('textbox', { name: 'CPF' }).fill(demoUsers.active.document);
  await dialog.getByRole('textbox', { name: 'Nome completo' }).fill('Bruna 2');
  await dialog.getByLabel('Data de nascimento').fill('1991-07-21');
  await dialog.getByRole('combobox', { name: 'Sexo' }).selectOption({ label: 'Feminino' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Sigla do conselho' }).fill('crf');
  await dialog.getByRole('combobox', { name: 'UF do conselho' }).selectOption('SP');
  await dialog.getByRole('textbox', { name: 'Número de registro' }).fill('45123');
  await dialog.getByRole('button', { name: 'Criar operador' }).click();
  const nameInput = dialog.getByRole('textbox', { name: 'Nome completo' });
  await expect(nameInput).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText('O nome precisa de pelo menos 3 letras, sem números');
  await expectNoAxeViolations(page);

  // The name put right, the server refuses the document, at its field.
  await nameInput.fill(name);
  await dialog.getByRole('button', { name: 'Criar operador' }).click();
  await expect(dialog).toContainText('Já existe uma conta com este documento');
  await expect(dialog.getByRole('textbox', { name: 'CPF' })).toHaveAttribute('aria-invalid', 'true');

  const document = randomCpf();
  const after = new Date(Date.now() - 1000);
  await dialog.getByRole('textbox', { name: 'CPF' }).fill(document);
  await dialog.getByRole('button', { name: 'Criar operador' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(notice(page, `${name} foi criado`)).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(maskedCpf(document));
  await expect(row).toContainText('Treinamento pendente');
  await expect(row).toContainText('CRF-SP 45123');
  const mail = await newestOutboxMessage(request, { to: email, after, channel: 'email' });
  expect(linkIn(mail)).toContain('/nova-senha');

  // Remove: asked first; going back changes nothing.
  await row.getByRole('button', { name: `Remover ${name} do estabelecimento` }).click();
  const confirm = page.getByRole('dialog', { name: `Remover ${name}?` });
  await expect(confirm).toContainText(workplace.name);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Voltar' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Remover ${name} do estabelecimento` }).click();
  await confirm.getByRole('button', { name: 'Remover' }).click();
  await expect(notice(page, `${name} foi removido do estabelecimento`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // They still have an account: added back by their document.
  const add = page.getByRole('region', { name: 'Adicionar quem já tem conta' });
  await add.getByRole('textbox', { name: 'CPF da pessoa' }).fill(document);
  await add.getByRole('button', { name: 'Adicionar ao estabelecimento' }).click();
  await expect(notice(page, `${name} agora trabalha neste estabelecimento`)).toBeVisible();
  await expect(row).toBeVisible();
  await add.getByRole('textbox', { name: 'CPF da pessoa' }).fill(document);
  await add.getByRole('button', { name: 'Adicionar ao estabelecimento' }).click();
  await expect(add).toContainText('Esta pessoa já trabalha neste estabelecimento');
});

test('profile: personal data, a wrong current password refused, a new password, another language', {
  tag: '@tablet',
}, async ({ page, request }) => {
  test.setTimeout(120_000); // an operator created and signed up first, several axe scans
  const password = 'inicial1';
  const me = await operatorWithPassword(request, password, 'Perfil');
  await loginAs(page, { ...me, case: 'created by the test' }, password);

  await page.getByRole('link', { name: `${me.name} – meu perfil` }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meu perfil');
  const personal = page.getByRole('region', { name: 'Dados pessoais' });
  await expect(personal.getByRole('textbox', { name: 'CPF' })).toHaveValue(maskedCpf(me.document));
  await expectNoAxeViolations(page);

  // Personal data: a bad phone is named; put right, saved, and the header shows the new name.
  const newName = uniqueName('Renata');
  await personal.getByRole('textbox', { name: 'Nome completo' }).fill(newName);
  await personal.getByRole('textbox', { name: 'Telefone' }).fill('123');
  await personal.getByRole('button', { name: 'Salvar dados' }).click();
  await expect(personal.getByRole('textbox', { name: 'Telefone' })).toHaveAttribute('aria-invalid', 'true');
  await personal.getByRole('textbox', { name: 'Telefone' }).fill('11 98765-4321');
  await personal.getByRole('button', { name: 'Salvar dados' }).click();
  await expect(personal.getByRole('status')).toHaveText('Seus dados foram salvos.');
  await expect(page.getByRole('link', { name: `${newName} – meu perfil` })).toBeVisible();

  // Password: the wrong current one is refused at its field.
  const form = page.getByRole('region', { name: 'Trocar senha' });
  const old = form.getByRole('textbox', { name: 'Senha atual', exact: true });
  await old.fill('errada12');
  await form.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('trocada9');
  await form.getByRole('textbox', { name: 'Confirme a nova senha', exact: true }).fill('trocada9');
  await form.getByRole('button', { name: 'Trocar senha' }).click();
  await expect(old).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText('A senha atual não confere');
  await expectNoAxeViolations(page);

  // A weak new password and a different confirmation are named before sending.
  await old.fill(password);
  await form.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('abcdef');
  await form.getByRole('textbox', { name: 'Confirme a nova senha', exact: true }).fill('abcdeg');
  await form.getByRole('button', { name: 'Trocar senha' }).click();
  await expect(form).toContainText('A senha precisa de pelo menos uma letra e um número');
  await expect(form.getByRole('textbox', { name: 'Confirme a nova senha', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await form.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('trocada9');
  await form.getByRole('textbox', { name: 'Confirme a nova senha', exact: true }).fill('trocada9');
  await form.getByRole('button', { name: 'Trocar senha' }).click();
  await expect(form.getByRole('status')).toContainText('Senha trocada');

  // Language: the page follows at once, and it is kept for the user.
  const language = page.getByRole('region', { name: 'Idioma da interface' });
  await language.getByRole('combobox', { name: 'Idioma' }).selectOption('en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My profile');

  // The new password is the one that signs in now.
  const again = await request.post('/auth/login', { data: { document: me.document, password: 'trocada9' } });
  expect(again.status(), await again.text()).toBe(200);
});
