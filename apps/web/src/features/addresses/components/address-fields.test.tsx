import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type AddressDraft, emptyAddress } from '@/entities/address';
import { apiError, json, loginResponse, session } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import { maskPostalCode } from '../postal-code-mask';
import { AddressFields } from './address-fields';

interface Call {
  path: string;
  query: URLSearchParams;
  headers: Headers;
}

const brStates = [
  { value: 'RJ', label: 'Rio de Janeiro' },
  { value: 'SP', label: 'São Paulo' },
];
const ptStates = [
  { value: 'Lisboa', label: 'Lisboa' },
  { value: 'Porto', label: 'Porto' },
];

type Answer = (query: URLSearchParams) => Response;

/** The server as the component sees it: answers per path; every call is recorded. */
function server(answers: { postalCode?: Answer; cities?: Answer } = {}) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    calls.push({ path: url.pathname, query: url.searchParams, headers: new Headers(init?.headers) });
    if (url.pathname === '/addresses/states')
      return json(200, { states: url.searchParams.get('country') === 'PT' ? ptStates : brStates });
    if (url.pathname === '/addresses/cities')
      return (answers.cities ?? (() => json(200, { cities: [] })))(url.searchParams);
    if (url.pathname === '/addresses/postal-code')
      return (answers.postalCode ?? (() => apiError('POSTAL_CODE_NOT_FOUND', 404)))(url.searchParams);
    if (url.pathname === '/auth/session') return json(200, session()); // the provider re-validates it
    return json(404, {});
  };
  return { calls, fetch };
}

async function renderFields(
  options: {
    initial?: Partial<AddressDraft>;
    answers?: Parameters<typeof server>[0];
    language?: 'pt-BR' | 'pt-PT';
    errors?: Partial<Record<keyof AddressDraft, string>>;
    disabled?: boolean;
    signedIn?: boolean;
  } = {},
) {
  const { calls, fetch } = server(options.answers);
  const services = testServices({ fetch });
  if (options.signedIn) await services.completeLogin(loginResponse());
  if (options.language) await services.i18n.changeLanguage(options.language);
  const seen: { value: AddressDraft } = { value: { ...emptyAddress(), ...options.initial } };
  function Harness() {
    const [value, setValue] = useState<AddressDraft>(seen.value);
    return (
      <AddressFields
        value={value}
        onChange={(next) => {
          seen.value = next;
          setValue(next);
        }}
        errors={options.errors}
        disabled={options.disabled}
      />
    );
  }
  renderWithApp(<Harness />, services);
  await screen.findByLabelText(/^Número/); // a signed-in render first re-validates the session
  return { calls, seen, user: userEvent.setup() };
}

/** Look-ups wait for a pause in typing (400 ms); this machine may be slow. */
const slow = { timeout: 5_000 };

const lookups = (calls: Call[]) => calls.filter((c) => c.path === '/addresses/postal-code');

