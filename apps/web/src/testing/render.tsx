import ptBR from '@ponto/i18n/bundles/pt-BR';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { type AppServices, type AppServicesOptions, createAppServices } from '../lib/app-services';
import { fakeMqtt } from './fake-mqtt';

// Every pt-BR namespace is there from the start: a screen under test never waits for its texts.
const allPtBR: Record<string, object> = ptBR;

/** App services for a test: in-memory storages, no real network or broker unless `fetch`/`connectLive` are given. */
export function testServices(options: AppServicesOptions = {}): AppServices {
  return createAppServices({
    sessionStorage: window.sessionStorage,
    localStorage: window.localStorage,
    fetch: options.fetch ?? (async () => Promise.reject(new TypeError('no network in this test'))),
    connectLive: options.connectLive ?? fakeMqtt().connect,
    bundledTexts: allPtBR,
    ...options,
  });
}

/** Renders `ui` with every provider of the app. */
export function renderWithApp(ui: ReactElement, services: AppServices = testServices()) {
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return {
    services,
    ...render(<AppProvider services={services}>{<RouterProvider router={router} />}</AppProvider>),
  };
}

/** Renders routes at `initialPath` with every provider of the app; returns the router to read the location. */
export function renderRoutes(
  routes: RouteObject[],
  initialPath: string,
  services: AppServices = testServices(),
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <AppProvider services={services}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, services, ...result };
}
