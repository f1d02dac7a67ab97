import type { MandatoryNotificationItem, MandatoryNotificationsPage } from '@ponto/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, loginResponse, session } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import { NotificationsResults } from './notifications-results';

vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

const cnpj = '11222333000181';
const period = { from: '2026-03-01', to: '2026-03-31' };
const row = (code: string, exam: string): MandatoryNotificationItem['row'] => ({
  patientAge: '35',
  exam,
  result: 'Reagente',
  code,
  patientAddress: '',
  examDate: '2026-03-10',
  tradeName: 'Farmácia',
  taxId: '11.222.333/0001-81',
  city: 'São Paulo',
  state: 'SP',
  patientName: 'Irene',
  method: 'Imunocromatografia',
  patientSex: 'Feminino',
  birthDate: '1990-03-11',
  phone: '',
  notificationDate: '2026-03-11',
});
const covid = '00000000-0000-4000-8000-0000000000c1';
const hiv = '00000000-0000-4000-8000-0000000000c2';

async function renderResults(options: { manager: boolean; rndsSending: boolean }) {
  const calls: string[] = [];
  const page: MandatoryNotificationsPage = {
    items: [
      {
        examRequestId: covid,
        row: row('2026000001', 'Covid-19 Antígeno'),
        rndsDocument: true,
        rndsLastSend: null,
      },
      { examRequestId: hiv, row: row('2026000002', 'HIV 1/2'), rndsDocument: false, rndsLastSend: null },
    ],
    nextCursor: null,
    rndsSending: options.rndsSending,
  };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    if (url.pathname === '/auth/session') return json(200, session({ user: { manager: options.manager } }));
    if (url.pathname === '/reports/notifications') return json(200, page);
    if (url.pathname === `/reports/notifications/${covid}/rnds/sends` && init?.method === 'POST')
      return json(200, {
        id: 's1',
        status: 'sent',
        sentAt: '2026-03-12T10:00:00.000Z',
        httpStatus: 201,
        rndsId: 'rnds-77',
        error: null,
      });
    if (url.pathname.endsWith('/rnds')) return new Response('{}', { status: 200 });
    return json(404, {});
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse(session({ user: { manager: options.manager } })));
  renderWithApp(<NotificationsResults cnpj={cnpj} period={period} />, services);
  return calls;
}

describe('mandatory notifications: RNDS', () => {
  it('downloads a row’s RNDS document and the period’s, and marks a line RNDS does not take', async () => {
    const calls = await renderResults({ manager: false, rndsSending: true });
    const covidRow = (await screen.findByText('Covid-19 Antígeno')).closest('tr')!;
    const hivRow = screen.getByText('HIV 1/2').closest('tr')!;
    expect(within(hivRow).getByText('Não recebido pela RNDS')).toBeInTheDocument();
    expect(within(hivRow).queryByRole('button')).toBeNull();
    // Not a manager: no send, even though the server can send.
    expect(screen.queryByRole('button', { name: /Enviar/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(
      within(covidRow).getByRole('button', { name: 'Documento RNDS do protocolo 2026000001' }),
    );
    await user.click(screen.getByRole('button', { name: 'Baixar período (RNDS)' }));
    expect(calls).toContain(`GET /reports/notifications/${covid}/rnds`);
    expect(calls).toContain('GET /reports/notifications/rnds?from=2026-03-01&to=2026-03-31');
  });

  it('lets a manager send a row to RNDS when the server can, and shows the RNDS id', async () => {
    const calls = await renderResults({ manager: true, rndsSending: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enviar o protocolo 2026000001 à RNDS' }));
    expect(await screen.findByText(/id RNDS rnds-77/)).toBeInTheDocument();
    expect(calls).toContain(`POST /reports/notifications/${covid}/rnds/sends`);
  });

  it('offers no send when the server has no RNDS settings, even to a manager', async () => {
    await renderResults({ manager: true, rndsSending: false });
    await screen.findByText('Covid-19 Antígeno');
    expect(
      screen.getByRole('button', { name: 'Documento RNDS do protocolo 2026000001' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enviar/ })).toBeNull();
  });
});
