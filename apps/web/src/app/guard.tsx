import { Navigate, Outlet, useLocation } from 'react-router';
import { useCustomization } from '../lib/customization';
import { useSession } from '../lib/services-context';
import { type AccessRule, decideAccess } from './access';

/**
 * Whether a rapid_test service is available before sign-in: the customization call lists the services
 * the portal offers (§7). If it cannot be read, the visitor goes home rather than to a login that may
 * lead nowhere.
 */
function useRapidTestAvailable(enabled: boolean): boolean | 'pending' {
  const customization = useCustomization(enabled);
  if (!enabled) return false;
  if (customization.isPending) return 'pending';
  return customization.data?.services.includes('rapid_test') ?? false;
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
  if (decision.kind === 'redirect')
    return <Navigate to={decision.to} replace state={decision.notice ? { notice: decision.notice } : null} />;
  return <Outlet />;
}
