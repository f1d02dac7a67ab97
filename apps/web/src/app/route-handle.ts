import type { PathName } from '@/config/paths';

/** What a route shows: `area` names it (routes:areas.<area>) for the title and the not-available page. */
export type AreaKey = PathName | 'patientEdit';
export interface RouteHandle {
  area: AreaKey;
  /** The page title's i18n key ('ns:key') when it is not `routes:areas.<area>`. */
  title?: string;
}
