// Written by scripts/catalog-lists.mjs from the folders of src/catalogs (`npm run catalogs -w @ponto/i18n`).
// The pt-BR catalogs of every namespace in one module: the browser loads one language at a time
// (apps/web/src/lib/i18n.ts). bundles.test.ts checks it holds exactly what `resources` has.
import type { Catalog } from '../catalog-types';
import about from '../catalogs/about/pt-BR';
import accounts from '../catalogs/accounts/pt-BR';
import address from '../catalogs/address/pt-BR';
import agenda from '../catalogs/agenda/pt-BR';
import animals from '../catalogs/animals/pt-BR';
import audit from '../catalogs/audit/pt-BR';
import auth from '../catalogs/auth/pt-BR';
import barcode from '../catalogs/barcode/pt-BR';
import calibrations from '../catalogs/calibrations/pt-BR';
import clientQuiz from '../catalogs/clientQuiz/pt-BR';
import common from '../catalogs/common/pt-BR';
import controlSamples from '../catalogs/controlSamples/pt-BR';
import covidReport from '../catalogs/covidReport/pt-BR';
import developerGuide from '../catalogs/developerGuide/pt-BR';
import domain from '../catalogs/domain/pt-BR';
import driveThrough from '../catalogs/driveThrough/pt-BR';
import errors from '../catalogs/errors/pt-BR';
import examReport from '../catalogs/examReport/pt-BR';
import examRun from '../catalogs/examRun/pt-BR';
import home from '../catalogs/home/pt-BR';
import leaflets from '../catalogs/leaflets/pt-BR';
import mail from '../catalogs/mail/pt-BR';
import manuals from '../catalogs/manuals/pt-BR';
import network from '../catalogs/network/pt-BR';
import newExam from '../catalogs/newExam/pt-BR';
import notificationsReport from '../catalogs/notificationsReport/pt-BR';
import nullify from '../catalogs/nullify/pt-BR';
import operators from '../catalogs/operators/pt-BR';
import ordering from '../catalogs/ordering/pt-BR';
import orders from '../catalogs/orders/pt-BR';
import patientForm from '../catalogs/patientForm/pt-BR';
import patients from '../catalogs/patients/pt-BR';
import photo from '../catalogs/photo/pt-BR';
import profile from '../catalogs/profile/pt-BR';
import protocols from '../catalogs/protocols/pt-BR';
import quality from '../catalogs/quality/pt-BR';
import readers from '../catalogs/readers/pt-BR';
import report from '../catalogs/report/pt-BR';
import results from '../catalogs/results/pt-BR';
import routes from '../catalogs/routes/pt-BR';
import servicesReport from '../catalogs/servicesReport/pt-BR';
import settings from '../catalogs/settings/pt-BR';
import shell from '../catalogs/shell/pt-BR';
import stock from '../catalogs/stock/pt-BR';
import supportChat from '../catalogs/supportChat/pt-BR';
import training from '../catalogs/training/pt-BR';
import validation from '../catalogs/validation/pt-BR';
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
