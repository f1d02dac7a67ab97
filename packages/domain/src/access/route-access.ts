import type { Role, UserStatus } from '../entities/session';
import type { ErrorCode } from '../errors/catalogue';
import { mayPerformClinicalActs } from './clinical-acts';
import { isVeterinary } from './workplace-rules';

/**
 * What a call needs beyond its kind of caller (§6). Each is checked in the order a route lists it, and the
 * first one missing answers its error.
 */
export type AccessRequirement =
  /** §6 manager: the management menu and what it changes. */
  | 'manager'
  /** §6 support staff (Ponto's own): the chat queue and the accounts of the whole network. */
  | 'support'
  /** The supplier's staff, who move orders through the distributor API. */
  | 'distributor'
  /** §6 a manager or support staff: virtual readers are provisioned by either. */
  | 'managerOrSupport'
  /** §6 user flag stockView: stock and orders. */
  | 'stockView'
  /** §4: a user whose training is not done looks around but does not act on patients or exams. */
  | 'clinical'
  /** §6: a veterinary workplace (classification containing VET). Needs the workplace. */
  | 'veterinary';

/**
 * Who may call a route, declared by the route itself (docs/architecture.md, "The door"):
 * - public: anyone, no token looked at;
 * - signedIn: a valid access token of a user still allowed in;
 * - member: signedIn, and member of the workplace the `cnpj` header names (another's answers 404);
 * - integrator: a token of a user with §6 API access; the workplace, when the call names one (query or header),
 *   must be theirs (the handler answers 404 otherwise, so the refusal is recorded like any other);
 * - device: a reader, by its code and the secret issued at provisioning (HTTP Basic); no user token.
 */
export type RouteAccess =
  | { readonly kind: 'public' }
  | { readonly kind: 'device' }
  | { readonly kind: 'signedIn' | 'member' | 'integrator'; readonly requires: readonly AccessRequirement[] };

export const access = {
  public: { kind: 'public' } as RouteAccess,
  device: { kind: 'device' } as RouteAccess,
  signedIn: (...requires: AccessRequirement[]): RouteAccess => ({ kind: 'signedIn', requires }),
  member: (...requires: AccessRequirement[]): RouteAccess => ({ kind: 'member', requires }),
  integrator: (...requires: AccessRequirement[]): RouteAccess => ({ kind: 'integrator', requires }),
};

/** What the requirements look at: the signed-in user, and the workplace once it is known. */
export interface AccessCaller {
  roles: readonly string[];
  status: UserStatus | string;
  stockView: boolean;
}

const roleRequirements: Partial<Record<AccessRequirement, Role>> = {
  manager: 'manager',
  support: 'support',
  distributor: 'distributor',
};

/** Requirements decided by the user alone, before the workplace is looked up (so a 403 comes before a 400). */
export function isUserRequirement(requirement: AccessRequirement): boolean {
  return requirement !== 'veterinary';
}

/** The error of the first requirement the caller misses, or null when every one is met. */
export function accessRefusal(
  requires: readonly AccessRequirement[],
  caller: AccessCaller,
  workplace?: { classification: string } | null,
): ErrorCode | null {
  for (const requirement of requires) {
    const role = roleRequirements[requirement];
    if (role && !caller.roles.includes(role)) return 'FORBIDDEN';
    if (requirement === 'managerOrSupport' && !caller.roles.some((r) => r === 'manager' || r === 'support'))
      return 'FORBIDDEN';
    if (requirement === 'stockView' && !caller.stockView) return 'FORBIDDEN';
    if (requirement === 'clinical' && !mayPerformClinicalActs(caller.status as UserStatus))
      return 'TRAINING_REQUIRED';
    if (requirement === 'veterinary' && workplace && !isVeterinary(workplace)) return 'FORBIDDEN';
  }
  return null;
}

/** §6 API access is given by request: a token without it is refused on every integration call. */
export function integrationRefusal(caller: Pick<AccessCaller, 'roles'>): ErrorCode | null {
  return caller.roles.includes('integrator') ? null : 'INTEGRATION_ACCESS_NOT_GRANTED';
}