describe('AddressFields', { timeout: 30_000 }, () => {
  it('labels every field as the wizard e2e expects them in pt-BR', async () => {
    await renderFields();
    for (const label of ['País', 'CEP', 'Logradouro', 'Número', 'Complemento', 'Bairro', 'Cidade', 'Estado'])
      expect(
        screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input, select' }),
      ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Não sei o CEP' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Endereço' })).toBeInTheDocument();
  });

  it('masks the CEP, looks it up once complete and fills state and city, sent without the token (§7)', async () => {
    const { calls, seen, user } = await renderFields({
      signedIn: true,
      answers: {
        postalCode: (q) =>
          json(200, {
            postalCode: q.get('code'),
            country: 'BR',
            state: 'SP',
            city: 'São Paulo',
            source: 'offline',
          }),
      },
    });
    const cep = screen.getByLabelText(/^CEP/);
    await user.type(cep, '0131010');
    expect(cep).toHaveValue('01310-10');
    expect(lookups(calls)).toHaveLength(0);
    await user.type(cep, '0');
    expect(cep).toHaveValue('01310-100');
    await screen.findByText('CEP encontrado: São Paulo, SP', {}, slow);
    expect(lookups(calls)).toHaveLength(1);
    expect(lookups(calls)[0]!.query.get('code')).toBe('01310-100');
    expect(lookups(calls)[0]!.query.get('country')).toBe('BR');
    expect(lookups(calls)[0]!.headers.get('authorization')).toBeNull();
    expect(seen.value).toMatchObject({ postalCode: '01310-100', state: 'SP', city: 'São Paulo' });
    expect(screen.getByLabelText(/^Estado/)).toHaveValue('SP');
    expect(screen.getByLabelText(/^Cidade/)).toHaveValue('São Paulo');
  });

  it('never overwrites what the user typed, but replaces what an earlier look-up filled', async () => {
    const places: Record<string, object> = {
      '01310-100': { state: 'SP', city: 'São Paulo', district: 'Bela Vista', street: 'Avenida Paulista' },
      '20040-020': { state: 'RJ', city: 'Rio de Janeiro' },
    };
    const { seen, user } = await renderFields({
      answers: {
        postalCode: (q) =>
          json(200, {
            postalCode: q.get('code'),
            country: 'BR',
            source: 'provider',
            ...places[q.get('code')!],
          }),
      },
    });
    await user.type(screen.getByLabelText(/^Logradouro/), 'Rua do Paciente');
    await user.type(screen.getByLabelText(/^CEP/), '01310100');
    await screen.findByText('CEP encontrado: São Paulo, SP', {}, slow);
    expect(seen.value).toMatchObject({
      street: 'Rua do Paciente',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
    const cep = screen.getByLabelText(/^CEP/);
    await user.clear(cep);
    await user.type(cep, '20040020');
    await screen.findByText('CEP encontrado: Rio de Janeiro, RJ', {}, slow);
    expect(seen.value).toMatchObject({
      street: 'Rua do Paciente',
      district: '',
      city: 'Rio de Janeiro',
      state: 'RJ',
    });
  });

  it("says 'CEP desconhecido' under the field when the code is not found", async () => {
    const { user } = await renderFields();
    const cep = screen.getByLabelText(/^CEP/);
    await user.type(cep, '99999999');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('CEP desconhecido');
    expect(cep).toHaveAttribute('aria-invalid', 'true');
    await user.type(cep, '{Backspace}');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), slow);
  });

  it('asks the user to fill in the address when the look-up cannot answer', async () => {
    const { user } = await renderFields({
      answers: { postalCode: () => apiError('SOMETHING_WENT_WRONG', 500) },
    });
    await user.type(screen.getByLabelText(/^CEP/), '01310100');
    expect(
      await screen.findByText('Não foi possível buscar o CEP agora. Preencha o endereço.', {}, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("'Não sei o CEP' empties and disables the field (§5)", async () => {
    const { seen, user } = await renderFields({ initial: { postalCode: '0131' } });
    await user.click(screen.getByRole('checkbox', { name: 'Não sei o CEP' }));
    expect(screen.getByLabelText(/^CEP/)).toBeDisabled();
    expect(seen.value).toMatchObject({ postalCode: '', postalCodeUnknown: true });
    await user.click(screen.getByRole('checkbox', { name: 'Não sei o CEP' }));
    expect(screen.getByLabelText(/^CEP/)).toBeEnabled();
    expect(seen.value.postalCodeUnknown).toBe(false);
  });

  it('keeps digits only in the number (§5)', async () => {
    const { seen, user } = await renderFields();
    await user.type(screen.getByLabelText(/^Número/), '12a-3 B');
    expect(screen.getByLabelText(/^Número/)).toHaveValue('123');
    expect(seen.value.number).toBe('123');
  });

  it('offers the country’s states and clears the state and postal code when the country changes', async () => {
    const { seen, user } = await renderFields({ initial: { postalCode: '01310-100', state: 'SP' } });
    const state = screen.getByLabelText(/^Estado/);
    await waitFor(() => expect(state).toHaveTextContent('Rio de Janeiro'), slow);
    await user.selectOptions(state, 'RJ');
    expect(seen.value.state).toBe('RJ');
    await user.selectOptions(screen.getByLabelText(/^País/), 'PT');
    expect(seen.value).toMatchObject({ country: 'PT', postalCode: '', state: '' });
    const district = screen.getByLabelText(/^Distrito/);
    await waitFor(() => expect(district).toHaveTextContent('Lisboa'), slow);
  });

  it('in pt-PT: Código postal masked 9999-999, looked up, district and municipality filled', async () => {
    const { calls, seen, user } = await renderFields({
      language: 'pt-PT',
      initial: { country: 'PT' },
      answers: {
        postalCode: (q) =>
          json(200, {
            postalCode: q.get('code'),
            country: 'PT',
            state: 'Lisboa',
            city: 'Lisboa',
            source: 'offline',
          }),
      },
    });
    expect(screen.getByRole('checkbox', { name: 'Não sei o código postal' })).toBeInTheDocument();
    const code = screen.getByLabelText(/^Código postal/);
    await user.type(code, '1000001');
    expect(code).toHaveValue('1000-001');
    await screen.findByText('Código postal encontrado: Lisboa, Lisboa', {}, slow);
    expect(lookups(calls)[0]!.query.get('country')).toBe('PT');
    expect(seen.value).toMatchObject({ state: 'Lisboa', city: 'Lisboa' });
    expect(screen.getByLabelText(/^Distrito/)).toHaveValue('Lisboa');
  });

  it('suggests cities of the chosen state from the server', async () => {
    const { calls, seen, user } = await renderFields({
      signedIn: true,
      initial: { state: 'SP' },
      answers: {
        cities: () =>
          json(200, {
            cities: [
              { name: 'São José dos Campos', state: 'SP' },
              { name: 'São José do Rio Preto', state: 'SP' },
            ],
          }),
      },
    });
    await user.type(screen.getByLabelText(/^Cidade/), 'sao jo');
    // jsdom never finishes Mantine's dropdown transition, so the options stay display:none here.
    await screen.findByRole('option', { name: 'São José dos Campos', hidden: true }, slow);
    expect(screen.getByRole('option', { name: 'São José do Rio Preto', hidden: true })).toBeInTheDocument();
    const search = calls.find((c) => c.path === '/addresses/cities')!;
    expect(search.query.get('state')).toBe('SP');
    expect(search.query.get('country')).toBe('BR');
    expect(search.headers.get('authorization')).toMatch(/^Bearer /);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(seen.value.city).toBe('São José dos Campos');
  });

  it('asks nothing of the server for another country: free postal code and state', async () => {
    const { calls, seen, user } = await renderFields({ initial: { country: 'ES' } });
    await user.type(screen.getByLabelText(/^CEP/), '28001');
    await user.type(screen.getByLabelText(/^Estado/), 'Madrid');
    expect(seen.value).toMatchObject({ postalCode: '28001', state: 'Madrid' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(calls.filter((c) => c.path.startsWith('/addresses'))).toHaveLength(0);
  });

  it('shows the errors it is given beside their fields and can be disabled', async () => {
    await renderFields({
      errors: { number: 'Use somente números', state: 'Use a sigla de um estado, como SP' },
      disabled: true,
    });
    expect(screen.getByLabelText(/^Número/)).toHaveAccessibleDescription(/Use somente números/);
    expect(screen.getByText('Use a sigla de um estado, como SP')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Logradouro/)).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Não sei o CEP' })).toBeDisabled();
  });
});

describe('maskPostalCode', () => {
  it.each([
    ['BR', '01310100', '01310-100'],
    ['BR', '01310-1009', '01310-100'],
    ['BR', '013', '013'],
    ['PT', '10000019', '1000-001'],
    ['PT', '100', '100'],
    ['GB', 'sw1a 1aa', 'SW1A 1AA'],
  ])('%s %s → %s', (country, typed, masked) => expect(maskPostalCode(country, typed)).toBe(masked));
});
