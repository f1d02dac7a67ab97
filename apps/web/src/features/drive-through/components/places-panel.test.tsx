import type { DriveThroughPlace } from '@ponto/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, loginResponse, session } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import { PlacesPanel } from './places-panel';

const cnpj = '11222333000181';
const lane1: DriveThroughPlace = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Drive-thru 1',
  opensAt: '07:00',
  closesAt: '22:00',
  timeZone: 'America/Sao_Paulo',
  active: true,
};
const closed: DriveThroughPlace = {
  ...lane1,
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Baia velha',
  active: false,
};

async function renderPanel() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  let places = [lane1, closed];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/auth/session') return json(200, session({ user: { manager: true } }));
    if (url.pathname === '/totem/getPlaces') return json(200, { items: places });
    const body = JSON.parse(String(init?.body ?? 'null'));
    sent.push({ method, path: url.pathname, body });
    if (method === 'POST' && body.name === 'Drive-thru 1') {
      return apiError('VALIDATION_FAILED', 400, {
        fields: [{ field: 'name', messageKey: 'validation:driveThroughPlaceNameTaken' }],
      });
    }
    if (method === 'PUT') {
      places = places.map((p) => (url.pathname.endsWith(p.id) ? { ...p, ...body } : p));
      return json(
        200,
        places.find((p) => url.pathname.endsWith(p.id)),
      );
    }
    return json(404, {});
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse(session({ user: { manager: true } })));
  renderWithApp(<PlacesPanel cnpj={cnpj} />, services);
  return sent;
}

describe('drive-through places (managers, /agenda)', () => {
  it('lists active and inactive places', async () => {
    await renderPanel();
    const row = (await screen.findByRole('rowheader', { name: 'Baia velha' })).closest('tr')!;
    expect(within(row).getByText('Inativo')).toBeInTheDocument();
    const active = screen.getByRole('rowheader', { name: 'Drive-thru 1' }).closest('tr')!;
    expect(within(active).getByText('07:00–22:00')).toBeInTheDocument();
    expect(within(active).getByText('Ativo')).toBeInTheDocument();
  });

  it('shows a closing before the opening, and a name the server finds taken, at their fields', async () => {
    const sent = await renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Adicionar local' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo local de drive-thru' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'Drive-thru 1');
    fireEvent.change(within(dialog).getByLabelText(/^Abre às/), { target: { value: '18:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^Fecha às/), { target: { value: '08:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByLabelText(/^Fecha às/)).toHaveAccessibleDescription(
      'O fechamento deve ser depois da abertura',
    );
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Fecha às/), { target: { value: '20:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription(
        'Já existe um local com este nome',
      ),
    );
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/totem/places',
      body: { name: 'Drive-thru 1', opensAt: '18:00', closesAt: '20:00', active: true },
    });
  });

  it('asks before turning a place off, then saves it inactive', async () => {
    const sent = await renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar o local Drive-thru 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar local de drive-thru' });
    await user.click(within(dialog).getByRole('switch', { name: /^Ativo/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText(/Drive-thru 1 deixará de oferecer horários/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Desativar local' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: `/totem/places/${lane1.id}`,
      body: { active: false },
    });
    const row = screen.getByRole('rowheader', { name: 'Drive-thru 1' }).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Inativo')).toBeInTheDocument());
  });
});
