import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorFallback } from '../components/ui/error-fallback';
import { PageLoader } from '../components/ui/page-loader';
import { paths } from '../config/paths';
import type { AccessRule } from './access';
import { Guard } from './guard';
import { RootLayout } from './layouts/root-layout';

type Lazy = RouteObject['lazy'];
const page =
  (load: () => Promise<{ default: React.ComponentType }>): Lazy =>
  async () => ({
    Component: (await load()).default,
  });
const loginPage = page(() => import('./routes/login'));

function guarded(rule: AccessRule, children: RouteObject[]): RouteObject {
  return { element: <Guard rule={rule} />, children };
}

const shell = page(() => import('./layouts/shell-layout'));
const publicLayout = page(() => import('./layouts/public-layout'));

const strip = (path: string) => path.replace(/^\//, '');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorFallback />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        lazy: publicLayout,
        children: [
          // §2: / and any unknown path show the login; signed-in users go to /home.
          guarded('guest', [
            { index: true, lazy: loginPage, handle: { area: 'login' } },
            { path: strip(paths.login), lazy: loginPage, handle: { area: 'login' } },
            { path: '*', lazy: loginPage, handle: { area: 'login' } },
          ]),
          guarded('public', [
            {
              path: strip(paths.forgotPassword),
              lazy: page(() => import('./routes/forgot-password')),
              handle: { area: 'forgotPassword' },
            },
            {
              path: strip(paths.newPassword),
              lazy: page(() => import('./routes/new-password')),
              handle: { area: 'newPassword' },
            },
            {
              path: strip(paths.integrationApi),
              lazy: page(() => import('./routes/integration-landing')),
              handle: { area: 'integrationApi' },
            },
            {
              path: strip(paths.iframe),
              lazy: page(() => import('./routes/iframe')),
              handle: { area: 'iframe' },
            },
            {
              path: strip(paths.clientQuiz),
              lazy: page(() => import('./routes/client-quiz')),
              handle: { area: 'clientQuiz' },
            },
            {
              path: strip(paths.clinicaRx),
              lazy: page(() => import('./routes/clinic-landing')),
              handle: { area: 'clinicaRx' },
            },
            {
              path: strip(paths.networkRequests),
              lazy: page(() => import('./routes/network-requests')),
              handle: { area: 'networkRequests' },
            },
            {
              path: strip(paths.developerGuide),
              lazy: page(() => import('./routes/developer-guide')),
              handle: { area: 'developerGuide' },
            },
            {
              path: strip(paths.info),
              lazy: page(() => import('./routes/info')),
              handle: { area: 'info' },
            },
            {
              path: `${strip(paths.verifyReport)}/:hash`,
              lazy: page(() => import('./routes/verify-report')),
              handle: { area: 'verifyReport' },
            },
          ]),
          guarded('unguarded', [
            {
              path: strip(paths.viewScanners),
              lazy: page(() => import('./routes/view-scanners')),
              handle: { area: 'viewScanners' },
            },
          ]),
        ],
      },
      {
        lazy: shell,
        children: [
          guarded('home', [
            { path: strip(paths.home), lazy: page(() => import('./routes/home')), handle: { area: 'home' } },
            {
              path: strip(paths.scannerCards),
              lazy: page(() => import('./routes/scanner-cards')),
              handle: { area: 'scannerCards' },
            },
          ]),
          guarded('newExam', [
            {
              path: strip(paths.newExam),
              lazy: page(() => import('./routes/new-exam')),
              handle: { area: 'newExam' },
            },
          ]),
          guarded('externalTest', [
            {
              path: strip(paths.externalTest),
              lazy: page(() => import('./routes/external-exam')),
              handle: { area: 'externalTest' },
            },
          ]),
          guarded('training', [
            {
              path: strip(paths.training),
              lazy: page(() => import('./routes/training')),
              handle: { area: 'training' },
            },
            {
              path: strip(paths.trainingCourse),
              lazy: page(() => import('./routes/training-course')),
              handle: { area: 'trainingCourse' },
            },
          ]),
          guarded('stock', [
            {
              path: strip(paths.stock),
              lazy: page(() => import('./routes/stock')),
              handle: { area: 'stock' },
            },
          ]),
          guarded('management', [
            {
              path: strip(paths.management),
              lazy: page(() => import('./routes/management')),
              handle: { area: 'management' },
            },
          ]),
          guarded('support', [
            {
              path: strip(paths.supportAccounts),
              lazy: page(() => import('./routes/support-accounts')),
              handle: { area: 'supportAccounts' },
            },
          ]),
          guarded('clinical', [
            { path: strip(paths.mab), lazy: page(() => import('./routes/mab')), handle: { area: 'mab' } },
            {
              path: strip(paths.criticalNotices),
              lazy: page(() => import('./routes/critical-notices')),
              handle: { area: 'criticalNotices' },
            },
            {
              path: strip(paths.tempResults),
              lazy: page(() => import('./routes/temp-results')),
              handle: { area: 'tempResults' },
            },
            {
              path: strip(paths.newExternalExam),
              lazy: page(() => import('./routes/external-exam')),
              handle: { area: 'newExternalExam' },
            },
            {
              path: strip(paths.barcode),
              lazy: page(() => import('./routes/barcode')),
              handle: { area: 'barcode' },
            },
            {
              path: strip(paths.redo),
              lazy: page(() => import('./routes/redo')),
              handle: { area: 'redo' },
            },
            {
              path: strip(paths.recollect),
              lazy: page(() => import('./routes/recollect')),
              handle: { area: 'recollect' },
            },
          ]),
          guarded('signedIn', [
            {
              path: strip(paths.examReport),
              lazy: page(() => import('./routes/exam-report')),
              handle: { area: 'examReport' },
            },
            {
              path: strip(paths.mandatoryNotifications),
              lazy: page(() => import('./routes/notifications-report')),
              handle: { area: 'mandatoryNotifications' },
            },
            {
              path: strip(paths.medicalProtocol),
              lazy: page(() => import('./routes/medical-protocol')),
              handle: { area: 'medicalProtocol' },
            },
            {
              path: `${strip(paths.examProgress)}/:id`,
              lazy: page(() => import('./routes/exam-progress')),
              handle: { area: 'examProgress' },
            },
            {
              path: strip(paths.nullify),
              lazy: page(() => import('./routes/nullify')),
              handle: { area: 'nullify' },
            },
            {
              path: strip(paths.calibrations),
              lazy: page(() => import('./routes/calibrations')),
              handle: { area: 'calibrations' },
            },
            {
              path: strip(paths.agenda),
              lazy: page(() => import('./routes/agenda')),
              handle: { area: 'agenda' },
            },
            {
              path: strip(paths.reports),
              lazy: page(() => import('./routes/reports-hub')),
              handle: { area: 'reports' },
            },
            {
              path: strip(paths.covidReport),
              lazy: page(() => import('./routes/covid-report')),
              handle: { area: 'covidReport' },
            },
            {
              path: strip(paths.manuals),
              lazy: page(() => import('./routes/manuals')),
              handle: { area: 'manuals' },
            },
            {
              path: strip(paths.manualsGuide),
              lazy: page(() => import('./routes/manuals-guide')),
              handle: { area: 'manualsGuide' },
            },
            {
              path: strip(paths.leaflets),
              lazy: page(() => import('./routes/leaflets')),
              handle: { area: 'leaflets' },
            },
            {
              path: strip(paths.servicesReport),
              lazy: page(() => import('./routes/services-report')),
              handle: { area: 'servicesReport' },
            },
            {
              path: strip(paths.quality),
              lazy: page(() => import('./routes/quality')),
              handle: { area: 'quality' },
            },
            {
              path: strip(paths.qualityExternal),
              lazy: page(() => import('./routes/quality-external')),
              handle: { area: 'qualityExternal' },
            },
            {
              path: strip(paths.qualityInternal),
              lazy: page(() => import('./routes/quality-internal')),
              handle: { area: 'qualityInternal' },
            },
            {
              path: strip(paths.qualityControllab),
              lazy: page(() => import('./routes/quality-controllab')),
              handle: { area: 'qualityControllab' },
            },
            {
              path: strip(paths.qualityPermits),
              lazy: page(() => import('./routes/quality-permits')),
              handle: { area: 'qualityPermits' },
            },
            {
              path: `${strip(paths.qualityDrive)}/:id?/:name?`,
              lazy: page(() => import('./routes/quality-drive')),
              handle: { area: 'qualityDrive' },
            },
            {
              path: strip(paths.patients),
              lazy: page(() => import('./routes/patients')),
              handle: { area: 'patients' },
            },
            {
              path: `${strip(paths.patients)}/:document`,
              lazy: page(() => import('./routes/patient-edit')),
              handle: { area: 'patientEdit' },
            },
            {
              // The patient by id: the address that outlives the document (docs/patient-data-rights.md).
              path: `${strip(paths.patients)}/id/:id`,
              lazy: page(() => import('./routes/patient-edit')),
              handle: { area: 'patientEdit' },
            },
            {
              path: strip(paths.networkCheck),
              lazy: page(() => import('./routes/network-check')),
              handle: { area: 'networkCheck', title: 'network:check.title' },
            },
            {
              path: strip(paths.about),
              lazy: page(() => import('./routes/about')),
              handle: { area: 'about' },
            },
            {
              path: strip(paths.profile),
              lazy: page(() => import('./routes/profile')),
              handle: { area: 'profile' },
            },
            {
              path: strip(paths.settings),
              lazy: page(() => import('./routes/settings')),
              handle: { area: 'settings' },
            },
          ]),
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
