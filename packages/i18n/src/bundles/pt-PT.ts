// Written by scripts/catalog-lists.mjs from the folders of src/catalogs (`npm run catalogs -w @ponto/i18n`).
// The pt-PT catalogs of every namespace in one module: the browser loads one language at a time
// (apps/web/src/lib/i18n.ts). bundles.test.ts checks it holds exactly what `resources` has.
import type { Catalog } from '../catalog-types';
import about from '../catalogs/about/pt-PT';
import accounts from '../catalogs/accounts/pt-PT';
import address from '../catalogs/address/pt-PT';
import agenda from '../catalogs/agenda/pt-PT';
import animals from '../catalogs/animals/pt-PT';
import audit from '../catalogs/audit/pt-PT';
import auth from '../catalogs/auth/pt-PT';
import barcode from '../catalogs/barcode/pt-PT';
import calibrations from '../catalogs/calibrations/pt-PT';
import clientQuiz from '../catalogs/clientQuiz/pt-PT';
import common from '../catalogs/common/pt-PT';
import controlSamples from '../catalogs/controlSamples/pt-PT';
import covidReport from '../catalogs/covidReport/pt-PT';
import developerGuide from '../catalogs/developerGuide/pt-PT';
import domain from '../catalogs/domain/pt-PT';
import driveThrough from '../catalogs/driveThrough/pt-PT';
import errors from '../catalogs/errors/pt-PT';
import examReport from '../catalogs/examReport/pt-PT';
import examRun from '../catalogs/examRun/pt-PT';
import home from '../catalogs/home/pt-PT';
import leaflets from '../catalogs/leaflets/pt-PT';
import mail from '../catalogs/mail/pt-PT';
import manuals from '../catalogs/manuals/pt-PT';
import network from '../catalogs/network/pt-PT';
import newExam from '../catalogs/newExam/pt-PT';
import notificationsReport from '../catalogs/notificationsReport/pt-PT';
import nullify from '../catalogs/nullify/pt-PT';
import operators from '../catalogs/operators/pt-PT';
import ordering from '../catalogs/ordering/pt-PT';
import orders from '../catalogs/orders/pt-PT';
import patientForm from '../catalogs/patientForm/pt-PT';
import patients from '../catalogs/patients/pt-PT';
import photo from '../catalogs/photo/pt-PT';
import profile from '../catalogs/profile/pt-PT';
import protocols from '../catalogs/protocols/pt-PT';
import quality from '../catalogs/quality/pt-PT';
import readers from '../catalogs/readers/pt-PT';
import report from '../catalogs/report/pt-PT';
import results from '../catalogs/results/pt-PT';
import routes from '../catalogs/routes/pt-PT';
import servicesReport from '../catalogs/servicesReport/pt-PT';
import settings from '../catalogs/settings/pt-PT';
import shell from '../catalogs/shell/pt-PT';
import stock from '../catalogs/stock/pt-PT';
import supportChat from '../catalogs/supportChat/pt-PT';
import training from '../catalogs/training/pt-PT';
import validation from '../catalogs/validation/pt-PT';
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
