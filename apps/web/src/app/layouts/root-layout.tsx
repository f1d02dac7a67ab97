import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import type { RouteHandle } from '@/app/route-handle';
import { PageLoader } from '@/components/ui/page-loader';
import { useCustomization } from '@/lib/customization';
import { useAllTexts } from '@/lib/i18n';
import { useIdleSignOut } from '@/lib/idle-sign-out';
import { LiveConnectionProvider } from '@/lib/live/live-provider';
import { useSimplifiedLayout } from '@/lib/simplified-layout';
import { SimplifiedLayoutContext } from './layout-context';

const NO_ORIGINS: readonly string[] = [];

/** The handle of the deepest route that names an area. */
function useCurrentHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.area) return handle;
  }
  return null;
}

/** The area of the deepest route that names one. */
export function useCurrentArea(): RouteHandle['area'] | null {
  return useCurrentHandle()?.area ?? null;
}

/**
 * Above every page: the simplified-layout listener, the document title, the live connection, the
 * sign-out after 30 minutes without the user's input and the wait for the texts a screen needs.
 */
export function RootLayout() {
  useIdleSignOut();
  const { t } = useTranslation('routes');
  const customization = useCustomization();
  // Until the allowed origins are known, messages wait; if they cannot be loaded, none is allowed.
  const simplified = useSimplifiedLayout(
    customization.data?.allowedEmbedOrigins ?? (customization.isError ? NO_ORIGINS : undefined),
  );
  const handle = useCurrentHandle();
  const title = handle ? (handle.title ?? `areas.${handle.area}`) : null;
  // The login shows with the texts of the first download; every other screen waits for all of them.
  const textsReady = useAllTexts(handle?.area !== 'login');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a title in a namespace just loaded is shown then
  useEffect(() => {
    const appName = t('common:appName');
    document.title = title ? `${t(title)} · ${appName}` : appName;
  }, [title, t, textsReady]);

  return (
    <SimplifiedLayoutContext.Provider value={simplified}>
      <LiveConnectionProvider>{textsReady ? <Outlet /> : <PageLoader />}</LiveConnectionProvider>
    </SimplifiedLayoutContext.Provider>
  );
}
