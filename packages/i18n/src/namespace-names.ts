/**
 * The namespaces by name, without their texts, for a browser that loads them as it needs them
 * (apps/web/src/lib/i18n.ts). namespace-names.test.ts keeps `namespaceNames` equal to `namespaces`.
 */
import type { Namespace } from './index';

export const namespaceNames = [
  'about',
  'accounts',
  'address',
  'agenda',
  'animals',
  'audit',
  'auth',
  'barcode',
  'calibrations',
  'clientQuiz',
  'common',
  'controlSamples',
  'covidReport',
  'developerGuide',
  'domain',
  'driveThrough',
  'errors',
  'examReport',
  'examRun',
  'home',
  'leaflets',
  'mail',
  'manuals',
  'network',
  'newExam',
  'notificationsReport',
  'nullify',
  'operators',
  'ordering',
  'orders',
  'patientForm',
  'patients',
  'photo',
  'profile',
  'protocols',
  'quality',
  'readers',
  'report',
  'results',
  'routes',
  'servicesReport',
  'settings',
  'shell',
  'stock',
  'supportChat',
  'training',
  'validation',
] as const satisfies readonly Namespace[];

/**
 * What the login shows at first (its header, the language switcher, the page title): the browser's first
 * download holds these in pt-BR (`bundles/login/<locale>`).
 */
export const loginNamespaces = ['auth', 'common', 'routes', 'shell'] as const satisfies readonly Namespace[];
export type LoginNamespace = (typeof loginNamespaces)[number];

/**
 * The messages of forms and of the server's errors (`bundles/messages/<locale>`): fetched as soon as the
 * first screen is up, before any message can show. The other namespaces load with the first screen past
 * the login.
 */
export const messageNamespaces = ['errors', 'validation'] as const satisfies readonly Namespace[];
export type MessageNamespace = (typeof messageNamespaces)[number];
