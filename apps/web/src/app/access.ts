import { canOrderNewExam, countsAsLoggedIn, mayPerformClinicalActs, type Session } from '@ponto/domain';
import { loginWithReturn, paths, safeReturnPath } from '../config/paths';

/**
 * The access rules of §2, one per kind of route:
 * - public: anyone. unguarded: anyone (§2 /visualizar-scanners).
 * - guest: the login (/, /login, unknown paths); someone signed in goes to /home.
 * - signedIn: logged-in only, otherwise /login keeping the wanted path.
 * - home: signed in; a user in TRAINING goes to /treinamento (§2 /home and /scanner-cards).
 * - training: signed in, whatever the status (§2 /treinamento: logged-in or in-training users).
 * - clinical: signed in and done with training (§4, docs/training.md): registering patients, recollects,
 *   releases. A user in training goes to /treinamento with the TRAINING_REQUIRED notice.
 * - newExam: clinical, with a current workplace without the PONTO_ZERO module, otherwise /home.
 * - externalTest: signed in (then clinical); otherwise /login when a rapid_test service is available,
 *   else /home.
 * - stock / management: signed in with stockView / as a manager (§6), otherwise /home.
 * - support: signed in as Ponto's support staff (§6 suspension), otherwise /home.
 */
export type AccessRule =
  | 'public'
  | 'unguarded'
  | 'guest'
  | 'signedIn'
  | 'home'
  | 'training'
  | 'clinical'
  | 'newExam'
  | 'externalTest'
  | 'stock'
  | 'management'
  | 'support';

export interface AccessContext {
  session: Session | null;
  /** The path (with query) the person asked for. */
  wanted: string;
  /** Whether a rapid_test service is available, for /external-test when signed out. */
  rapidTestAvailable: boolean;
}

/** Why the guard sent the user elsewhere, when the page they land on should say it. */
export type AccessNotice = 'TRAINING_REQUIRED';

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; notice?: AccessNotice };

const allow: AccessDecision = { kind: 'allow' };
const redirect = (to: string): AccessDecision => ({ kind: 'redirect', to });
const toTraining: AccessDecision = { kind: 'redirect', to: paths.training, notice: 'TRAINING_REQUIRED' };

const clinicalRules: ReadonlySet<AccessRule> = new Set(['clinical', 'newExam']);

function returnPathIn(wanted: string): string | null {
  const query = wanted.includes('?') ? wanted.slice(wanted.indexOf('?') + 1) : '';
  return safeReturnPath(new URLSearchParams(query).get('from'));
}

export function decideAccess(
  rule: AccessRule,
  { session, wanted, rapidTestAvailable }: AccessContext,
): AccessDecision {
  switch (rule) {
    case 'public':
    case 'unguarded':
      return allow;
    case 'guest':
      // Signed in (e.g. just now): back to the page that sent them to the login, else /home.
      return session ? redirect(returnPathIn(wanted) ?? paths.home) : allow;
    case 'externalTest':
      if (session) return mayPerformClinicalActs(session.user.status) ? allow : toTraining;
      return rapidTestAvailable ? redirect(loginWithReturn(wanted)) : redirect(paths.home);
    default:
      break;
  }
  if (!session) return redirect(loginWithReturn(wanted));
  if (clinicalRules.has(rule) && !mayPerformClinicalActs(session.user.status)) return toTraining;
  switch (rule) {
    case 'home':
      return countsAsLoggedIn(session.user.status) ? allow : redirect(paths.training);
    case 'newExam':
      return canOrderNewExam(session.currentWorkplace) ? allow : redirect(paths.home);
    case 'stock':
      return session.user.permissions.stockView ? allow : redirect(paths.home);
    case 'management':
      return session.user.manager ? allow : redirect(paths.home);
    case 'support':
      return session.user.roles.includes('support') ? allow : redirect(paths.home);
    default:
      return allow;
  }
}

/** The notice a guard's redirect carried in the history state, if any. */
export function noticeOf(state: unknown): AccessNotice | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return notice === 'TRAINING_REQUIRED' ? notice : null;
}
