import type { ExamRequestListItem } from '@ponto/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, loginResponse, session } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import { RecollectList } from './recollect-list';

const cnpj = '22333444000181';

function item(overrides: Partial<ExamRequestListItem>): ExamRequestListItem {
  return {
    id: 'er-1',
    examCode: 'HIV',
    examName: { 'pt-BR': 'HIV 1/2', 'en-US': 'HIV 1/2' },
    patientName: 'Maria Souza',
    protocolNumber: '2026000001',
    state: 'awaitingRecollect',
    readerCode: null,
    step: null,
    percent: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    recollectDeadlineAt: '2026-11-21T10:00:00.000Z',
    recollectReason: null,
    ...overrides,
  };
}

async function renderList(answer: () => Response) {
  const asked: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/auth/session') return json(200, session());
    asked.push(url);
    return answer();
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse());
  renderWithApp(<RecollectList cnpj={cnpj} />, services);
  return asked;
}

describe('recollect list (§2)', () => {
  it('asks for open and expired recollects of the workplace', async () => {
    const asked = await renderList(() => json(200, { items: [], nextCursor: null }));
    expect(await screen.findByText('Nenhuma recoleta')).toBeInTheDocument();
    expect(asked[0]?.pathname).toBe('/exam-requests');
    expect(asked[0]?.searchParams.get('state')).toBe('awaitingRecollect,recollectExpired');
  });

  it('offers the redo of an open recollect, and a new registration for an expired one', async () => {
    await renderList(() =>
      json(200, {
        items: [
          item({ recollectReason: 'free text from the reader' }),
          item({
            id: 'er-2',
            protocolNumber: '2026000002',
            patientName: 'João Lima',
            state: 'recollectExpired',
            recollectDeadlineAt: null,
          }),
        ],
        nextCursor: null,
      }),
    );
    const redo = await screen.findByRole('link', { name: 'Refazer o exame de Maria Souza' });
    expect(redo).toHaveAttribute('href', expect.stringContaining('exame=er-1'));
    expect(screen.getByText('free text from the reader')).toBeInTheDocument();
    expect(screen.getByText('Protocolo 2026000001')).toBeInTheDocument();

    const expired = screen.getByText('João Lima').closest('tr') as HTMLElement;
    expect(within(expired).getByRole('link', { name: 'Cadastrar novamente' })).toHaveAttribute(
      'href',
      '/novo-exame',
    );
    expect(within(expired).getAllByText('—').length).toBeGreaterThanOrEqual(2);
  });

  it('names a reason given as an error code by its title', async () => {
    await renderList(() =>
      json(200, { items: [item({ recollectReason: 'PATIENT_EDIT_FAILED' })], nextCursor: null }),
    );
    expect(await screen.findByText('Falha ao salvar o paciente')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    await renderList(() => apiError('FORBIDDEN', 403));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
