import { expect, expectNoAxeViolations, loginForm, test } from '../fixtures/index.ts';

test('GET /users/ping answers ok', async ({ request }) => {
  const response = await request.get('/users/ping');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true });
});

test('the login page at / renders and passes axe', { tag: '@tablet' }, async ({ page }) => {
  await page.goto('/');
  const form = loginForm(page);
  await expect(form.document).toBeVisible();
  await expect(form.password).toBeVisible();
  await expect(form.submit).toBeVisible();
  await expectNoAxeViolations(page);
});
