// Written by scripts/catalog-lists.mjs from the folders of src/catalogs (`npm run catalogs -w @ponto/i18n`).
// The es-ES catalogs of every namespace in one module: the browser loads one language at a time
// (apps/web/src/lib/i18n.ts). bundles.test.ts checks it holds exactly what `resources` has.
import type { Catalog } from '../catalog-types';
import about from '../catalogs/about/es-ES';
import accounts from '../catalogs/accounts/es-ES';
import address from '../catalogs/address/es-ES';
import agenda from '../catalogs/agenda/es-ES';
import animals from '../catalogs/animals/es-ES';
import audit from '../catalogs/audit/es-ES';
import auth from '../catalogs/auth/es-ES';
import barcode from '../catalogs/barcode/es-ES';
import calibrations from '../catalogs/calibrations/es-ES';
import clientQuiz from '../catalogs/clientQuiz/es-ES';
import common from '../catalogs/common/es-ES';
import controlSamples from '../catalogs/controlSamples/es-ES';
import covidReport from '../catalogs/covidReport/es-ES';
import developerGuide from '../catalogs/developerGuide/es-ES';
import domain from '../catalogs/domain/es-ES';
import driveThrough from '../catalogs/driveThrough/es-ES';
import errors from '../catalogs/errors/es-ES';
import examReport from '../catalogs/examReport/es-ES';
import examRun from '../catalogs/examRun/es-ES';
import home from '../catalogs/home/es-ES';
import leaflets from '../catalogs/leaflets/es-ES';
import mail from '../catalogs/mail/es-ES';
import manuals from '../catalogs/manuals/es-ES';
import network from '../catalogs/network/es-ES';
import newExam from '../catalogs/newExam/es-ES';
import notificationsReport from '../catalogs/notificationsReport/es-ES';
import nullify from '../catalogs/nullify/es-ES';
import operators from '../catalogs/operators/es-ES';
import ordering from '../catalogs/ordering/es-ES';
import orders from '../catalogs/orders/es-ES';
import patientForm from '../catalogs/patientForm/es-ES';
import patients from '../catalogs/patients/es-ES';
import photo from '../catalogs/photo/es-ES';
import profile from '../catalogs/profile/es-ES';
import protocols from '../catalogs/protocols/es-ES';
import quality from '../catalogs/quality/es-ES';
import readers from '../catalogs/readers/es-ES';
import report from '../catalogs/report/es-ES';
import results from '../catalogs/results/es-ES';
import routes from '../catalogs/routes/es-ES';
import servicesReport from '../catalogs/servicesReport/es-ES';
import settings from '../catalogs/settings/es-ES';
import shell from '../catalogs/shell/es-ES';
import stock from '../catalogs/stock/es-ES';
import supportChat from '../catalogs/supportChat/es-ES';
import training from '../catalogs/training/es-ES';
import validation from '../catalogs/validation/es-ES';
import type { Namespace } from '../index';

const bundle: Record<Namespace, Catalog> = {
  about,
  accounts,
  address,
  agenda,
  animals,
  audit,
  auth,
  barcode,
  calibrations,
  clientQuiz,
  common,
  controlSamples,
  covidReport,
  developerGuide,
  domain,
  driveThrough,
  errors,
  examReport,
  examRun,
  home,
  leaflets,
  mail,
  manuals,
  network,
  newExam,
  notificationsReport,
  nullify,
  operators,
  ordering,
  orders,
  patientForm,
  patients,
  photo,
  profile,
  protocols,
  quality,
  readers,
  report,
  results,
  routes,
  servicesReport,
  settings,
  shell,
  stock,
  supportChat,
  training,
  validation,
};
export default bundle;
