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
 * What the screens before sign-in show — the login and its header, the language switcher, the page title,
 * the error screens and alerts, the form messages: the browser's first download holds these in pt-BR
 * (`bundles/first/<locale>`), and the other namespaces load with the first screen that needs them.
 */
export const firstNamespaces = [
  'auth',
  'common',
  'errors',
  'routes',
  'shell',
  'validation',
] as const satisfies readonly Namespace[];
export type FirstNamespace = (typeof firstNamespaces)[number];
