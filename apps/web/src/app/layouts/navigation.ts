import {
  canOrderNewExam,
  isVeterinary,
  mayPerformClinicalActs,
  type Session,
  showsCriticalNotices,
} from '@ponto/domain';
import { paths } from '@/config/paths';
import { mayReleaseHere } from '@/lib/awaiting-release';

export type NavKey =
  | 'exams'
  | 'resultCheck'
  | 'criticalNotices'
  | 'register'
  | 'patients'
  | 'nullify'
  | 'supportChat'
  | 'stock'
  | 'agenda'
  | 'calibrations'
  | 'networkCheck'
  | 'reports'
  | 'reportCovid'
  | 'reportExams'
  | 'reportServices'
  | 'reportNotifications'
  | 'leaflets'
  | 'training'
  | 'management'
  | 'supportAccounts'
  | 'quality'
  | 'settings'
  | 'about'
  | 'exit';

export interface NavEntry {
  key: NavKey;
  /** The label's i18n key ('ns:key') when it is not `shell:nav.<key>`. */
  label?: string;
  /** A screen, or an action handled by the shell. */
  to?: string;
  action?: 'supportChat' | 'logout';
  children?: NavEntry[];
}

const reports: NavEntry = {
  key: 'reports',
  children: [
    { key: 'reportCovid', to: paths.covidReport },
    { key: 'reportExams', to: paths.examReport },
    { key: 'reportServices', to: paths.servicesReport },
    { key: 'reportNotifications', to: paths.mandatoryNotifications },
  ],
};

const all: NavEntry[] = [
  { key: 'exams', to: paths.home },
  { key: 'resultCheck', to: paths.tempResults },
  { key: 'criticalNotices', to: paths.criticalNotices },
  { key: 'register', to: paths.newExam },
  { key: 'patients', to: paths.patients, label: 'patients:title' },
  { key: 'nullify', to: paths.nullify },
  { key: 'supportChat', action: 'supportChat' },
  { key: 'stock', to: paths.stock },
  { key: 'agenda', to: paths.agenda },
  { key: 'calibrations', to: paths.calibrations },
  { key: 'networkCheck', to: paths.networkCheck, label: 'network:check.nav' },
  reports,
  { key: 'leaflets', to: paths.leaflets },
  { key: 'training', to: paths.training },
  { key: 'management', to: paths.management },
  { key: 'supportAccounts', to: paths.supportAccounts },
  { key: 'quality', to: paths.quality },
  { key: 'settings', to: paths.settings },
  { key: 'about', to: paths.about },
  { key: 'exit', action: 'logout' },
];

/** A user in TRAINING works only in the training area (§4). */
const trainingMenu = new Set<NavKey>([
  'training',
  'leaflets',
  'supportChat',
  'networkCheck',
  'settings',
  'about',
  'exit',
]);
/** Clinical acts wait for the training (§4, docs/training.md): hidden until the user is ACTIVE. */
const clinicalMenu = new Set<NavKey>(['register', 'resultCheck']);
/** Restricted users (§6) consult; they do not register, nullify, calibrate, schedule or manage. */
const restrictedMenu = new Set<NavKey>([
  'exams',
  'reports',
  'reportExams',
  'leaflets',
  'training',
  'supportChat',
  'networkCheck',
  'settings',
  'about',
  'exit',
]);

function allowed(entry: NavEntry, session: Session): boolean {
  const { user, currentWorkplace } = session;
  if (user.status === 'TRAINING' && !trainingMenu.has(entry.key)) return false;
  if (user.restricted && !restrictedMenu.has(entry.key)) return false;
  if (clinicalMenu.has(entry.key) && !mayPerformClinicalActs(user.status)) return false;
  switch (entry.key) {
    case 'stock':
      return user.permissions.stockView;
    case 'management':
      return user.manager;
    // Ponto's own staff (§6): account suspension for the whole network.
    case 'supportAccounts':
      return user.roles.includes('support');
    case 'register':
      return canOrderNewExam(currentWorkplace);
    // §6: those who may release here (a lab analyst where analysis is local, an analyst elsewhere).
    case 'resultCheck':
      return mayReleaseHere(session);
    case 'criticalNotices':
      return showsCriticalNotices(session);
    default:
      return true;
  }
}

/** The §2 sidebar entries this user may use; docs/web-shell.md lists the rules. */
export function navigationFor(session: Session): NavEntry[] {
  return (
    all
      .filter((entry) => allowed(entry, session))
      // §2 'Vet patients': the same list holds the animals of a VET workplace (§6).
      .map((entry) =>
        entry.key === 'patients' && session.currentWorkplace && isVeterinary(session.currentWorkplace)
          ? { ...entry, label: 'patients:vetTitle' }
          : entry,
      )
      .map((entry) =>
        entry.children
          ? { ...entry, children: entry.children.filter((child) => allowed(child, session)) }
          : entry,
      )
      .filter((entry) => !entry.children || entry.children.length > 0)
  );
}
