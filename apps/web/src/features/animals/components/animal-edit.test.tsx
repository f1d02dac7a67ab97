import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { apiError, json, loginResponse, session, workplace } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import { AnimalEdit } from './animal-edit';

const id = 'a0000000-0000-4000-8000-000000000001';
const stored = { nameOrCode: 'Thor', species: 'dog', age: 18, ageUnit: 'months', tutorName: 'Paula' };

async function renderEdit(
  onPut: (body: Record<string, unknown>) => Response,
  record: Record<string, unknown> = {},
  rights?: (onAnonymised: () => void) => ReactNode,
) {
  const puts: Array<{ url: string; body: Record<string, unknown> }> = [];
  const vet = session({
    currentWorkplace: workplace({ classification: 'VET_CLINIC', cnpj: '33444555000181' }),
  });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    if (url.endsWith('/auth/session')) return json(200, vet);
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      puts.push({ url, body });
      return onPut(body);
    }
    return json(200, {
      id,
      animal: stored,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      ...record,
    });
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse(vet));
  renderWithApp(<AnimalEdit cnpj="33444555000181" id={id} rights={rights} />, services);
  return puts;
}

describe('vet patient edit (/pacientes/{id} in a VET workplace)', () => {
  it('loads the animal, edits it and saves with PUT /animals/{id}', async () => {
    const puts = await renderEdit((body) =>
      json(200, { id, animal: body, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-02T00:00:00Z' }),
    );
    const breed = await screen.findByLabelText('Raça');
    expect(screen.getByLabelText('Nome ou código')).toHaveValue('Thor');
    expect(screen.getByLabelText('Unidade da idade')).toHaveValue('months');
    const user = userEvent.setup();
    await user.type(breed, 'Labrador');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Alterações salvas.')).toBeInTheDocument();
    expect(puts[0]?.url).toContain(`/animals/${id}`);
    expect(puts[0]?.body).toEqual({ ...stored, breed: 'Labrador' });
  }, 30_000);

  it("says 'patient edit failure' when saving fails and keeps what was typed", async () => {
    await renderEdit(() => apiError('SOMETHING_WENT_WRONG', 500));
    const breed = await screen.findByLabelText('Raça');
    const user = userEvent.setup();
    await user.type(breed, 'Beagle');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Falha ao salvar o paciente');
    expect(breed).toHaveValue('Beagle');
  }, 30_000);

  it("shows the server's field error beside the field", async () => {
    await renderEdit(() =>
      apiError('VALIDATION_FAILED', 400, {
        fields: [{ field: 'species', messageKey: 'validation:invalidOption' }],
      }),
    );
    await screen.findByLabelText('Raça');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Revise os campos')).toBeInTheDocument();
    expect(screen.getByLabelText('Espécie')).toHaveAccessibleDescription('Escolha uma das opções');
  }, 30_000);

  it('shows the rights section it is given (managers)', async () => {
    await renderEdit(
      () => json(500, {}),
      {},
      () => <p>Direitos do tutor</p>,
    );
    expect(await screen.findByText('Direitos do tutor')).toBeInTheDocument();
  });

  it('shows an animal whose tutor was anonymised without the form', async () => {
    await renderEdit(() => json(500, {}), {
      animal: { nameOrCode: 'Thor', species: 'dog' },
      anonymisedAt: '2026-11-25T12:00:00.000Z',
    });
    expect(await screen.findByText('Dados do tutor anonimizados')).toBeInTheDocument();
    expect(screen.queryByLabelText('Raça')).not.toBeInTheDocument();
  });
});
