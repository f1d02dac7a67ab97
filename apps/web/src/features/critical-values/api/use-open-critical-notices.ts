import { showsCriticalNotices } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useApi, useSession } from '@/lib/services-context';
import { criticalNoticesQueryOptions } from './critical-notices';

/** How often the count is read again besides the live messages: another user's acknowledgement is not live. */
const REFRESH_MS = 60_000;

/** The open critical notices of the current workplace, for the menu's count and the greeting banner. */
export function useOpenCriticalNotices() {
  const api = useApi();
  const session = useSession();
  const cnpj = session?.currentWorkplace?.cnpj ?? '';
  const enabled = !!session && showsCriticalNotices(session);
  const query = useQuery({
    ...criticalNoticesQueryOptions(api, cnpj, 'open'),
    enabled,
    refetchInterval: REFRESH_MS,
  });
  return { count: enabled ? (query.data?.items.length ?? 0) : 0, query };
}
