import {
  canOrderNewExam,
  type SessionUser,
  type SessionWorkplace,
  selfCollectionAllowed,
} from '@ponto/domain';
import { paths } from '@/config/paths';

/** §2 protocol table: the ways to open a protocol from it. Pre-register has no flow of its own yet. */
export type ProtocolFlow = 'attendance' | 'selfCollection' | 'mab';

export const flowPaths: Record<ProtocolFlow, string> = {
  attendance: paths.newExam,
  // The same wizard: its procedure step offers the kits where self-collection is allowed.
  selfCollection: paths.newExam,
  mab: paths.mab,
};

/**
 * The flows this workplace and user may start. The session's services already went through the §6 rule
 * (a selfCollection workplace offers no mab, clinic or attendance); every flow saves through the wizard,
 * which a {product}_ZERO workplace may not open.
 */
export function availableFlows(
  workplace: Pick<SessionWorkplace, 'services' | 'permissions' | 'modules'> | null,
  user: Pick<SessionUser['permissions'], 'selfCollection'> | null,
): ProtocolFlow[] {
  if (!workplace || !canOrderNewExam(workplace)) return [];
  const flows: ProtocolFlow[] = [];
  if (workplace.services.includes('attendance')) flows.push('attendance');
  if (user && selfCollectionAllowed(workplace, user)) flows.push('selfCollection');
  if (workplace.services.includes('mab')) flows.push('mab');
  return flows;
}
