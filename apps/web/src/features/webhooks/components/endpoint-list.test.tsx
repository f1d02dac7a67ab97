import type { WebhookEndpoint } from '@ponto/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, loginResponse, session } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import { EndpointList } from './endpoint-list';

const cnpj = '22333444000181';
const on: WebhookEndpoint = {
  id: '00000000-0000-4000-8000-00000000000a',
  url: 'https://lab.example.com/hooks',
  events: ['exam.started', 'result.finished'],
  enabled: true,
  disabledReason: null,
  secret: 'whsec_…abcd',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const gone: WebhookEndpoint = {
  ...on,
  id: '00000000-0000-4000-8000-00000000000b',
  url: 'https://old.example.com/hooks',
  enabled: false,
  disabledReason: 'gone',
};

async function renderList(endpoints: WebhookEndpoint[], answer: () => Response = () => json(200, on)) {
  const patches: { path: string; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    if (init?.method === 'PATCH') {
      patches.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return answer();
    }
    return json(200, session());
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse());
  renderWithApp(<EndpointList cnpj={cnpj} endpoints={endpoints} />, services);
  return patches;
}

describe('webhook endpoint list', () => {
  it('says when the workplace has no endpoint', async () => {
    await renderList([]);
    expect(await screen.findByText('Nenhum endpoint cadastrado neste estabelecimento.')).toBeInTheDocument();
  });

  it('shows each endpoint with its events, its state (and why it is off) and its masked secret', async () => {
    await renderList([on, gone]);
    const row = (await screen.findByRole('rowheader', { name: on.url })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Exame iniciado, Resultado pronto');
    expect(row).toHaveTextContent('Ativo');
    expect(row).toHaveTextContent('whsec_…abcd');
    const off = screen.getByRole('rowheader', { name: gone.url }).closest('tr') as HTMLElement;
    expect(within(off).getByText('Desativado: respondeu 410')).toBeInTheDocument();
  });

  it('turns an endpoint off and on with PATCH', async () => {
    const patches = await renderList([on, gone]);
    await userEvent.click(await screen.findByRole('button', { name: `Desativar ${on.url}` }));
    await userEvent.click(screen.getByRole('button', { name: `Ativar ${gone.url}` }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches).toEqual([
      { path: `/webhooks/endpoints/${on.id}`, body: { enabled: false } },
      { path: `/webhooks/endpoints/${gone.id}`, body: { enabled: true } },
    ]);
  });

  it('says why when the change is refused', async () => {
    await renderList([on], () => apiError('FORBIDDEN', 403));
    await userEvent.click(await screen.findByRole('button', { name: `Desativar ${on.url}` }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
