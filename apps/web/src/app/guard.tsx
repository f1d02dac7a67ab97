import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { customizationQueryOptions } from '../lib/customization';
import { useServices, useSession } from '../lib/services-context';
import { storageKeys } from '../lib/storage-keys';
import { type AccessRule, decideAccess } from './access';

/**
 * Whether a rapid_test service is available before sign-in: from the customization call when it lists
 * services, else from the services of the last session on this device (docs/web-shell.md).
 */
function useRapidTestAvailable(enabled: boolean): boolean | 'pending' {
  const { api } = useServices();
  const customization = useQuery({ ...customizationQueryOptions(api), enabled });
  if (!enabled) return false;
  if (customization.isPending) return 'pending';
  if (customization.data?.services) return customization.data.services.includes('rapid_test');
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKeys.deviceServices) ?? '[]');
    return Array.isArray(stored) && stored.includes('rapid_test');
  } catch {
    return false;
  }
}

/** Renders the child routes when `rule` allows it, otherwise redirects (§2 guards). */
export function Guard({ rule }: { rule: AccessRule }) {
  const session = useSession();
  const location = useLocation();
  const rapidTestAvailable = useRapidTestAvailable(rule === 'externalTest' && !session);
  if (rapidTestAvailable === 'pending') return null;
  const decision = decideAccess(rule, {
    session,
    wanted: `${location.pathname}${location.search}`,
    rapidTestAvailable,
  });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
