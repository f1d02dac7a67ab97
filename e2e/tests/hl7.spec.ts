// HL7 to the laboratory system (docs/hl7.md): a manager opens Settings, a host with a port in it is named at
// its field, the connection is saved by keyboard pointing to an MLLP laboratory system this test runs
// (node-hl7-server, answering AA); the lab analyst releases a typed result and the system receives its
// ORU^R01; the message log shows it delivered.
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { Server } from 'node-hl7-server';
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { accessToken, createPreExam, signInAt } from './new-exam-helpers.ts';

const workplace = demoWorkplaces.drugstore;
const HBA1C = 6;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// Desktop only: the journey configures the demo drugstore's one laboratory system, which a second run of it
// in the tablet project, at the same time, would point elsewhere.
test('a manager connects the laboratory system and a released result is delivered', async ({
  page,
  browser,
}) => {
  const port = await freePort();
  const received: string[] = [];
  const lis = new Server({ bindAddress: '127.0.0.1' }).createInbound({ port }, async (req, res) => {
    received.push(req.getMessage().toString());
    await res.sendResponse('AA');
  });
  const cnpj = workplace.cnpj.replace(/\D/g, '');
  let managerHeaders: Record<string, string> | undefined;

  try {
    await signInAt(page, demoUsers.manager, workplace);
    managerHeaders = { Authorization: `Bearer ${await accessToken(page)}`, cnpj };
    await page.goto('/configuracoes');
    const section = page.getByRole('region', { name: 'Sistema do laboratório (HL7)' });
    const form = section.getByRole('form', { name: 'Conexão com o sistema do laboratório' });
    const host = form.getByRole('textbox', { name: 'Host' });
    const portField = form.getByRole('textbox', { name: 'Porta' });
    await host.fill('lis.lab.local:2575');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(host).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText('Informe um nome de host ou um endereço IP, sem porta nem caminho');
    await expectNoAxeViolations(page);

    // By keyboard: host, port, TLS, on/off, then Save.
    await host.fill('');
    await host.focus();
    await page.keyboard.type('127.0.0.1');
    await page.keyboard.press('Tab');
    await expect(portField).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(port));
    await page.keyboard.press('Tab');
    await expect(form.getByRole('checkbox', { name: /Usar TLS/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('checkbox', { name: 'Enviar os resultados liberados' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Salvar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('status')).toContainText(`127.0.0.1:${port}`);
    await expect(host).not.toHaveAttribute('aria-invalid', 'true');

    // The drugstore's lab analyst types and releases a result.
    const analystContext = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'pt-BR' });
    const analyst = await analystContext.newPage();
    await signInAt(analyst, demoUsers.labAnalyst, workplace);
    const headers = { Authorization: `Bearer ${await accessToken(analyst)}`, cnpj };
    const { protocolNumber, examRequestId } = await createPreExam(
      analyst.request,
      headers,
      { fullName: 'Laura Laboratório', sex: 'female', birthDate: '1975-06-07' },
      HBA1C,
    );
    const typed = await analyst.request.post(`/exam-requests/${examRequestId}/results`, {
      headers,
      data: { analytes: [{ code: 'HBA1C', value: '6.4' }] },
    });
    expect(typed.status(), await typed.text()).toBe(200);
    const released = await analyst.request.post(`/exam-requests/${examRequestId}/release`, { headers });
    expect(released.status(), await released.text()).toBe(200);
    await analystContext.close();

    await expect
      .poll(() => received.find((m) => m.includes(protocolNumber)), { timeout: 20_000 })
      .toBeTruthy();
    const message = received.find((m) => m.includes(protocolNumber)) ?? '';
    expect(message).toMatch(/^MSH\|\^~\\&\|Ponto\|/);
    expect(message).toContain('|ORU^R01^ORU_R01|');
    expect(message).toContain('Laboratório^Laura');

    await page.reload();
    const log = section.getByRole('table', { name: /Mensagens HL7/ });
    const row = log.getByRole('row').filter({ hasText: protocolNumber });
    await expect(row).toContainText('Entregue');
    await expect(row).toContainText('AA');
    await expect(row).toContainText('HBA1C');
    // Nothing to send again once the system accepted it.
    await expect(row.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    // The demo drugstore sends nothing more to a laboratory system that is gone.
    if (managerHeaders)
      await page.request.put('/hl7/config', {
        headers: managerHeaders,
        data: { host: '127.0.0.1', port, enabled: false },
      });
    await lis.close();
  }
});

test('the laboratory system section fits the screen and passes axe', { tag: '@tablet' }, async ({ page }) => {
  await signInAt(page, demoUsers.manager, workplace);
  await page.goto('/configuracoes');
  const section = page.getByRole('region', { name: 'Sistema do laboratório (HL7)' });
  await expect(section.getByRole('form', { name: 'Conexão com o sistema do laboratório' })).toBeVisible();
  // The log, or the line saying it is empty (the desktop journey may not have run yet).
  await expect(
    section.getByRole('table', { name: /Mensagens HL7/ }).or(section.getByText('Nenhuma mensagem ainda.')),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
});
