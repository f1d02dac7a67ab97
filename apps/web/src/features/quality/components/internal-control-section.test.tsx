import type { InternalControlOverview } from '@ponto/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, loginResponse, session } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import { InternalControlSection } from './internal-control-section';

const cnpj = '11222333000181';
const hba1c = { id: '00000000-0000-4000-8000-0000000000a1', code: 'HBA1C', kind: 'quantitative' as const };
const covid = { id: '00000000-0000-4000-8000-0000000000c0', code: 'COVID_AG', kind: 'qualitative' as const };
const overview: InternalControlOverview = {
  lockoutEnabled: true,
  today: '2026-11-25',
  rows: [
    {
      reader: { code: 'FLW-QC-DEMO', family: 'Flow' },
      exam: { ...hba1c, name: { 'pt-BR': 'Hemoglobina glicada' } },
      standing: { state: 'ok', dueOn: '2026-12-19' },
      locked: false,
      lastControl: {
        id: 'r1',
        at: '2026-11-19T12:00:00.000Z',
        status: 'adequate',
        sampleCode: 'CI-A1CN0001',
      },
      override: null,
    },
    {
      reader: { code: 'FLW-QC-DEMO', family: 'Flow' },
      exam: { ...covid, name: { 'pt-BR': 'Covid-19 Antígeno' } },
      standing: { state: 'overdue', dueOn: '2026-11-10' },
      locked: true,
      lastControl: null,
      override: null,
    },
  ],
};

async function renderSection(manager: boolean) {
  const posts: unknown[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/auth/session') return json(200, session());
    if (url.pathname === '/quality/internal-control') return json(200, overview);
    if (url.pathname === '/quality/overrides' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posts.push(body);
      return json(201, {
        id: 'o1',
        reader: overview.rows[1]!.reader,
        exam: overview.rows[1]!.exam,
        reason: body.reason,
        grantedBy: 'Elisa Gerente',
        grantedAt: '2026-11-25T10:00:00.000Z',
        usedAt: null,
        usedByExamRequestId: null,
      });
    }
    if (url.pathname === '/quality/overrides') return json(200, { items: [] });
    return json(404, {});
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse());
  renderWithApp(<InternalControlSection cnpj={cnpj} manager={manager} />, services);
  return posts;
}

describe('internal control schedule (/qualidade/ciq)', () => {
  it('shows each pair with its standing and lets a manager override a locked one with a reason', async () => {
    const posts = await renderSection(true);
    const covidRow = (await screen.findByText('Covid-19 Antígeno')).closest('tr')!;
    expect(within(covidRow).getByText(/^Vencido em /)).toBeInTheDocument();
    expect(within(covidRow).getByText('Bloqueados')).toBeInTheDocument();
    const hbRow = screen.getByText('Hemoglobina glicada').closest('tr')!;
    expect(within(hbRow).getByText(/^Em dia até /)).toBeInTheDocument();
    expect(within(hbRow).queryByRole('button')).toBeNull();
    expect(screen.getByRole('switch', { name: /Bloquear exames de pacientes/ })).toBeChecked();

    const user = userEvent.setup();
    await user.click(
      within(covidRow).getByRole('button', { name: /^Liberar 1 exame no leitor FLW-QC-DEMO/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Liberar um exame de paciente' });
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    await user.type(reason, 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Liberar' }));
    expect(
      await within(dialog).findByText('Escreva o motivo com pelo menos 5 caracteres'),
    ).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.type(reason, ' enviado ao provedor');
    await user.click(within(dialog).getByRole('button', { name: 'Liberar' }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      readerCode: 'FLW-QC-DEMO',
      examId: covid.id,
      reason: 'ok enviado ao provedor',
    });
  }, 30_000);

  it('shows staff the lockout state without the switch or overrides', async () => {
    await renderSection(false);
    expect(await screen.findByText('Covid-19 Antígeno')).toBeInTheDocument();
    expect(screen.getByText('Bloqueio por controle de qualidade ligado pelo gestor.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /Liberar 1 exame/ })).toBeNull();
  }, 30_000);
});
