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

test('the browser gets the app compressed, its assets cacheable for a year', async ({ page }) => {
  const scripts: Array<{ encoding?: string; cache?: string; length: number }> = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/') && response.url().endsWith('.js')) {
      const headers = await response.allHeaders();
      scripts.push({
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
        length: Number(headers['content-length'] ?? 0),
      });
    }
  });
  await page.goto('/');
  await expect(loginForm(page).submit).toBeVisible();
  expect(scripts.some((script) => script.encoding)).toBe(true);
  for (const script of scripts) {
    // Files under 1 kB are not worth compressing and have no compressed copy.
    if (!script.encoding) expect(script.length).toBeLessThan(1024);
    else expect(['br', 'gzip']).toContain(script.encoding);
    expect(script.cache).toBe('public, max-age=31536000, immutable');
  }
});
