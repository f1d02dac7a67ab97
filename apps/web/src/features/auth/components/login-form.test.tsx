import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, loginResponse } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import { LoginForm } from './login-form';

function servicesAnswering(response: () => Response) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const services = testServices({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/specialist/customization') return apiError('NOT_FOUND', 404);
      return response();
    }) as typeof fetch,
  });
  return { services, calls };
}

async function fillAndSubmit(document: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^CPF/), document);
  await user.type(screen.getByLabelText(/^Senha/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('<LoginForm>', () => {
  it('masks the CPF while typing and sends digits only', async () => {
    const { services, calls } = servicesAnswering(() => json(200, loginResponse()));
    renderWithApp(<LoginForm />, services);
    await fillAndSubmit('11144477735', 'ponto123');
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('111.444.777-35');
    expect(calls.find((c) => c.url === '/auth/login')?.body).toEqual({
      document: '11144477735',
      password: 'ponto123',
    });
    // The answer's schema loads on first use: the session is stored once it has checked the answer.
    await waitFor(() => expect(services.store.get()?.session.user.name).toBe('Ana Operadora'));
  });

  it('names the fields to fix before calling the server (domain CPF rule)', async () => {
    const { services, calls } = servicesAnswering(() => json(200, loginResponse()));
    renderWithApp(<LoginForm />, services);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    await fillAndSubmit('11144477700', 'x');
    expect(await screen.findByText('Documento inválido')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/auth/login')).toBe(false);
  });

  it.each([
    ['AUTH_ACCESS_SUSPENDED', 403, 'Acesso suspenso'],
    ['AUTH_NO_WORKPLACE', 403, 'Nenhum estabelecimento vinculado'],
    ['AUTH_INVALID_CREDENTIALS', 401, 'Usuário ou senha inválidos'],
  ] as const)('shows %s from the server with its title', async (code, status, title) => {
    const { services } = servicesAnswering(() => apiError(code, status));
    renderWithApp(<LoginForm />, services);
    await fillAndSubmit('11144477735', 'ponto123');
    expect(await screen.findByRole('alert')).toHaveTextContent(title);
    expect(services.store.get()).toBeNull();
  });

  it("shows 'Login expirado' after the session could not be renewed", async () => {
    const { services } = servicesAnswering(() => json(200, {}));
    services.store.setLogoutReason('expired');
    renderWithApp(<LoginForm />, services);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login expirado');
  });

  it('says why after a suspension or 30 minutes without activity ended the session', async () => {
    const { services } = servicesAnswering(() => json(200, {}));
    services.store.setLogoutReason('suspended');
    const { unmount } = renderWithApp(<LoginForm />, services);
    expect(await screen.findByRole('alert')).toHaveTextContent('Acesso suspenso');
    unmount();
    services.store.setLogoutReason('idle');
    renderWithApp(<LoginForm />, services);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sua sessão foi encerrada após 30 minutos sem atividade. Entre novamente.',
    );
  });

  it('shows the network error with a reload button when the server cannot be reached', async () => {
    const services = testServices();
    renderWithApp(<LoginForm />, services);
    await fillAndSubmit('11144477735', 'ponto123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro de conexão');
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
  });
});
