// Orders and confirm arrival (/estoque, §2 §4 §6): a manager places an order in the portal; the distributor
// moves it through its API to dispatched with an invoice and a new lot; the arrival is confirmed by the
// invoice and the lot shows in 'Meu estoque' with its quantity; the same invoice again is refused with the
// translated message. A stock user also cancels an order not billed yet (tablet).
import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  demoUsers,
  demoWorkplaces,
  digits,
  expect,
  expectNoAxeViolations,
  test,
} from '../fixtures/index.ts';
import { select, signInAt, textbox } from './new-exam-helpers.ts';

/** Covid-19 antigen's exam index in the demo catalogue. */
const COVID_AG = 1;

/** An ISO day `days` from today. */
function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The distributor signs in through the API, as its own system would. */
async function distributorApi(request: APIRequestContext) {
  const login = await request.post('/auth/login', {
    data: { document: digits(demoUsers.distributor.document), password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  return {
    async orderByNumber(number: number, cnpj: string) {
      const res = await request.get(`/distributor/v1/orders?status=inAnalysis&cnpj=${cnpj}&limit=50`, {
        headers,
      });
      expect(res.status()).toBe(200);
      const order = (await res.json()).items.find((o: { number: number }) => o.number === number);
      expect(order, `order ${number} in the distributor's list`).toBeTruthy();
      return order as { id: string };
    },
    async move(id: string, body: Record<string, unknown>) {
      const res = await request.post(`/distributor/v1/orders/${id}/status`, { headers, data: body });
      expect(res.status(), await res.text()).toBe(200);
    },
  };
}

/** Fills the product lines and the delivery address of the open 'Novo pedido' form. */
async function fillOrder(page: Page, exam: string, quantity: string) {
  await page.getByRole('combobox', { name: 'Exame' }).selectOption({ label: exam });
  await page.getByRole('textbox', { name: 'Quantidade' }).fill(quantity);
  await textbox(page, 'CEP').fill('01310100');
  await expect(select(page, 'Cidade')).toHaveValue('São Paulo');
  await textbox(page, 'Logradouro').fill('Avenida Paulista');
  await textbox(page, 'Número').fill('1000');
  await textbox(page, 'Bairro').fill('Bela Vista');
}

/** Sends the form and reads the new order's number from the confirmation. */
async function sendOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  const done = page.getByRole('status').filter({ hasText: /Pedido \d{6} enviado/ });
  await expect(done).toBeVisible();
  return /Pedido (\d{6})/.exec((await done.textContent()) ?? '')![1]!;
}

test('place an order, the distributor ships it, confirm its arrival by invoice: the stock grows', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000); // a whole order's life: portal, distributor API, arrival, stock
  const workplace = demoWorkplaces.drugstore;
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
  const invoice = `NF-E2E-${suffix}`;
  const lotNumber = `COE${suffix}`;

  await signInAt(page, demoUsers.manager, workplace);
  await page.goto('/estoque?aba=pedidos');
  await expect(page.getByRole('heading', { level: 2, name: 'Meus pedidos' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Pedidos do estabelecimento/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The form checks before sending: an empty line is named at its fields.
  await page.getByRole('button', { name: 'Fazer pedido' }).click();
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByRole('combobox', { name: 'Exame' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Quantidade' })).toHaveAttribute('aria-invalid', 'true');
  await fillOrder(page, 'Covid-19 Antígeno', '24');
  await expectNoAxeViolations(page);
  const number = await sendOrder(page);
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Em análise');
  await expect(row).toContainText('Covid-19 Antígeno × 24');

  await row.getByRole('button', { name: `Ver detalhes do pedido ${number}` }).click();
  const detail = page.getByRole('dialog', { name: `Pedido ${number}` });
  await expect(detail).toContainText('Avenida Paulista, 1000');
  await expect(detail).toContainText('Pedido feito');
  await expectNoAxeViolations(page);
  await detail.getByRole('button', { name: 'Fechar' }).click();

  // The distributor's system: confirmed, billed, invoice for shipping with the lot, dispatched.
  const distributor = await distributorApi(request);
  const order = await distributor.orderByNumber(Number(number), digits(workplace.cnpj));
  await distributor.move(order.id, { to: 'confirmed', forecastOn: isoDay(3) });
  await distributor.move(order.id, { to: 'invoiceForPayment', paymentReference: `PAY-${suffix}` });
  await distributor.move(order.id, {
    to: 'invoiceForShipping',
    invoice,
    lots: [
      {
        examIndex: COVID_AG,
        lotNumber,
        internalLot: `INT-${suffix}`,
        manufacturedOn: isoDay(-20),
        expiresOn: isoDay(300),
        quantity: 24,
      },
    ],
  });
  await distributor.move(order.id, { to: 'dispatched' });

  // Confirm arrival: the invoice as typed from the paper (any case), the lot checked, then confirmed.
  await page.getByRole('tab', { name: 'Confirmar chegada' }).click();
  await expect(page).toHaveURL(/aba=chegada/);
  await page.getByRole('textbox', { name: 'Número da nota fiscal' }).fill(invoice.toLowerCase());
  await page.getByRole('button', { name: 'Buscar pedido' }).click();
  await expect(page.getByRole('heading', { name: `Pedido ${number}` })).toBeVisible();
  const lotRow = page.getByRole('row', { name: new RegExp(lotNumber) });
  await expect(lotRow).toContainText('24');
  await expect(lotRow).toContainText(`INT-${suffix}`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirmar chegada' }).click();
  const confirm = page.getByRole('dialog', { name: `Confirmar a chegada do pedido ${number}?` });
  await expect(confirm).toContainText(invoice);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Confirmar chegada' }).click();
  const received = page.getByRole('status').filter({ hasText: 'Chegada confirmada' });
  await expect(received).toContainText(`O pedido ${number} foi recebido`);
  await expectNoAxeViolations(page);

  // The same invoice again: refused, in words.
  await page.getByRole('textbox', { name: 'Número da nota fiscal' }).fill(invoice);
  await page.getByRole('button', { name: 'Buscar pedido' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'A chegada deste pedido já foi confirmada' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar chegada' })).toHaveCount(0);

  // My orders: received; my stock: the new lot with the quantity received.
  await page.goto('/estoque?aba=pedidos');
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('Recebido');
  await page.getByRole('tab', { name: 'Meu estoque' }).click();
  const stockRow = page.getByRole('row', { name: new RegExp(lotNumber) });
  await expect(stockRow.getByRole('cell', { name: '24', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a stock user cancels an order not billed yet, after confirming', { tag: '@tablet' }, async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAt(page, demoUsers.stockViewer, demoWorkplaces.clinic);
  await page.goto('/estoque?aba=pedidos');
  await page.getByRole('button', { name: 'Fazer pedido' }).click();
  await fillOrder(page, 'HIV 1/2', '5');
  const number = await sendOrder(page);

  const row = page.getByRole('row', { name: new RegExp(number) });
  await row.getByRole('button', { name: `Ver detalhes do pedido ${number}` }).click();
  const detail = page.getByRole('dialog', { name: `Pedido ${number}` });
  await detail.getByRole('button', { name: 'Cancelar pedido' }).click();
  const ask = page.getByRole('dialog', { name: `Cancelar o pedido ${number}?` });
  await expect(ask).toContainText('Não é possível desfazer');
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Manter o pedido' }).click();
  await expect(page.getByRole('dialog', { name: `Pedido ${number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  await ask.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Pedido ${number} cancelado.` })).toBeVisible();
  await expect(row).toContainText('Cancelado');

  await page.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Cancelado' });
  await expect(page.getByRole('row', { name: new RegExp(number) })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Em análise' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
