// Clinical acts wait for the training (docs/training.md): a user in training who types the address of a
// clinical screen lands on /treinamento with the TRAINING_REQUIRED notice, and the menu offers no such
// screen. Only reads: Bruno and Carla keep their status for the other specs.

import type { Page } from '@playwright/test';
import { demoUsers, expect, expectNoAxeViolations, loginAs, test } from '../fixtures/index.ts';

async function expectSentToTraining(page: Page, typed: string) {
  await page.goto(typed);
  await expect(page).toHaveURL(/\/treinamento$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Treinamento' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Treinamento obrigatório' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('/treinamento');
}

test('a TRAINING user who types /novo-exame or /recoleta lands on /treinamento with the notice', {
  tag: '@tablet',
}, async ({ page }) => {
  await loginAs(page, demoUsers.training);
  await expect(page).toHaveURL(/\/treinamento$/);
  // Arriving by the login is no detour: no notice.
  await expect(page.getByRole('status').filter({ hasText: 'Treinamento obrigatório' })).toHaveCount(0);

  await expectSentToTraining(page, '/novo-exame');
  await expectNoAxeViolations(page);
  await expectSentToTraining(page, '/recoleta');
  await expectNoAxeViolations(page);
});

test('a PENDING_TRAINING user has no register entry and is sent from the other registering screens', async ({
  page,
}) => {
  await loginAs(page, demoUsers.pendingTraining);
  await expect(page).toHaveURL(/\/home/);
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Treinamento' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cadastrar' })).toHaveCount(0);
  for (const typed of ['/novo-exame-externo', '/mab']) await expectSentToTraining(page, typed);
  await expectNoAxeViolations(page);
});

test('a CONTINUED_TRAINING user is sent from the recollect, barcode and result screens', async ({ page }) => {
  await loginAs(page, demoUsers.continuedTraining);
  await expect(page).toHaveURL(/\/home/);
  for (const typed of ['/refazer', '/barcode', '/temp-results']) await expectSentToTraining(page, typed);
});
