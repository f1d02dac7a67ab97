import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/services-context';

const NpsPopup = lazy(() => import('./nps-popup').then((module) => ({ default: module.NpsPopup })));

/** The NPS popup, its code fetched only when the session says the survey is due (most sign-ins it is not). */
export function DueNpsPopup() {
  const session = useSession();
  if (!session?.loginPopups.nps) return null;
  return (
    <Suspense fallback={null}>
      <NpsPopup />
    </Suspense>
  );
}
