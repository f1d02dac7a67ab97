import {
  effectiveServices,
  errorCodeFieldError,
  type PreExamSubmission,
  type ProtocolType,
  type ServiceName,
  type WorkplacePermission,
} from '@ponto/domain';
import { AppError } from '../../platform/errors';
import type { WorkplaceRow } from '../auth/repository';

/**
 * §3 protocol type of a new pre-exam: a chosen self-collection kit makes it selfCollection (the kit was
 * already checked against the workplace and the user); otherwise the flow's type, attendance by default.
 * MAB needs the workplace's mab service after the §6 rule (a selfCollection workplace has none): 403
 * FORBIDDEN on the protocolType field otherwise.
 */
export function protocolTypeOf(
  workplace: Pick<WorkplaceRow, 'permissions' | 'services'>,
  submission: Pick<PreExamSubmission, 'protocolType' | 'order'>,
): ProtocolType {
  if (submission.order.selfCollectionKit) return 'selfCollection';
  const type = submission.protocolType ?? 'attendance';
  if (type === 'mab') {
    const services = effectiveServices({
      permissions: workplace.permissions as WorkplacePermission[],
      services: workplace.services as ServiceName[],
    });
    if (!services.includes('mab'))
      throw new AppError('FORBIDDEN', { fields: [errorCodeFieldError('protocolType', 'FORBIDDEN')] });
  }
  return type;
}
