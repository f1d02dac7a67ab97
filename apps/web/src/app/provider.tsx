import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getSession, storedSessionIsValid } from '@/features/auth';
import { AppErrorBoundary } from '../components/ui/error-fallback';
import { NetworkErrorScreen } from '../components/ui/network-error';
import { PageLoader } from '../components/ui/page-loader';
import { isApiError } from '../lib/api-error';
import type { AppServices } from '../lib/app-services';
import { ServicesProvider } from '../lib/services-context';
import { cssVariablesResolver, theme } from './theme';

/**
 * A stored session is re-validated before any screen shows: against the domain's schema (one this version
 * does not read is dropped), then with GET /auth/session (renewing the token if needed). A refused one
 * signs out ('Login expirado'), an unreachable server shows the network screen.
 */
function SessionCheck({ services, children }: { services: AppServices; children: ReactNode }) {
  const [state, setState] = useState<'checking' | 'ready' | 'offline'>(() =>
    services.store.get() ? 'checking' : 'ready',
  );
  useEffect(() => {
    if (state !== 'checking') return;
    let cancelled = false;
    storedSessionIsValid(services.store.get()?.session)
      .then(async (valid) => {
        if (!valid) return services.store.set(null);
        services.updateSession(await getSession(services.api));
      })
      .then(() => !cancelled && setState('ready'))
      .catch((error: unknown) => {
        if (cancelled) return;
        setState(isApiError(error) && error.code === 'NETWORK_ERROR' ? 'offline' : 'ready');
      });
    return () => {
      cancelled = true;
    };
  }, [services, state]);
  if (state === 'checking') return <PageLoader />;
  if (state === 'offline') return <NetworkErrorScreen />;
  return children;
}

export function AppProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <I18nextProvider i18n={services.i18n}>
        <AppErrorBoundary>
          <ServicesProvider services={services}>
            <QueryClientProvider client={services.queryClient}>
              <SessionCheck services={services}>{children}</SessionCheck>
            </QueryClientProvider>
          </ServicesProvider>
        </AppErrorBoundary>
      </I18nextProvider>
    </MantineProvider>
  );
}
