// Simplified layout (§2): an embedding page on an origin listed in EMBED_ALLOWED_ORIGINS posts
// `{ type: 'applySimplifiedLayout' }` to the portal in an iframe, and the header and sidebar go away.
// A message from any other origin — here the portal's own page posting to itself — is ignored.
// (The exact origin comparison, other messages and early messages are unit-tested in
// apps/web/src/lib/simplified-layout.test.ts.)
import { createServer, type Server } from 'node:http';
import { expect, expectNoAxeViolations, login, test } from '../fixtures/index.ts';

let server: Server | undefined;

test.afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

function servePartnerPage(port: number, portalUrl: string): Promise<void> {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner</title></head>
<body><main><h1>Partner system</h1>
<iframe id="ponto" title="Ponto" src="${portalUrl}/login" style="width:1280px;height:640px;border:0"></iframe>
</main></body></html>`;
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  return new Promise((resolve) => server?.listen(port, '127.0.0.1', () => resolve()));
}

test('the simplified layout applies from an allowed origin only', async ({
  page,
  embedOrigin,
  embedPort,
  baseURL,
  demoUsers,
}) => {
  const portal = new URL(baseURL ?? '').origin;
  await servePartnerPage(embedPort, portal);

  // First the portal on its own: its own page posting the message changes nothing.
  await page.goto('/login');
  await login(page, demoUsers.active.document);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.evaluate(() => window.postMessage({ type: 'applySimplifiedLayout' }, '*'));
  await page.evaluate(() => window.postMessage('applySimplifiedLayout', '*'));
  await page.waitForTimeout(500);
  await expect(page.getByRole('navigation')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  // Then embedded by the allowed partner, in a new tab (its own session): sign in inside the frame, the
  // partner asks, the bars go away.
  const partner = await page.context().newPage();
  await partner.goto(`${embedOrigin}/`);
  const frame = partner.frameLocator('#ponto');
  await frame.getByLabel(/CPF/).fill(demoUsers.active.document);
  await frame
    .getByLabel(/^Senha/)
    .and(frame.locator('input'))
    .fill('ponto123');
  await frame.getByRole('button', { name: 'Entrar' }).click();
  await expect(frame.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await expect(frame.getByRole('navigation')).toBeVisible();

  await partner.evaluate((target) => {
    const iframe = document.getElementById('ponto') as HTMLIFrameElement;
    iframe.contentWindow?.postMessage({ type: 'applySimplifiedLayout' }, target);
  }, portal);
  await expect(frame.getByRole('navigation')).toHaveCount(0);
  await expect(frame.getByRole('banner')).toHaveCount(0);
  await expect(frame.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await expectNoAxeViolations(partner);
});
