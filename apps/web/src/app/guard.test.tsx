import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppServices } from '../lib/app-services';
import { apiError, json, loginResponse, session } from '../testing/fixtures';
import { renderRoutes } from '../testing/render';
import type { AccessRule } from './access';
import { Guard } from './guard';

const customization = {
  name: 'Ponto',
  logoUrl: null,
  supportEmail: 'suporte@ponto.example',
  supportPhone: '+55 11 4000-0000',
  patientPortalUrl: 'https://paciente.ponto.example',
  allowedEmbedOrigins: [],
  version: '0.1.0',
  services: ['ponto'],
};

function routesFor(rule: AccessRule, path: string) {
  return [
    { path: '/login', element: <p>login page</p> },
    { path: '/home', element: <p>home page</p> },
    { path: '/treinamento', element: <p>training page</p> },
    { element: <Guard rule={rule} />, children: [{ path, element: <p>guarded page</p> }] },
  ];
}

async function servicesWith(
  value: ReturnType<typeof session> | null,
  fetchImpl?: typeof fetch,
  offered: string[] = customization.services,
) {
  const services = createAppServices({
    sessionStorage: window.sessionStorage,
    localStorage: window.localStorage,
    fetch:
      fetchImpl ??
      (async (input) => {
        const url = String(input);
        if (url.endsWith('/auth/session') && value) return json(200, value);
        if (url.endsWith('/specialist/customization'))
          return json(200, { ...customization, services: offered });
        return apiError('NOT_FOUND', 404);
      }),
  });
  if (value) await services.completeLogin(loginResponse(value));
  return services;
}

describe('<Guard> in a router', () => {
  it('sends a signed-out visitor to the login keeping the wanted path', async () => {
    const { router } = renderRoutes(
      routesFor('signedIn', '/agenda'),
      '/agenda?day=3',
      await servicesWith(null),
    );
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=%2Fagenda%3Fday%3D3');
  });

  it('sends a user in TRAINING from /home to /treinamento', async () => {
    const training = session({ user: { status: 'TRAINING' } });
    renderRoutes(routesFor('home', '/inicio'), '/inicio', await servicesWith(training));
    expect(await screen.findByText('training page')).toBeInTheDocument();
  });

  it.each(['TRAINING', 'PENDING_TRAINING', 'CONTINUED_TRAINING'] as const)(
    'sends a %s user who types a clinical address to /treinamento with the notice',
    async (status) => {
      const trainee = session({ user: { status } });
      const { router } = renderRoutes(
        routesFor('clinical', '/recoleta'),
        '/recoleta',
        await servicesWith(trainee),
      );
      expect(await screen.findByText('training page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/treinamento');
      expect(router.state.location.state).toEqual({ notice: 'TRAINING_REQUIRED' });
    },
  );

  it('lets an ACTIVE user onto a clinical screen', async () => {
    renderRoutes(routesFor('clinical', '/recoleta'), '/recoleta', await servicesWith(session()));
    expect(await screen.findByText('guarded page')).toBeInTheDocument();
  });

  it('shows the page to someone it allows', async () => {
    renderRoutes(routesFor('home', '/inicio'), '/inicio', await servicesWith(session()));
    expect(await screen.findByText('guarded page')).toBeInTheDocument();
  });

  it('/external-test signed out goes to /login when the portal offers a rapid_test service', async () => {
    const { router } = renderRoutes(
      routesFor('externalTest', '/external-test'),
      '/external-test',
      await servicesWith(null, undefined, ['ponto', 'rapid_test']),
    );
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('/external-test signed out goes to /home when the portal offers no rapid_test service', async () => {
    const { router } = renderRoutes(
      routesFor('externalTest', '/external-test'),
      '/external-test',
      await servicesWith(null),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
