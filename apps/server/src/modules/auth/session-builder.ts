import {
  effectiveServices,
  reportNameVariantOf,
  type ServiceName,
  type Session,
  type SessionWorkplace,
  serviceNames,
  type UserStatus,
  type WorkplacePermission,
} from '@ponto/domain';
import type { UserRow, WorkplaceRow } from './repository';

export function toSessionWorkplace(row: WorkplaceRow): SessionWorkplace {
  const base = {
    cnpj: row.cnpj,
    name: row.name,
    permissions: row.permissions as WorkplacePermission[],
    group: row.group,
    modules: row.modules,
    parameters: row.parameters,
    classification: row.classification,
    readers: row.readerCodes,
  };
  return { ...base, services: effectiveServices({ ...base, services: row.services as ServiceName[] }) };
}

/**
 * Picks the workplace the browser tab is on (`tabCnpj`, when it is still one of the user's: two tabs may work
 * in two workplaces), else the remembered one, or the only one; with several and none remembered, the user
 * chooses.
 */
export function currentWorkplaceOf(
  user: UserRow,
  available: WorkplaceRow[],
  tabCnpj: string | null = null,
): WorkplaceRow | null {
  return (
    (tabCnpj ? available.find((w) => w.cnpj === tabCnpj) : undefined) ??
    available.find((w) => w.id === user.lastWorkplaceId) ??
    (available.length === 1 ? available[0]! : null)
  );
}

export function buildSession(
  user: UserRow,
  available: WorkplaceRow[],
  customization: Session['customization'],
  expiresAt: Date,
  loginPopups: Session['loginPopups'] = { nps: false, survey: false },
  tabCnpj: string | null = null,
): Session {
  const current = currentWorkplaceOf(user, available, tabCnpj);
  const currentWorkplace = current ? toSessionWorkplace(current) : null;
  const offered = new Set(currentWorkplace?.services ?? []);
  return {
    user: {
      id: user.id,
      document: user.document,
      name: user.name,
      username: user.document,
      status: user.status as UserStatus,
      roles: user.roles as Session['user']['roles'],
      permissions: {
        labAnalyst: user.labAnalyst,
        stockView: user.stockView,
        selfCollection: user.selfCollection,
      },
      manager: user.roles.includes('manager'),
      restricted: user.restricted,
      language: user.language,
    },
    currentWorkplace,
    availableWorkplaces: available.map(toSessionWorkplace),
    readerCodes: currentWorkplace?.readers ?? [],
    services: Object.fromEntries(serviceNames.map((s) => [s, offered.has(s)])) as Record<
      ServiceName,
      boolean
    >,
    customization,
    validationMode: false,
    controlSample: { auth: false, mode: false },
    reportNameVariant: currentWorkplace ? reportNameVariantOf(currentWorkplace) : 'Medic',
    loginPopups,
    expiresAt: expiresAt.toISOString(),
  };
}
