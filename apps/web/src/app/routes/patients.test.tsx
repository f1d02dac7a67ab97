import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, loginResponse, session, workplace } from '@/testing/fixtures';
import { renderRoutes, testServices } from '@/testing/render';
import PatientsPage from './patients';

interface Call {
  url: URL;
  headers: Headers;
}

function summary(i: number) {
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    fullName: `Maria Souza ${i}`,
    documentType: 'cpf',
    documentNumber: '52998224725',
    documentCountry: 'BR',
    birthDate: '1990-05-20',
    phone: '11 98888-7777',
  };
}

async function renderPage(
  answer: (url: URL) => Response,
  options: { classification?: string; path?: string } = {},
) {
  const calls: Call[] = [];
  const current = workplace({ classification: options.classification ?? 'CLINIC' });
  const value = session({ currentWorkplace: current });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/auth/session') return json(200, value);
    calls.push({ url, headers: new Headers(init?.headers) });
    return answer(url);
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse(value));
  const rendered = renderRoutes(
    [
      { path: '/pacientes', element: <PatientsPage /> },
      { path: '/pacientes/:document', element: <p>edit</p> },
    ],
    options.path ?? '/pacientes',
    services,
  );
  return { calls, ...rendered };
}

const searches = (calls: Call[]) =>
  calls.filter((c) => c.url.pathname === '/patients' || c.url.pathname === '/animals');

describe('/pacientes search (§5 at least 3 characters)', () => {
  it('says under the field that 2 characters are too few and asks the server nothing', async () => {
    const { calls } = await renderPage(() => json(200, { items: [], nextCursor: null }));
    const field = await screen.findByRole('searchbox', { name: 'Buscar paciente' });
    await userEvent.type(field, 'ma{Enter}');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Digite pelo menos 3 caracteres'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(searches(calls)).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Digite algo para buscar')).toBeInTheDocument();
    expect(searches(calls)).toHaveLength(0);
  });

  it('searches with 3 characters (Enter) and shows name, document, birth date with age, phone and the edit link', async () => {
    const { calls, router } = await renderPage(() => json(200, { items: [summary(1)], nextCursor: null }));
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Buscar paciente' }), 'mar{Enter}');
    const table = await screen.findByRole('table', { name: /Pacientes encontrados para “mar”/ });
    const row = within(table).getByRole('row', { name: /Maria Souza 1/ });
    expect(row).toHaveTextContent('529.982.247-25');
    expect(row).toHaveTextContent(/20\/05\/1990 \(\d+ anos\)/);
    expect(row).toHaveTextContent('11 98888-7777');
    const [call] = searches(calls);
    expect(call?.url.searchParams.get('search')).toBe('mar');
    expect(call?.headers.get('cnpj')).toBe('22333444000181');
    expect(router.state.location.search).toBe('?busca=mar');
    await userEvent.click(within(row).getByRole('link', { name: 'Editar Maria Souza 1' }));
    expect(router.state.location.pathname).toBe('/pacientes/52998224725');
  });

  it("loads more with the server's cursor until there is no next page", async () => {
    const { calls } = await renderPage((url) =>
      url.searchParams.get('cursor') === 'page-2'
        ? json(200, { items: [summary(21), summary(22)], nextCursor: null })
        : json(200, { items: Array.from({ length: 20 }, (_, i) => summary(i + 1)), nextCursor: 'page-2' }),
    );
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Buscar paciente' }), 'maria{Enter}');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(21); // header + 20
    expect(screen.getByText('20 pacientes listados')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(23));
    expect(searches(calls).map((c) => c.url.searchParams.get('cursor'))).toEqual([null, 'page-2']);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(screen.getByText(/Não há mais pacientes para esta busca/)).toBeInTheDocument();
  });

  it('says when nothing was found', async () => {
    await renderPage(() => json(200, { items: [], nextCursor: null }), { path: '/pacientes?busca=zzz' });
    expect(await screen.findByText('Nenhum paciente encontrado para “zzz”.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar paciente' })).toHaveValue('zzz');
  });

  it("shows the server's refusal of a short search typed in the address", async () => {
    await renderPage(
      () =>
        apiError('VALIDATION_FAILED', 400, {
          fields: [{ field: 'search', messageKey: 'validation:searchTooShort', params: { min: 3 } }],
        }),
      { path: '/pacientes?busca=ab' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Digite pelo menos 3 caracteres');
  });

  it('links a Portuguese document with its country', async () => {
    const { router } = await renderPage(
      () =>
        json(200, {
          items: [
            {
              ...summary(1),
              documentType: 'citizenCard',
              documentNumber: '123456789ZZ1',
              documentCountry: 'PT',
            },
          ],
          nextCursor: null,
        }),
      { path: '/pacientes?busca=maria' },
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Editar Maria Souza 1' }));
    expect(router.state.location.pathname).toBe('/pacientes/123456789ZZ1');
    expect(router.state.location.search).toBe('?country=PT');
  });
});

function animalRecord(i: number, name = `Thor ${i}`) {
  return {
    id: `a0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    animal: {
      nameOrCode: name,
      species: 'dog',
      breed: 'Vira-lata',
      tutorName: 'Paula',
      tutorDocument: '11144477735',
    },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('/pacientes in a VET workplace (§6): Vet patients', () => {
  it('lists animals with species, breed and tutor, linking to /pacientes/{id}', async () => {
    const { calls, router } = await renderPage(
      () => json(200, { items: [animalRecord(1, 'Thor')], nextCursor: null }),
      { classification: 'VET_CLINIC' },
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Pacientes veterinários');
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Buscar paciente veterinário' }),
      'tho{Enter}',
    );
    const row = await screen.findByRole('row', { name: /Thor/ });
    expect(row).toHaveTextContent('Cão');
    expect(row).toHaveTextContent('Vira-lata');
    expect(row).toHaveTextContent('Paula');
    expect(searches(calls)[0]?.url.pathname).toBe('/animals');
    expect(screen.getByText(/Não há mais pacientes veterinários para esta busca/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('link', { name: 'Editar Thor' }));
    expect(router.state.location.pathname).toBe('/pacientes/a0000000-0000-4000-8000-000000000001');
  });

  it("loads more animals with the server's cursor until there is no next page (§9)", async () => {
    const { calls } = await renderPage(
      (url) =>
        url.searchParams.get('cursor') === 'animals-2'
          ? json(200, { items: [animalRecord(21), animalRecord(22)], nextCursor: null })
          : json(200, {
              items: Array.from({ length: 20 }, (_, i) => animalRecord(i + 1)),
              nextCursor: 'animals-2',
            }),
      { classification: 'VET_CLINIC', path: '/pacientes?busca=thor' },
    );
    const table = await screen.findByTestId('animal-results');
    expect(within(table).getAllByRole('row')).toHaveLength(21); // header + 20
    expect(screen.getByText('20 animais listados')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(23));
    expect(within(table).getByRole('row', { name: /Thor 22/ })).toBeInTheDocument();
    expect(searches(calls).map((c) => [c.url.pathname, c.url.searchParams.get('cursor')])).toEqual([
      ['/animals', null],
      ['/animals', 'animals-2'],
    ]);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(screen.getByText(/22 animais listados · Não há mais pacientes veterinários/)).toBeInTheDocument();
  });
});
