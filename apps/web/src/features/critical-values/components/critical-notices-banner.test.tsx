import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { json, loginResponse, session } from '@/testing/fixtures';
import { renderRoutes, testServices } from '@/testing/render';
import { CriticalNoticesBanner } from './critical-notices-banner';

const notice = (id: string) => ({
  id,
  status: 'open',
  examRequestId: '00000000-0000-4000-8000-0000000000e1',
  protocolNumber: '2026-000042',
  patientName: 'Paula Crítica',
  examName: { 'pt-BR': 'Glicemia' },
  analytes: [],
  createdAt: '2026-11-27T13:00:00.000Z',
  acknowledgement: null,
});

async function renderBanner(items: unknown[], at: string = paths.home, signedIn = session()) {
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/auth/session') return json(200, signedIn);
    return json(200, { items });
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse(signedIn));
  return renderRoutes(
    [
      { path: '*', element: <CriticalNoticesBanner /> },
      { path: paths.criticalNotices, element: <CriticalNoticesBanner /> },
    ],
    at,
    services,
  );
}

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('critical values greeting', () => {
  it('greets with how many critical values wait, linking to their list', async () => {
    const { router } = await renderBanner([notice(id(1)), notice(id(2))]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('2 valores críticos aguardando confirmação.');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Abrir os valores críticos' }));
    expect(router.state.location.pathname).toBe(paths.criticalNotices);
  });

  it('says nothing when none wait', async () => {
    await renderBanner([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not shown on the list page', async () => {
    await renderBanner([notice(id(1))], paths.criticalNotices);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not shown to a user in training, who cannot act on it', async () => {
    await renderBanner([notice(id(1))], paths.home, session({ user: { status: 'TRAINING' } }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes until another notice arrives', async () => {
    await renderBanner([notice(id(1))]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Dispensar o alerta' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
