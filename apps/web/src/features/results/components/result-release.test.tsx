import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detailFixture } from '@/entities/exam-request/detail-fixture';
import { renderWithApp } from '@/testing/render';
import { ResultRelease } from './result-release';

const result = {
  analyteCode: 'SARS_COV_2_AG',
  analyteName: { 'pt-BR': 'Antígeno SARS-CoV-2' },
  qualitative: true,
  value: '0',
  unit: null,
  lowerLimit: null,
  upperLimit: null,
  valid: true,
  description: null,
  interferent: null,
  methodology: null,
  resultAt: '2026-11-28T12:00:00.000Z',
  source: 'reader' as const,
  critical: false,
};
const ready = (overrides: Parameters<typeof detailFixture>[0]) =>
  detailFixture({ state: 'ready', results: [result], ...overrides });

describe('who a ready result waits for', () => {
  it('tells whoever may release that it waits for them, and offers the action', async () => {
    renderWithApp(<ResultRelease cnpj="22333444000181" detail={ready({ canRelease: true })} />);
    expect(await screen.findByText(/aguarda a sua liberação/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Liberar resultado' })).toBeInTheDocument();
  });

  it('names those who may release, and that they were told, to the others (no action offered)', async () => {
    renderWithApp(
      <ResultRelease
        cnpj="22333444000181"
        detail={ready({
          releasers: [{ name: 'Sofia Biomédica', council: 'CRBM-SP 23456' }],
          releaseRequestedAt: '2026-11-28T12:01:00.000Z',
        })}
      />,
    );
    expect(
      await screen.findByText('Aguardando liberação por Sofia Biomédica (CRBM-SP 23456).'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Foram avisados no portal em/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Liberar resultado' })).not.toBeInTheDocument();
  });

  it('says so when nobody at the workplace may release', async () => {
    renderWithApp(<ResultRelease cnpj="22333444000181" detail={ready({ releasers: [] })} />);
    expect(await screen.findByText(/Ninguém neste estabelecimento pode liberar/)).toBeInTheDocument();
  });
});
