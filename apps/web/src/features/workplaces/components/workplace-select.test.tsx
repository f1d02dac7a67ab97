import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, loginResponse, session, workplace } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import { WorkplaceSelect } from './workplace-select';

const first = workplace();
const second = workplace({ cnpj: '11222333000181', name: 'Laboratório Centro' });

async function renderSelect(answer: (cnpj: string) => Response, current: typeof first | null = first) {
  const chosen: string[] = [];
  const start = session({ currentWorkplace: current, availableWorkplaces: [first, second] });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/auth/session/workplace' && init?.method === 'PUT') {
      const { cnpj } = JSON.parse(String(init.body)) as { cnpj: string };
      chosen.push(cnpj);
      return answer(cnpj);
    }
    return json(200, start);
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse(start));
  renderWithApp(<WorkplaceSelect description="Escolha onde você está" />, services);
  return { chosen, services };
}

describe('workplace select (§2 Home)', () => {
  it('changes the current workplace and keeps the session the server answers', async () => {
    const { chosen, services } = await renderSelect(() =>
      json(200, session({ currentWorkplace: second, availableWorkplaces: [first, second] })),
    );
    const select = await screen.findByRole('combobox', { name: 'Estabelecimento' });
    expect(select).toHaveValue(first.cnpj);
    await userEvent.selectOptions(select, 'Laboratório Centro');
    await waitFor(() => expect(services.store.get()?.session.currentWorkplace?.cnpj).toBe(second.cnpj));
    expect(chosen).toEqual([second.cnpj]);
  });

  it('asks to choose when there is no current workplace yet', async () => {
    await renderSelect(() => json(200, session()), null);
    const select = await screen.findByRole('combobox', { name: 'Estabelecimento' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Escolha o estabelecimento' })).toBeDisabled();
  });

  it('says why when the change is refused, and keeps the workplace', async () => {
    const { services } = await renderSelect(() => apiError('NOT_FOUND', 404));
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Estabelecimento' }),
      second.cnpj,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(services.store.get()?.session.currentWorkplace?.cnpj).toBe(first.cnpj);
  });
});
