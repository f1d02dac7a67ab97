import type { PatientRegistration } from '@ponto/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AnimalEdit } from '@/features/animals';
import { apiError, json, loginResponse, session, workplace } from '@/testing/fixtures';
import { renderRoutes, renderWithApp, testServices } from '@/testing/render';
import { PatientEdit } from './patient-edit';
import { PatientRights } from './patient-rights';

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

/** What GET /patients/{id} answers for an anonymised patient: what the anonymisation left. */
const anonymisedRecord = {
  id,
  registration: {
    anonymised: true,
    anonymisedAt: '2026-11-25T12:00:00.000Z',
    patient: {
      sex: 'female',
      birthYear: 1990,
      document: { type: 'cpf', countryOfOrigin: 'BR' },
      address: { city: 'São Paulo', state: 'SP', country: 'BR' },
    },
  },
  anonymisedAt: '2026-11-25T12:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-11-25T12:00:00.000Z',
};

/** /pacientes/id/{id} as the route renders it. */
function PatientById({ manager }: { manager: boolean }) {
  const params = useParams();
  return (
    <PatientEdit
      cnpj="22333444000181"
      document=""
      country="BR"
      id={params.id}
      today="2026-11-22"
      manager={manager}
    />
  );
}

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
  let anonymised = false;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/auth/session') return json(200, session());
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, body });
    if (url.pathname.endsWith('/anonymisation')) {
      const answer = onAnonymise();
      anonymised = answer.ok;
      return answer;
    }
    if (anonymised) return json(200, anonymisedRecord);
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
  const { router } = renderRoutes(
    [
      { path: '/pacientes/id/:id', element: <PatientById manager={manager} /> },
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
  return Object.assign(calls, { router });
}

describe("the patient's data rights", () => {
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

  it('then names the patient by id in the address, which a reload opens as the anonymised patient', async () => {
    const user = userEvent.setup();
    const calls = await renderRights(true);
    await user.click(screen.getByRole('button', { name: 'Anonimizar paciente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anonimizar paciente' });
    await user.click(within(dialog).getByRole('radio', { name: 'Pedido do próprio paciente' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /anonimização é definitiva/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Anonimizar definitivamente' }));

    // The document the address named is gone: the page replaced it with the patient's id.
    await waitFor(() => expect(calls.router.state.location.pathname).toBe(`/pacientes/id/${id}`));
    expect(calls.router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Paciente anonimizado')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'GET', path: `/patients/${id}`, body: undefined });
    expect(screen.queryByLabelText(/^Telefone/)).not.toBeInTheDocument();
  });

  it('opens /pacientes/id/{id} of an anonymised patient (a reload) as anonymised, without the form', async () => {
    const paths: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      const url = new URL(String(input), 'http://portal.test');
      if (url.pathname === '/auth/session') return json(200, session());
      paths.push(url.pathname);
      return json(200, anonymisedRecord);
    };
    const services = testServices({ fetch });
    await services.completeLogin(loginResponse());
    renderRoutes(
      [{ path: '/pacientes/id/:id', element: <PatientById manager /> }],
      `/pacientes/id/${id}`,
      services,
    );
    expect(await screen.findByText('Paciente anonimizado')).toBeInTheDocument();
    expect(paths).toEqual([`/patients/${id}`]);
    expect(screen.queryByLabelText(/^Telefone/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anonimizar paciente' })).not.toBeInTheDocument();
  });

  it('loads a patient not anonymised by id too, and says when the workplace has no such patient', async () => {
    const fetch: typeof globalThis.fetch = async (input) => {
      const url = new URL(String(input), 'http://portal.test');
      if (url.pathname === '/auth/session') return json(200, session());
      if (url.pathname !== `/patients/${id}`) return apiError('NOT_FOUND', 404);
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
    const { router } = renderRoutes(
      [{ path: '/pacientes/id/:id', element: <PatientById manager /> }],
      `/pacientes/id/${id}`,
      services,
    );
    expect(await screen.findByLabelText(/^Telefone/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anonimizar paciente' })).toBeInTheDocument();

    await router.navigate('/pacientes/id/00000000-0000-4000-8000-000000000999');
    expect(await screen.findByText('Este estabelecimento não tem este paciente.')).toBeInTheDocument();
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

describe("an animal's tutor's data rights", () => {
  const animalId = 'a0000000-0000-4000-8000-000000000001';

  async function renderAnimal() {
    const calls: Call[] = [];
    const vet = session({
      currentWorkplace: workplace({ classification: 'VET_CLINIC', cnpj: '33444555000181' }),
    });
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const url = new URL(String(input), 'http://portal.test');
      if (url.pathname === '/auth/session') return json(200, vet);
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method: init?.method ?? 'GET', path: url.pathname, body });
      if (url.pathname.endsWith('/anonymisation'))
        return json(200, { id: animalId, anonymisedAt: '2026-11-25T12:00:00.000Z' });
      return json(200, {
        id: animalId,
        animal: { nameOrCode: 'Thor', species: 'dog', tutorName: 'Paula Mendes' },
        anonymisedAt: null,
        createdAt: '2026-01-01T00:00:00Z',
        updatedAt: '2026-01-01T00:00:00Z',
      });
    };
    const services = testServices({ fetch });
    await services.completeLogin(loginResponse(vet));
    // As the route composes it for a manager of a VET workplace.
    renderWithApp(
      <AnimalEdit
        cnpj="33444555000181"
        id={animalId}
        rights={(onAnonymised) => (
          <PatientRights cnpj="33444555000181" subject="animal" id={animalId} onAnonymised={onAnonymised} />
        )}
      />,
      services,
    );
    await screen.findByLabelText('Raça');
    return calls;
  }

  it('speaks of the tutor and anonymises with POST /animals/{id}/anonymisation', async () => {
    const user = userEvent.setup();
    const calls = await renderAnimal();
    expect(screen.getByRole('heading', { name: 'Direitos do titular dos dados' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar dados do animal e do tutor' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anonimizar dados do tutor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anonimizar dados do tutor' });
    expect(within(dialog).getByText(/espécie, raça, sexo, idade/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Pedido do próprio tutor' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /anonimização é definitiva/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Anonimizar definitivamente' }));
    expect(await screen.findByText('Dados do tutor anonimizados')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/anonymisation'))).toEqual({
      method: 'POST',
      path: `/animals/${animalId}/anonymisation`,
      body: { reason: 'patientRequest' },
    });
    await waitFor(() => expect(screen.queryByLabelText('Raça')).not.toBeInTheDocument());
  }, 30_000);
});
