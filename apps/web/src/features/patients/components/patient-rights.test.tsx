import type { PatientRegistration } from '@ponto/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, loginResponse, session } from '../../../testing/fixtures';
import { renderRoutes, testServices } from '../../../testing/render';
import { PatientEdit } from './patient-edit';

const id = '00000000-0000-4000-8000-000000000001';
const registration = {
  patient: {
    fullName: 'Maria Souza',
    sex: 'female',
    birthDate: '1990-05-20',
    document: { type: 'cpf', number: '52998224725', countryOfOrigin: 'BR' },
    phone: '11 98888-7777',
    address: {
      postalCode: '01310-100',
      postalCodeUnknown: false,
      street: 'Av. Paulista',
      number: '1000',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
    },
  },
} as PatientRegistration;

interface Call {
  method: string;
  path: string;
  body: unknown;
}

async function renderRights(
  manager: boolean,
  onAnonymise: () => Response = () => json(200, { id, anonymisedAt: '2026-11-25T12:00:00.000Z' }),
) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/auth/session') return json(200, session());
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, body });
    if (url.pathname.endsWith('/anonymisation')) return onAnonymise();
    return json(200, {
      id,
      registration,
      anonymisedAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse());
  renderRoutes(
    [
      {
        path: '/pacientes/:document',
        element: (
          <PatientEdit
            cnpj="22333444000181"
            document="529.982.247-25"
            country="BR"
            today="2026-11-22"
            manager={manager}
          />
        ),
      },
    ],
    '/pacientes/529.982.247-25',
    services,
  );
  await screen.findByLabelText(/^Telefone/);
  return calls;
}

describe("the patient's data rights (issue 13)", () => {
  it('are offered to managers only', async () => {
    await renderRights(false);
    expect(screen.queryByRole('button', { name: 'Exportar dados do paciente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anonimizar paciente' })).not.toBeInTheDocument();
  });

  it('anonymises only with a reason and the confirmation, then shows the patient as anonymised', async () => {
    const user = userEvent.setup();
    const calls = await renderRights(true);
    expect(screen.getByRole('button', { name: 'Exportar dados do paciente' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anonimizar paciente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anonimizar paciente' });
    await user.click(within(dialog).getByRole('button', { name: 'Anonimizar definitivamente' }));
    // Nothing sent: both the reason and the confirmation say what is missing.
    expect(within(dialog).getByText('Confirme que entendeu que a ação é definitiva.')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/anonymisation'))).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: 'Pedido do próprio paciente' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /anonimização é definitiva/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Anonimizar definitivamente' }));
    expect(await screen.findByText('Paciente anonimizado')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/anonymisation'))).toEqual({
      method: 'POST',
      path: `/patients/${id}/anonymisation`,
      body: { reason: 'patientRequest' },
    });
    await waitFor(() => expect(screen.queryByLabelText(/^Telefone/)).not.toBeInTheDocument());
  });

  it('says so when the patient was anonymised already', async () => {
    const user = userEvent.setup();
    await renderRights(true, () => apiError('PATIENT_ALREADY_ANONYMISED', 409));
    await user.click(screen.getByRole('button', { name: 'Anonimizar paciente' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Pedido do responsável legal' }));
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Anonimizar definitivamente' }));
    expect(await within(dialog).findByText('Paciente já anonimizado')).toBeInTheDocument();
  });
});
