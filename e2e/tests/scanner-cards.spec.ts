// /scanner-cards (§2, guarded like /home): the workplace's reader cards with their actions on a page of
// their own. A reader provisioned on the workplace shows up as a card; the page passes axe.
import { demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { provisionCode, readerTile, signInAt } from './readers-simulator.ts';

const workplace = demoWorkplaces.selfCollection;

test('reader cards on their own page', { tag: '@tablet' }, async ({ page, demoUsers, request }) => {
  const code = await provisionCode(request, workplace.cnpj);
  await signInAt(page, demoUsers.active, workplace);
  await page.goto('/scanner-cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Leitores' })).toBeVisible();
  await expect(page.getByText(`Estabelecimento: ${workplace.name}`)).toBeVisible();
  await expect(readerTile(page, code)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Código do leitor' })).toBeVisible();
  await expectNoAxeViolations(page);
});
