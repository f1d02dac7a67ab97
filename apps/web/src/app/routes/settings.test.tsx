import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, loginResponse, session } from '@/testing/fixtures';
import { renderWithApp, testServices } from '@/testing/render';
import SettingsPage from './settings';

async function renderAs(manager: boolean) {
  const user = session({ user: { roles: manager ? ['operator', 'manager'] : ['operator'], manager } });
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/auth/session') return json(200, user);
    if (url.pathname === '/hl7/config') return json(200, { config: null });
    return json(200, { items: [], nextCursor: null });
  };
  const services = testServices({ fetch });
  await services.completeLogin(loginResponse(user));
  renderWithApp(<SettingsPage />, services);
}

describe('settings page', () => {
  it('shows the laboratory system (HL7) to a manager', async () => {
    await renderAs(true);
    expect(await screen.findByRole('region', { name: 'Sistema do laboratório (HL7)' })).toBeInTheDocument();
  });

  it('does not show it to anyone else', async () => {
    await renderAs(false);
    expect(await screen.findByRole('region', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sistema do laboratório (HL7)' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Webhooks' })).toBeNull();
  });
});
