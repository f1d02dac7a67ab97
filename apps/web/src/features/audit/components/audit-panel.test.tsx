import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, loginResponse, session } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import { AuditPanel } from './audit-panel';

const cnpj = '22333444000181';
const entry = {
  seq: 42,
  at: '2026-11-25T10:04:05.123Z',
  action: 'patientRead',
  outcome: 'success',
  actorId: 'u1',
  actorName: 'Ana Operadora',
  targetType: 'patient',
  targetId: 'p-1',
  ip: '10.0.0.7',
  requestId: 'r-1',
  details: {},
};

async function renderPanel(answers: { page?: unknown; verify?: () => Response } = {}) {
  const asked: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/audit-log') {
      asked.push(url);
      return json(200, answers.page ?? { items: [entry], nextCursor: null });
    }
    if (url.pathname === '/audit-log/verify')
      return answers.verify?.() ?? json(200, { intact: true, entries: 42, brokenAt: null });
    if (url.pathname === '/operators') return json(200, { items: [] });
    return json(200, session());
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse());
  renderWithApp(<AuditPanel cnpj={cnpj} />, services);
  return asked;
}

describe('audit panel (docs/audit.md)', () => {
  it('lists the entries with the time in UTC, who acted, on what and from where', async () => {
    await renderPanel();
    const table = await screen.findByRole('table', { name: /Registros da trilha de auditoria/ });
    const row = within(table).getByText('42').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('2026-11-25 10:04:05');
    expect(row).toHaveTextContent('Leitura de dados de paciente');
    expect(row).toHaveTextContent('Sucesso');
    expect(row).toHaveTextContent('Ana Operadora');
    expect(row).toHaveTextContent('patient p-1');
    expect(row).toHaveTextContent('10.0.0.7');
  });

  it('asks for the filters only once they are applied', async () => {
    const asked = await renderPanel();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ação' }), 'Exportação');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Resultado' }), 'Recusado');
    expect(asked).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]?.searchParams.get('action')).toBe('export');
    expect(asked[1]?.searchParams.get('outcome')).toBe('denied');
    expect(asked[1]?.searchParams.has('actorId')).toBe(false);
  });

  it('says when no entry matches', async () => {
    await renderPanel({ page: { items: [], nextCursor: null } });
    expect(await screen.findByText('Nenhum registro com esses filtros.')).toBeInTheDocument();
  });

  it('checks the chain on demand: intact, or where it was altered', async () => {
    await renderPanel({ verify: () => json(200, { intact: false, entries: 42, brokenAt: 17 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Verificar a integridade' }));
    expect(await screen.findByText(/o registro nº 17 não segue os anteriores/)).toBeInTheDocument();
  });

  it('says why the check failed', async () => {
    await renderPanel({ verify: () => apiError('FORBIDDEN', 403) });
    await userEvent.click(await screen.findByRole('button', { name: 'Verificar a integridade' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
