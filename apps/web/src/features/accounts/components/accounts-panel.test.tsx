import type { AccountSummary } from '@ponto/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, loginResponse, session } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import { AccountsPanel } from './accounts-panel';

const active: AccountSummary = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Carla Cliente',
  maskedDocument: '***.***.*23-03',
  email: 'carla@example.com',
  suspended: false,
  workplaces: [{ name: 'Clínica Ponto Saúde', cnpj: '22333444000181' }],
};
const suspended: AccountSummary = { ...active, id: '00000000-0000-4000-8000-0000000000a2', suspended: true };

interface Call {
  method: string;
  path: string;
  body: unknown;
}

async function renderPanel(
  items: AccountSummary[],
  onSuspension: () => Response = () => new Response(null, { status: 204 }),
) {
  const calls: Call[] = [];
  const support = session({ user: { roles: ['support'], name: 'Fábio Suporte' } });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/auth/session') return json(200, support);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method: init?.method ?? 'GET', path: `${url.pathname}${url.search}`, body });
    if (url.pathname.endsWith('/suspension')) return onSuspension();
    return json(200, { items });
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse(support));
  renderWithApp(<AccountsPanel />, services);
  return calls;
}

async function searchFor(text: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /Buscar conta/ }), text);
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
  return user;
}

describe('support staff accounts screen (§6 suspension)', () => {
  it('asks for 3 characters before searching, and lists what the server finds', async () => {
    const calls = await renderPanel([active]);
    const user = await searchFor('ab');
    expect(screen.getByText('Digite pelo menos 3 caracteres')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /Buscar conta/ }), 'c');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const row = (await screen.findByRole('rowheader', { name: 'Carla Cliente' })).closest('tr')!;
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/accounts?q=abc' });
    expect(within(row).getByText('***.***.*23-03')).toBeInTheDocument();
    expect(within(row).getByText('carla@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Clínica Ponto Saúde (22.333.444/0001-81)')).toBeInTheDocument();
    expect(within(row).getByText('Ativa')).toBeInTheDocument();
  });

  it('suspends only with a reason and the confirmation', async () => {
    const calls = await renderPanel([active]);
    const user = await searchFor('Carla');
    await user.click(await screen.findByRole('button', { name: 'Suspender Carla Cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspender Carla Cliente' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspender conta' }));
    expect(within(dialog).getByText('Confirme a suspensão.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: 'Pagamento pendente' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Confirmo a suspensão desta conta.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Suspender conta' }));
    expect(await screen.findByText('Conta de Carla Cliente suspensa.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `/accounts/${active.id}/suspension`,
      body: { suspended: true, reason: 'pendingPayment' },
    });
  });

  it('reinstates a suspended account after asking', async () => {
    const calls = await renderPanel([suspended]);
    const user = await searchFor('Carla');
    const row = (await screen.findByRole('rowheader', { name: 'Carla Cliente' })).closest('tr')!;
    expect(within(row).getByText('Suspensa')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Reativar Carla Cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reativar Carla Cliente' });
    await user.click(within(dialog).getByRole('button', { name: 'Reativar conta' }));
    expect(await screen.findByText('Conta de Carla Cliente reativada.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ suspended: false });
  });

  it('shows the server refusal translated and keeps the dialog open', async () => {
    await renderPanel([active], () => apiError('AUDIT_UNAVAILABLE', 503));
    const user = await searchFor('Carla');
    await user.click(await screen.findByRole('button', { name: 'Suspender Carla Cliente' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Incidente de segurança' }));
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Suspender conta' }));
    expect(
      await within(dialog).findByText('Não foi possível registrar na trilha de auditoria'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Suspender conta' })).toBeInTheDocument();
  });
});
