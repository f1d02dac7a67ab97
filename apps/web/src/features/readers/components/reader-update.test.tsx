import type { ReaderOverview } from '@ponto/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, loginResponse, session } from '@/testing/fixtures';
import { readerOverview } from '@/testing/readers';
import { renderWithApp, testServices } from '@/testing/render';
import { ReaderTile } from './reader-tile';

const cnpj = '22333444000181';
const now = Date.parse('2024-06-15T12:00:00.000Z');

interface Call {
  url: string;
  method: string;
  headers: Headers;
}

async function renderTile(
  overrides: Partial<ReaderOverview>,
  answer: () => Response = () => json(202, { firmware: '2.5.0' }),
  options: { manage?: boolean } = {},
) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    if (url.endsWith('/auth/session')) return json(200, session()); // the provider re-validates it
    calls.push({ url, method: init?.method ?? 'GET', headers: new Headers(init?.headers) });
    return answer();
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse());
  renderWithApp(
    <ReaderTile
      reader={readerOverview(overrides)}
      now={now}
      cnpj={options.manage === false ? undefined : cnpj}
    />,
    services,
  );
  const article = await screen.findByRole('article', { name: overrides.code ?? 'FLW-0001' });
  return { article, calls };
}

describe('ReaderTile firmware update', () => {
  it('offers no update when none is available', async () => {
    const { article } = await renderTile({ updateAvailable: false });
    await within(article).findByText('Disponível');
    expect(within(article).queryByRole('button', { name: 'Atualizar firmware' })).not.toBeInTheDocument();
    expect(within(article).queryByText('Atualização disponível')).not.toBeInTheDocument();
  });

  it('offers the update on a connected reader with older firmware, named after its reader', async () => {
    const { article } = await renderTile({ updateAvailable: true });
    const button = await within(article).findByRole('button', { name: 'Atualizar firmware' });
    expect(button).toHaveAccessibleDescription('FLW-0001');
    expect(within(article).getByText('Atualização disponível')).toBeInTheDocument();
  });

  it.each([
    ['offline', 'offline'],
    ['reconnecting', 'reconnecting'],
    ['never heard from', null],
  ] as const)('offers no update to a reader that is %s (the badge stays)', async (_, state) => {
    const { article } = await renderTile({ updateAvailable: true, state });
    expect(await within(article).findByText('Atualização disponível')).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'Atualizar firmware' })).not.toBeInTheDocument();
  });

  it('offers no update on the read-only view (no cnpj)', async () => {
    const { article } = await renderTile({ updateAvailable: true }, undefined, { manage: false });
    expect(await within(article).findByText('Atualização disponível')).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'Atualizar firmware' })).not.toBeInTheDocument();
  });

  it('asks first (5 to 10 minutes, no exams meanwhile); Cancel sends nothing', async () => {
    const { article, calls } = await renderTile({ updateAvailable: true });
    await userEvent.click(await within(article).findByRole('button', { name: 'Atualizar firmware' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atualizar o firmware do leitor FLW-0001?' });
    expect(dialog).toHaveTextContent('Versão instalada: 2.4.1. Nova versão: 2.5.0.');
    expect(dialog).toHaveTextContent(
      'A atualização leva de 5 a 10 minutos. Nesse tempo o leitor não pode fazer exames.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
  });

  it('on Update: POST …/update with the cnpj header, then "update sent" with the version', async () => {
    const { article, calls } = await renderTile({ updateAvailable: true });
    await userEvent.click(await within(article).findByRole('button', { name: 'Atualizar firmware' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    expect(await within(article).findByRole('status')).toHaveTextContent(
      'Atualização enviada: versão 2.5.0; leva de 5 a 10 minutos.',
    );
    expect(calls).toHaveLength(1);
    const post = calls[0];
    expect(post?.method).toBe('POST');
    expect(post?.url).toMatch(/\/workplace\/readers\/FLW-0001\/update$/);
    expect(post?.headers.get('cnpj')).toBe(cnpj);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    [
      'READER_UPDATE_REFUSED_DURING_EXAM',
      409,
      'Atualização recusada durante o exame',
      'Aguarde o fim do exame',
    ],
    ['READER_UPDATING', 409, 'Leitor em atualização', 'leva de 5 a 10 minutos'],
    ['READER_OFFLINE', 503, 'Leitor desconectado', 'Confira se o leitor está ligado'],
  ])('shows %s with its §8 title and advice', async (code, status, title, advice) => {
    const { article } = await renderTile({ updateAvailable: true }, () => apiError(code, status));
    await userEvent.click(await within(article).findByRole('button', { name: 'Atualizar firmware' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Atualizar' }),
    );
    const alert = await within(article).findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(advice);
    expect(within(article).queryByRole('status')).not.toBeInTheDocument();
  });

  it.each(['updateDownloading', 'updateStarting'] as const)(
    'while %s: an indeterminate progress bar and "5 to 10 minutes", no second update',
    async (state) => {
      const { article } = await renderTile({ state, led: 'allSteady', updateAvailable: true });
      const bar = await within(article).findByRole('progressbar', {
        name: 'Atualização do leitor FLW-0001 em andamento',
      });
      expect(bar).toBeInTheDocument();
      expect(within(article).getByText('Atualizando: isso leva de 5 a 10 minutos')).toBeInTheDocument();
      expect(within(article).queryByRole('button', { name: 'Atualizar firmware' })).not.toBeInTheDocument();
    },
  );

  it('after a successful update says the reader restarts on the new version', async () => {
    const done = await renderTile({ state: 'updateSucceeded', led: 'green', updateAvailable: true });
    expect(await within(done.article).findByText('Atualização concluída')).toBeInTheDocument();
    expect(within(done.article).getByText('O leitor reinicia com a nova versão.')).toBeInTheDocument();
    expect(within(done.article).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      within(done.article).queryByRole('button', { name: 'Atualizar firmware' }),
    ).not.toBeInTheDocument();
  });

  it('after a failed update says so and offers to try again', async () => {
    const { article } = await renderTile({ state: 'updateFailed', led: 'red', updateAvailable: true });
    expect(await within(article).findByText('Falha na atualização')).toBeInTheDocument();
    expect(within(article).getByText(/tente atualizar de novo/)).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Atualizar firmware' })).toBeInTheDocument();
  });

  it('a reader blocked by the blacklist must be updated before any exam, and can be', async () => {
    const { article } = await renderTile({
      state: 'blockedByBlacklist',
      led: 'magenta',
      updateAvailable: true,
    });
    expect(
      await within(article).findByText('Este leitor precisa ser atualizado antes de qualquer exame.'),
    ).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Atualizar firmware' })).toBeInTheDocument();
  });
});
