import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderWithApp } from '@/testing/render';
import { LoginError } from './login-error';

describe('<LoginError> (§8 login errors)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-01-10T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const cases: Array<[ApiError['code'], string, RegExp]> = [
    ['AUTH_INVALID_CREDENTIALS', 'Usuário ou senha inválidos', /Revise os campos e sua conexão/],
    ['AUTH_LOGIN_EXPIRED', 'Login expirado', /Faça login novamente/],
    ['AUTH_ACCESS_SUSPENDED', 'Acesso suspenso', /gerente de contas/],
    ['AUTH_NO_WORKPLACE', 'Nenhum estabelecimento vinculado', /não está vinculado/],
    ['SOMETHING_WENT_WRONG', 'Algo deu errado', /Tente novamente/],
    ['UNEXPECTED_ERROR', 'Erro inesperado', /Tente novamente/],
  ];

  it.each(cases)('%s shows its translated title and advice', (code, title, advice) => {
    renderWithApp(<LoginError error={new ApiError(code, 400)} receivedAt={Date.now()} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(advice);
    expect(alert).not.toHaveTextContent(code); // never the raw code or a stack
  });

  it('a network error offers a reload button', () => {
    renderWithApp(<LoginError error={new ApiError('NETWORK_ERROR', 0)} receivedAt={Date.now()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Erro de conexão');
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
  });

  it('a lockout counts its time left down live, then says the user may try again', () => {
    const error = new ApiError('AUTH_BLOCKED', 423, { retryAfterSeconds: 312 });
    renderWithApp(<LoginError error={error} receivedAt={Date.now()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Acesso bloqueado por excesso de tentativas');
    expect(screen.getByRole('alert')).toHaveTextContent('Tempo restante: 5 min 12 s');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Tempo restante: 5 min 9 s');
    act(() => {
      vi.advanceTimersByTime(310_000);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Você já pode tentar entrar novamente');
  });

  it('speaks the interface language', async () => {
    const { services } = renderWithApp(
      <LoginError error={new ApiError('AUTH_INVALID_CREDENTIALS', 401)} receivedAt={Date.now()} />,
    );
    await act(() => services.changeLanguage('en-US'));
    expect(screen.getByRole('alert')).not.toHaveTextContent('Usuário ou senha inválidos');
    expect(document.documentElement.lang).toBe('en-US');
  });
});
