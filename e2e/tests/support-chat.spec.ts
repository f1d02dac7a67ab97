// Support chat (§2; docs/support-chat.md): an operator writes to support from the sidebar; a
// support user, in another browser, sees the conversation in the queue with its unread count, answers, and
// the answer reaches the operator while the chat is open; an error that advises support opens the chat
// with the error attached.
import type { Page } from '@playwright/test';
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { signInAt } from './new-exam-helpers.ts';

const openChat = async (page: Page) => {
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: /^Chat de suporte/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Chat de suporte' });
  await expect(dialog).toBeVisible();
  return dialog;
};

test('an operator and a support user talk in the chat, live', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const text = `O leitor não liga ${Date.now()}`;
  await signInAt(page, demoUsers.active, demoWorkplaces.clinic);
  const chat = await openChat(page);
  await chat.getByRole('button', { name: 'Enviar ao suporte' }).click();
  await expect(chat.getByText('Campo obrigatório')).toBeVisible();
  await chat.getByRole('textbox', { name: 'Sua mensagem para o suporte' }).fill(text);
  await chat.getByRole('button', { name: 'Enviar ao suporte' }).click();
  await expect(chat.getByRole('log').getByText(text)).toBeVisible();
  await expectNoAxeViolations(page);

  // Support, in its own browser.
  const supportContext = await browser.newContext();
  const support = await supportContext.newPage();
  try {
    await signInAt(support, demoUsers.support, demoWorkplaces.drugstore);
    const queue = await openChat(support);
    const conversation = queue.getByRole('button', {
      name: /^Conversa com Ana Operadora \(Clínica Ponto Saúde\), 1 mensagem não lida$/,
    });
    await expect(conversation.first()).toBeVisible();
    await queue
      .getByRole('button', { name: /^Conversa com Ana Operadora/ })
      .filter({ hasText: text })
      .click();
    await expect(queue.getByRole('log').getByText(text)).toBeVisible();
    await queue.getByRole('textbox', { name: 'Mensagem' }).fill('Segure o botão por 5 segundos.');
    await queue.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(queue.getByRole('log').getByText('Segure o botão por 5 segundos.')).toBeVisible();
    await expectNoAxeViolations(support);
  } finally {
    await supportContext.close();
  }

  // The answer arrives while the operator's chat is open.
  await expect(chat.getByRole('log').getByText('Segure o botão por 5 segundos.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(chat.getByRole('log')).toContainText('Suporte (Fábio Suporte)');
});

test('an error that advises support opens the chat with the error attached', { tag: '@tablet' }, async ({
  page,
}) => {
  await signInAt(page, demoUsers.active, demoWorkplaces.drugstore);
  // A leaflet code that names no leaflet: LEAFLET_NOT_FOUND advises talking to support.
  await page.goto('/bulas?lote=XX999000001');
  const alert = page.getByRole('alert').filter({ hasText: 'Nenhuma bula para este lote' });
  await alert.getByRole('button', { name: 'Abrir o chat de suporte com este erro' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat de suporte' });
  await expect(chat.getByText('Sobre: Nenhuma bula para este lote')).toBeVisible();
  await expectNoAxeViolations(page);
});
