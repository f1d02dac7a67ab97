// Written by scripts/catalog-lists.mjs from the folders of src/catalogs (`npm run catalogs -w @ponto/i18n`).
import about from './catalogs/about';
import accounts from './catalogs/accounts';
import address from './catalogs/address';
import agenda from './catalogs/agenda';
import animals from './catalogs/animals';
import audit from './catalogs/audit';
import auth from './catalogs/auth';
import barcode from './catalogs/barcode';
import calibrations from './catalogs/calibrations';
import clientQuiz from './catalogs/clientQuiz';
import common from './catalogs/common';
import controlSamples from './catalogs/controlSamples';
import covidReport from './catalogs/covidReport';
import developerGuide from './catalogs/developerGuide';
import domain from './catalogs/domain';
import driveThrough from './catalogs/driveThrough';
import errors from './catalogs/errors';
import examReport from './catalogs/examReport';
import examRun from './catalogs/examRun';
import home from './catalogs/home';
import leaflets from './catalogs/leaflets';
import mail from './catalogs/mail';
import manuals from './catalogs/manuals';
import network from './catalogs/network';
import newExam from './catalogs/newExam';
import notificationsReport from './catalogs/notificationsReport';
import nullify from './catalogs/nullify';
import operators from './catalogs/operators';
import ordering from './catalogs/ordering';
import orders from './catalogs/orders';
import patientForm from './catalogs/patientForm';
import patients from './catalogs/patients';
import photo from './catalogs/photo';
import profile from './catalogs/profile';
import protocols from './catalogs/protocols';
import quality from './catalogs/quality';
import readers from './catalogs/readers';
import report from './catalogs/report';
import results from './catalogs/results';
import routes from './catalogs/routes';
import servicesReport from './catalogs/servicesReport';
import settings from './catalogs/settings';
import shell from './catalogs/shell';
import stock from './catalogs/stock';
import supportChat from './catalogs/supportChat';
import training from './catalogs/training';
import validation from './catalogs/validation';

/** Every namespace of the product, each in every language. */
export const namespaces = {
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
} as const;
