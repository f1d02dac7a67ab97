import type { DriveThroughDay } from '@ponto/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, loginResponse, session } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import { shiftDay } from '../model/lanes';
import { localIsoDay } from '../model/times';
import { LanesDay } from './lanes-day';

const cnpj = '11222333000181';
const place = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Drive-thru 1',
  opensAt: '08:00',
  closesAt: '08:40',
  timeZone: 'America/Sao_Paulo' as const,
  active: true,
};
const slot = (minute: number, extra: Partial<DriveThroughDay['places'][0]['slots'][0]> = {}) => ({
  // 08:mm in São Paulo is 11:mm UTC.
  timestamp: `2026-11-26T11:${String(minute).padStart(2, '0')}:00.000Z`,
  status: 'available' as const,
  patientName: null,
  protocolNumber: null,
  householdId: null,
  heldBy: null,
  ...extra,
});
const busy: DriveThroughDay['places'] = [
  {
    place,
    slots: [
      slot(0, {
        status: 'reserved',
        patientName: 'Maria Souza',
        protocolNumber: '100201',
        householdId: 'h1',
      }),
      slot(10, { status: 'held', householdId: 'h1', heldBy: 'Ana Operadora' }),
      slot(20),
      slot(30, { status: 'reserved', patientName: 'João Lima', protocolNumber: '100202', householdId: 'h2' }),
    ],
  },
];

async function renderDay(places: DriveThroughDay['places'], manager = false) {
  const days: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/auth/session') return json(200, session());
    if (url.pathname === '/totem/getSchedule') {
      const day = new Headers(init?.headers).get('day') ?? '';
      days.push(day);
      return json(200, { day, places });
    }
    return json(404, {});
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse(session({ user: { manager } })));
  renderWithApp(<LanesDay cnpj={cnpj} manager={manager} />, services);
  return days;
}

describe('drive-through day (/agenda, Drive-thru tab)', () => {
  it("shows each time's state, patient, protocol and car, and only the taken ones on request", async () => {
    await renderDay(busy);
    const table = await screen.findByRole('table');
    const row = (time: string) => within(table).getByRole('rowheader', { name: time }).closest('tr')!;
    expect(within(row('08:00')).getByText('Reservado')).toBeInTheDocument();
    expect(within(row('08:00')).getByText('Maria Souza')).toBeInTheDocument();
    expect(within(row('08:00')).getByText('100201')).toBeInTheDocument();
    expect(within(row('08:00')).getByText('Carro 1')).toBeInTheDocument();
    expect(within(row('08:10')).getByText('Em reserva')).toBeInTheDocument();
    expect(within(row('08:10')).getByText('por Ana Operadora')).toBeInTheDocument();
    expect(within(row('08:10')).getByText('Carro 1')).toBeInTheDocument();
    // One person alone in the car: no car number.
    expect(within(row('08:30')).queryByText(/^Carro/)).toBeNull();
    expect(screen.getByText('Livres: 1 · Ocupados: 3')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('switch', { name: 'Mostrar só ocupados' }));
    expect(within(table).queryByRole('rowheader', { name: '08:20' })).toBeNull();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('asks for the day chosen, today first', async () => {
    const days = await renderDay(busy);
    const today = localIsoDay();
    await waitFor(() => expect(days).toContain(today));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Próximo dia' }));
    await waitFor(() => expect(days).toContain(shiftDay(today, 1)));
    expect(screen.getByLabelText('Dia')).toHaveValue(shiftDay(today, 1));
  });

  it('says when the workplace has no place, and tells a manager where to add one', async () => {
    await renderDay([], true);
    expect(await screen.findByText('Nenhum local de drive-thru')).toBeInTheDocument();
    expect(screen.getByText(/Adicione um local em “Locais do drive-thru”/)).toBeInTheDocument();
  });
});
