import type { ReportNameVariant, ServiceName, SessionWorkplace, UserStatus } from '../entities/session';

type WorkplaceTraits = Pick<SessionWorkplace, 'permissions' | 'classification' | 'modules'>;

/** The module that, when present, keeps a workplace from ordering new exams (§2: {product}_ZERO). */
export const ZERO_MODULE = 'PONTO_ZERO';

/** §6: drugstore or international workplaces analyse locally. */
export function hasLocalAnalysis(workplace: Pick<SessionWorkplace, 'permissions'>): boolean {
  return workplace.permissions.includes('drugstore') || workplace.permissions.includes('international');
}

/** §6: local-analysis workplaces print the Pharma report name, the others Medic. */
export function reportNameVariantOf(workplace: Pick<SessionWorkplace, 'permissions'>): ReportNameVariant {
  return hasLocalAnalysis(workplace) ? 'Pharma' : 'Medic';
}

/** §6: a classification containing VET marks a veterinary workplace. */
export function isVeterinary(workplace: Pick<SessionWorkplace, 'classification'>): boolean {
  return workplace.classification.toUpperCase().includes('VET');
}

const disabledBySelfCollection: readonly ServiceName[] = ['mab', 'clinic', 'attendance'];

/** §6: selfCollection disables the mab, clinic and attendance flows whatever the contract lists. */
export function effectiveServices(
  workplace: Pick<SessionWorkplace, 'permissions'> & { services: readonly ServiceName[] },
): ServiceName[] {
  const selfCollection = workplace.permissions.includes('selfCollection');
  return workplace.services.filter((s) => !(selfCollection && disabledBySelfCollection.includes(s)));
}

/** §2: /novo-exame needs a workplace without the {product}_ZERO module. */
export function canOrderNewExam(workplace: Pick<WorkplaceTraits, 'modules'> | null): boolean {
  return workplace !== null && !workplace.modules.includes(ZERO_MODULE);
}

/** §4: ACTIVE, CONTINUED_TRAINING and PENDING_TRAINING count as logged in; TRAINING goes to training. */
export function countsAsLoggedIn(status: UserStatus): boolean {
  return status !== 'TRAINING';
}
