import { useQuery } from '@tanstack/react-query';
import { useApi, useSession } from '@/lib/services-context';
import { conversationsQueryOptions } from './support';

/** The count the sidebar shows beside "Chat de suporte" (checked every 15 s). */
export function useSupportUnread(): number {
  const api = useApi();
  const session = useSession();
  const cnpj = session?.currentWorkplace?.cnpj ?? '';
  const support = !!session?.user.roles.includes('support');
  const query = useQuery({
    ...conversationsQueryOptions(api, cnpj, support, 15_000),
    enabled: !!session && (support || !!cnpj),
  });
  return query.data?.unread ?? 0;
}
