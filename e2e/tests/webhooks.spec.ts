// Webhooks: a manager registers an endpoint in Settings and gets its secret once; a pre-exam
// registered with its questionnaire reaches the endpoint signed the Standard Webhooks way; the delivery log
// shows it delivered and sends it again with the same webhook-id. The receiver runs in this test.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoUsers, demoWorkplaces, expect, expectNoAxeViolations, test } from '../fixtures/index.ts';
import { accessToken, createPreExam, signInAt } from './new-exam-helpers.ts';

const workplace = demoWorkplaces.clinic;
const COVID_AG = 1;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

test('an endpoint receives signed events and the log sends one again', { tag: '@tablet' }, async ({
  page,
}) => {
  const received: Received[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ponto-hook`;

  try {
    await signInAt(page, demoUsers.manager, workplace);
    await page.goto('/configuracoes');
    const section = page.getByRole('region', { name: 'Webhooks' });
    const form = section.getByRole('form', { name: 'Adicionar endpoint' });
    const address = form.getByRole('textbox', { name: 'Endereço (URL)' });
    await address.fill('não é um endereço');
    await form.getByRole('button', { name: 'Adicionar endpoint' }).click();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await address.fill(url);
    await form.getByRole('button', { name: 'Adicionar endpoint' }).click();
    const created = section.getByRole('status').filter({ hasText: 'Endpoint adicionado' });
    const secret = (await created.getByText(/^whsec_/).textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
    await expect(section.getByRole('row', { name: new RegExp(url) })).toContainText('Ativo');
    await expectNoAxeViolations(page);

    const headers = {
      Authorization: `Bearer ${await accessToken(page)}`,
      cnpj: workplace.cnpj.replace(/\D/g, ''),
    };
    const { id } = await createPreExam(
      page.request,
      headers,
      { fullName: 'Wagner Webhook', sex: 'male', birthDate: '1985-02-03' },
      COVID_AG,
      { quizForm: { [COVID_AG]: { symptoms: false } } },
    );
    await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const [first] = received;
    const event = JSON.parse(first!.body) as { type: string; data: { preExamId: string } };
    expect(event).toMatchObject({ type: 'questionnaire.filled', data: { preExamId: id } });
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    const signed = `${first!.headers['webhook-id']}.${first!.headers['webhook-timestamp']}.${first!.body}`;
    const expected = createHmac('sha256', key).update(signed).digest('base64');
    expect(String(first!.headers['webhook-signature']).split(' ')).toContain(`v1,${expected}`);

    await page.reload();
    const log = page.getByRole('table', { name: 'Registro de envios' });
    const row = log
      .getByRole('row')
      .filter({ hasText: 'Questionário preenchido' })
      .filter({ hasText: url })
      .first();
    await expect(row).toContainText('Entregue');
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: /^Reenviar o envio / }).click();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
    expect(received[1]!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
  } finally {
    // The demo clinic keeps no endpoint to a receiver that is gone.
    const section = page.getByRole('region', { name: 'Webhooks' });
    const remove = section.getByRole('button', { name: `Excluir ${url}` });
    if (await remove.isVisible()) {
      await remove.click();
      await page
        .getByRole('dialog', { name: 'Excluir este endpoint?' })
        .getByRole('button', { name: 'Excluir' })
        .click();
      await expect(remove).toHaveCount(0);
    }
    await new Promise((resolve) => receiver.close(resolve));
  }
});
