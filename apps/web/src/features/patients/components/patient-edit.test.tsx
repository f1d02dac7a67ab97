import type { PatientRegistration } from '@ponto/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, loginResponse, session } from '@/testing/fixtures';
import { renderRoutes, testServices } from '@/testing/render';
import { PatientEdit } from './patient-edit';

const id = '00000000-0000-4000-8000-000000000001';
const registration: PatientRegistration = {
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
const record = (r: PatientRegistration = registration) => ({
  id,
  registration: r,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

interface Call {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

async function renderEdit(
  onPut: (body: PatientRegistration) => Response,
  load: () => Response = () => json(200, record()),
) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/auth/session') return json(200, session());
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method: init?.method ?? 'GET', url, headers: new Headers(init?.headers), body });
    return init?.method === 'PUT' ? onPut(body) : load();
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse());
  renderRoutes(
    [
      {
        path: '/pacientes/:document',
        element: (
          <PatientEdit cnpj="22333444000181" document="529.982.247-25" country="BR" today="2026-11-22" />
        ),
      },
    ],
    '/pacientes/529.982.247-25',
    services,
  );
  return calls;
}

describe('patient edit (/pacientes/{document})', () => {
  it('loads the patient by document (§7 headers), edits the phone and saves with PUT /patients/{id}', async () => {
    const calls = await renderEdit((body) => json(200, record(body)));
    const phone = await screen.findByLabelText(/^Telefone/);
    expect(phone).toHaveValue('11 98888-7777');
    expect(screen.getByLabelText(/^Número do documento/)).toHaveValue('529.982.247-25');
    const [load] = calls;
    expect(load?.url.pathname).toBe('/patients/get/data/v2');
    expect(load?.headers.get('document')).toBe('529.982.247-25');
    expect(load?.headers.get('country')).toBe('BR');
    expect(load?.headers.get('cnpj')).toBe('22333444000181');
    const user = userEvent.setup();
    await user.clear(phone);
    await user.type(phone, '21977776666');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Alterações salvas.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe(`/patients/${id}`);
    expect((put?.body as PatientRegistration | undefined)?.patient).toMatchObject({
      phone: '21 97777-6666',
      fullName: 'Maria Souza',
      birthDate: '1990-05-20',
      address: { street: 'Av. Paulista', city: 'São Paulo' },
    });
  }, 30_000);

  it("shows the server's field error beside the field and keeps what was typed", async () => {
    await renderEdit(() =>
      apiError('VALIDATION_FAILED', 400, {
        fields: [{ field: 'patient.email', messageKey: 'validation:invalidEmail' }],
      }),
    );
    const email = await screen.findByLabelText('E-mail');
    const user = userEvent.setup();
    await user.type(email, 'maria@');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Revise os campos')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('E-mail inválido');
    expect(email).toHaveValue('maria@');
  }, 30_000);

  it("says 'patient edit failure' (§8) when saving fails, and nothing typed is lost", async () => {
    await renderEdit(() => apiError('SOMETHING_WENT_WRONG', 500));
    const name = await screen.findByLabelText(/^Nome completo\s*\*?$/);
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Maria Souza Lima');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Falha ao salvar o paciente');
    expect(name).toHaveValue('Maria Souza Lima');
  }, 30_000);

  it('names the field when the new document belongs to another patient (409)', async () => {
    await renderEdit(() => apiError('PATIENT_ALREADY_REGISTERED', 409));
    await screen.findByLabelText(/^Telefone/);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Revise os campos')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Número do documento/)).toHaveAccessibleDescription(
      expect.stringContaining('Paciente já cadastrado'),
    );
  }, 30_000);

  it('says when the workplace has no patient with that document', async () => {
    await renderEdit(
      () => json(200, {}),
      () => apiError('PATIENT_NOT_REGISTERED', 404),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Paciente não encontrado');
    expect(screen.getByRole('link', { name: 'Voltar para a busca' })).toHaveAttribute('href', '/pacientes');
  });
});
