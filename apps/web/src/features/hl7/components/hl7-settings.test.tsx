import type { Hl7MessageView } from '@ponto/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, loginResponse, session } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import { Hl7Settings } from './hl7-settings';

const CNPJ = '22333444000181';

const message = (overrides: Partial<Hl7MessageView>): Hl7MessageView => ({
  id: '00000000-0000-4000-8000-0000000000b1',
  controlId: 'a1b2c3d4e5f6a7b8c9d0',
  examRequestId: '00000000-0000-4000-8000-0000000000c1',
  protocolNumber: 'P-0001',
  examCode: 'GLUCOSE',
  corrected: false,
  status: 'delivered',
  attempts: 1,
  nextAttemptAt: null,
  lastAttemptAt: '2026-11-28T12:00:01.000Z',
  lastAckCode: 'AA',
  lastError: null,
  deliveredAt: '2026-11-28T12:00:02.000Z',
  createdAt: '2026-11-28T12:00:00.000Z',
  ...overrides,
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

async function renderSettings(options: {
  messages?: Hl7MessageView[];
  onPut?: (body: Record<string, unknown>) => Response;
}) {
  const calls: Call[] = [];
  const manager = session({ user: { roles: ['operator', 'manager'], manager: true } });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/auth/session') return json(200, manager);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: `${url.pathname}${url.search}`, body });
    if (url.pathname === '/hl7/config' && method === 'PUT')
      return (
        options.onPut?.(body) ?? json(200, { config: { ...body, updatedAt: '2026-11-28T12:00:00.000Z' } })
      );
    if (url.pathname === '/hl7/config') return json(200, { config: null });
    if (url.pathname.endsWith('/resend'))
      return json(200, { ...options.messages![0], status: 'pending', attempts: 0 });
    return json(200, { items: options.messages ?? [], nextCursor: null });
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse(manager));
  renderWithApp(<Hl7Settings cnpj={CNPJ} />, services);
  return { calls, user: userEvent.setup() };
}

describe('laboratory system (HL7) settings', () => {
  it('checks the host and port on their fields before anything is sent', async () => {
    const { calls, user } = await renderSettings({});
    const host = await screen.findByRole('textbox', { name: /Host/ });
    await user.type(host, 'lis.lab.local:2575');
    const port = screen.getByRole('textbox', { name: /Porta/ });
    await user.clear(port);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      screen.getByText('Informe um nome de host ou um endereço IP, sem porta nem caminho'),
    ).toBeInTheDocument();
    expect(port).toBeInvalid();
    expect(screen.getByText('Informe uma porta de 1 a 65535')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('saves host, port, TLS and on/off, and shows what the server still refuses on its field', async () => {
    let refuse = true;
    const { calls, user } = await renderSettings({
      onPut: (body) =>
        refuse
          ? apiError('VALIDATION_FAILED', 400, {
              fields: [{ field: 'host', messageKey: 'validation:hl7Host' }],
            })
          : json(200, { config: { ...body, updatedAt: '2026-11-28T12:00:00.000Z' } }),
    });
    const host = await screen.findByRole('textbox', { name: /Host/ });
    await user.type(host, 'lis.lab.local');
    await user.click(screen.getByRole('checkbox', { name: /Usar TLS/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Informe um nome de host ou um endereço IP, sem porta nem caminho'),
    ).toBeInTheDocument();
    expect(host).toBeInvalid();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('lis.lab.local:2575');
    expect(calls.filter((c) => c.method === 'PUT').at(-1)).toEqual({
      method: 'PUT',
      path: '/hl7/config',
      body: { host: 'lis.lab.local', port: 2575, tls: true, enabled: true },
    });
  });

  it('lists the messages with their state and last ACK; only a failed or rejected one can be sent again', async () => {
    const { calls, user } = await renderSettings({
      messages: [
        message({
          id: '00000000-0000-4000-8000-0000000000b2',
          status: 'rejected',
          attempts: 3,
          lastAckCode: 'AR',
          lastError: 'AR: unknown test code',
          deliveredAt: null,
          corrected: true,
          protocolNumber: 'P-0002',
        }),
        message({}),
      ],
    });
    const table = await screen.findByRole('table', { name: /Mensagens HL7/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Rejeitada (AR)')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('AR: unknown test code')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Correção')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Entregue')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('AA')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    await user.click(
      within(rows[1]!).getByRole('button', {
        name: 'Reenviar a mensagem do protocolo P-0002, exame GLUCOSE',
      }),
    );
    expect(await screen.findByText('A mensagem está na fila para ser enviada agora.')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/hl7/messages/00000000-0000-4000-8000-0000000000b2/resend',
      body: undefined,
    });
  });
});
