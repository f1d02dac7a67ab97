import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, loginResponse, session } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import { EndpointForm } from './endpoint-form';

const cnpj = '22333444000181';
const endpoint = {
  id: '00000000-0000-4000-8000-00000000000a',
  url: 'https://lab.example.com/hooks',
  events: ['exam.started'],
  enabled: true,
  disabledReason: null,
  secret: 'whsec_full-secret-shown-once',
  createdAt: '2026-11-20T10:00:00.000Z',
};

async function renderForm(answer: () => Response) {
  const bodies: unknown[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/webhooks/endpoints' && init?.method === 'POST') {
      bodies.push(JSON.parse(String(init.body)));
      return answer();
    }
    return json(200, session());
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse());
  renderWithApp(<EndpointForm cnpj={cnpj} />, services);
  await screen.findByRole('form', { name: 'Adicionar endpoint' });
  return bodies;
}

describe('webhook endpoint form', () => {
  it('adds the endpoint with the chosen events and shows its secret once', async () => {
    const bodies = await renderForm(() => json(201, endpoint));
    await userEvent.click(screen.getByLabelText(/Endereço \(URL\)/));
    await userEvent.paste(' https://lab.example.com/hooks ');
    // Every event is offered checked; one is left out.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Falha na execução do exame' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar endpoint' }));
    expect(await screen.findByRole('status')).toHaveTextContent('whsec_full-secret-shown-once');
    expect(bodies).toEqual([
      {
        url: 'https://lab.example.com/hooks',
        events: ['exam.started', 'questionnaire.filled', 'result.finished'],
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText(/Endereço \(URL\)/)).toHaveValue(''));
  }, 20_000);

  it('names the fields it refuses before asking the server: an address that is no URL, no event', async () => {
    const bodies = await renderForm(() => json(201, endpoint));
    await userEvent.type(screen.getByLabelText(/Endereço \(URL\)/), 'not an address');
    for (const checkbox of screen.getAllByRole('checkbox')) await userEvent.click(checkbox);
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar endpoint' }));
    expect(screen.getByLabelText(/Endereço \(URL\)/)).toHaveAccessibleDescription(/.+/);
    expect(screen.getByLabelText(/Endereço \(URL\)/)).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it("puts the server's field messages on the fields, and other failures in an alert", async () => {
    let answer = () =>
      apiError('VALIDATION_FAILED', 400, { fields: [{ field: 'url', messageKey: 'validation:required' }] });
    const bodies = await renderForm(() => answer());
    await userEvent.click(screen.getByLabelText(/Endereço \(URL\)/));
    await userEvent.paste('https://10.0.0.1/hooks');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar endpoint' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    answer = () => apiError('UNEXPECTED_ERROR', 500);
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar endpoint' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
  });
});
