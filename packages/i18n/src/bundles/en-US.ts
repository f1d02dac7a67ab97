// Written by scripts/catalog-lists.mjs from the folders of src/catalogs (`npm run catalogs -w @ponto/i18n`).
// The en-US catalogs of every namespace in one module: the browser loads one language at a time
// (apps/web/src/lib/i18n.ts). bundles.test.ts checks it holds exactly what `resources` has.
import type { Catalog } from '../catalog-types';
import about from '../catalogs/about/en-US';
import accounts from '../catalogs/accounts/en-US';
import address from '../catalogs/address/en-US';
import agenda from '../catalogs/agenda/en-US';
import animals from '../catalogs/animals/en-US';
import audit from '../catalogs/audit/en-US';
import auth from '../catalogs/auth/en-US';
import barcode from '../catalogs/barcode/en-US';
import calibrations from '../catalogs/calibrations/en-US';
import clientQuiz from '../catalogs/clientQuiz/en-US';
import common from '../catalogs/common/en-US';
import controlSamples from '../catalogs/controlSamples/en-US';
import covidReport from '../catalogs/covidReport/en-US';
import developerGuide from '../catalogs/developerGuide/en-US';
import domain from '../catalogs/domain/en-US';
import driveThrough from '../catalogs/driveThrough/en-US';
import errors from '../catalogs/errors/en-US';
import examReport from '../catalogs/examReport/en-US';
import examRun from '../catalogs/examRun/en-US';
import home from '../catalogs/home/en-US';
import leaflets from '../catalogs/leaflets/en-US';
import mail from '../catalogs/mail/en-US';
import manuals from '../catalogs/manuals/en-US';
import network from '../catalogs/network/en-US';
import newExam from '../catalogs/newExam/en-US';
import notificationsReport from '../catalogs/notificationsReport/en-US';
import nullify from '../catalogs/nullify/en-US';
import operators from '../catalogs/operators/en-US';
import ordering from '../catalogs/ordering/en-US';
import orders from '../catalogs/orders/en-US';
import patientForm from '../catalogs/patientForm/en-US';
import patients from '../catalogs/patients/en-US';
import photo from '../catalogs/photo/en-US';
import profile from '../catalogs/profile/en-US';
import protocols from '../catalogs/protocols/en-US';
import quality from '../catalogs/quality/en-US';
import readers from '../catalogs/readers/en-US';
import report from '../catalogs/report/en-US';
import results from '../catalogs/results/en-US';
import routes from '../catalogs/routes/en-US';
import servicesReport from '../catalogs/servicesReport/en-US';
import settings from '../catalogs/settings/en-US';
import shell from '../catalogs/shell/en-US';
import stock from '../catalogs/stock/en-US';
import supportChat from '../catalogs/supportChat/en-US';
import training from '../catalogs/training/en-US';
import validation from '../catalogs/validation/en-US';
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
