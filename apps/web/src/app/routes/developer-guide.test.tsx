import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import DeveloperGuidePage from './developer-guide';

/** Renders the guide, puts `typed` in the CNPJ field as a user would, asks for a token; the body sent. */
async function tokenRequestWithCnpj(typed: string) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return json(200, { access_token: 'tok' });
    }),
  );
  const user = userEvent.setup({ delay: null });
  renderWithApp(<DeveloperGuidePage />);
  const settings = await screen.findByRole('region', { name: 'Configurações' });
  const field = within(settings).getByRole('textbox', { name: 'CNPJ do estabelecimento' });
  await user.click(field);
  await user.paste(typed);
  const auth = screen.getByRole('region', { name: '1. Autenticação' });
  await user.click(within(auth).getByRole('textbox', { name: 'Usuário (CPF)' }));
  await user.paste('52998224725');
  await user.click(within(auth).getByLabelText('Senha'));
  await user.paste('segredo');
  await user.click(within(auth).getByRole('button', { name: 'Obter token' }));
  await waitFor(() => expect(bodies).toHaveLength(1));
  return { field, body: bodies[0] as { cnpj: string } };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('developer guide CNPJ', () => {
  // A paste is where a length cap on the field bites: it cuts the pasted text, mask included.
  it.each(['22.333.444/0001-81', '22333444000181'])(
    'sends the 14 digits when %s is pasted',
    { timeout: 20_000 },
    async (typed) => {
      const { field, body } = await tokenRequestWithCnpj(typed);
      expect(field).toHaveValue('22333444000181');
      expect(body.cnpj).toBe('22333444000181');
    },
  );
});
