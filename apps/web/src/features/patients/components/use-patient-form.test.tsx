import type { PatientRegistration } from '@ponto/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, loginResponse, session } from '@/testing/fixtures';
import { renderRoutes, testServices } from '@/testing/render';
import type { PatientRecord } from '../api/patients';
import { usePatientForm } from './use-patient-form';

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
const record = (r: PatientRegistration = registration): PatientRecord => ({
  id,
  registration: r,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** Shows the hook's state as text and offers its moves as buttons. */
function Probe() {
  const form = usePatientForm({ cnpj: '22333444000181', record: record(), today: '2026-11-22' });
  return (
    <form onSubmit={form.save}>
      <output aria-label="outcome">{form.outcome.kind}</output>
      <output aria-label="saving">{String(form.saving)}</output>
      <output aria-label="document">{form.draft.document.number}</output>
      <output aria-label="phone">{form.draft.personal.phone}</output>
      <button
        type="button"
        onClick={() => form.set('personal', { ...form.draft.personal, phone: '11 97777-6666' })}
      >
        phone
      </button>
      <button
        type="button"
        onClick={() => form.set('document', { ...form.draft.document, number: '111.444.777-35' })}
      >
        document
      </button>
      <button type="submit">save</button>
    </form>
  );
}

async function setup(onPut: (body: PatientRegistration) => Response) {
  const puts: PatientRegistration[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/auth/session') return json(200, session());
    if (init?.method !== 'PUT') return apiError('NOT_FOUND', 404);
    const body = JSON.parse(String(init?.body)) as PatientRegistration;
    puts.push(body);
    return onPut(body);
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse());
  const { router } = renderRoutes(
    [{ path: '/pacientes/:document', element: <Probe /> }],
    '/pacientes/52998224725',
    services,
  );
  await screen.findByRole('button', { name: 'save' });
  return { puts, router };
}

afterEach(() => vi.useRealTimers());

describe('patient form state', () => {
  it('starts from the record, with the CPF masked', async () => {
    await setup(() => json(200, record()));
    expect(screen.getByLabelText('document')).toHaveTextContent('529.982.247-25');
    expect(screen.getByLabelText('outcome')).toHaveTextContent('idle');
  });

  it('saves what is typed, says saved, and typing again takes that away', async () => {
    const { puts, router } = await setup((body) => json(200, record(body)));
    await userEvent.click(screen.getByRole('button', { name: 'phone' }));
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(screen.getByLabelText('outcome')).toHaveTextContent('saved'));
    expect(puts[0]?.patient.phone).toBe('11 97777-6666');
    expect(screen.getByLabelText('saving')).toHaveTextContent('false');
    expect(router.state.location.pathname).toBe('/pacientes/52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'phone' }));
    expect(screen.getByLabelText('outcome')).toHaveTextContent('idle');
  });

  it('takes "saved" away by itself after six seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await setup((body) => json(200, record(body)));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(screen.getByLabelText('outcome')).toHaveTextContent('saved'));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByLabelText('outcome')).toHaveTextContent('saved');
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByLabelText('outcome')).toHaveTextContent('idle');
  });

  it('follows a changed document in the address', async () => {
    const { router } = await setup((body) => json(200, record(body)));
    await userEvent.click(screen.getByRole('button', { name: 'document' }));
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pacientes/11144477735'));
    expect(screen.getByLabelText('document')).toHaveTextContent('111.444.777-35');
  });

  it('keeps what was typed when the save is refused or fails', async () => {
    await setup(() =>
      apiError('VALIDATION_FAILED', 400, {
        fields: [{ field: 'patient.phone', messageKey: 'validation:phoneInvalid' }],
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'phone' }));
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(screen.getByLabelText('outcome')).toHaveTextContent('invalid'));
    expect(screen.getByLabelText('phone')).toHaveTextContent('11 97777-6666');
  });
});
