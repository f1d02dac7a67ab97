import { REGISTRATION_PREFIX } from '../model/steps';

const byPrefix = (prefix: string, namespace: string, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [`${prefix}${name}`, `${namespace}${name}`]));

const documentLabels = (prefix: string) => ({
  [`${prefix}number`]: 'patientForm:document.number',
  [`${prefix}type`]: 'patientForm:document.type',
  [`${prefix}countryOfOrigin`]: 'patientForm:document.country',
  [`${prefix}issuingBody`]: 'patientForm:document.issuingBody',
  [`${prefix}state`]: 'patientForm:document.state',
});

const patient = `${REGISTRATION_PREFIX}patient.`;
const guardian = `${REGISTRATION_PREFIX}guardian.`;

/** The label of each field the wizard checks, by its API path: a message can then name its field. */
const labelKeys: Record<string, string> = {
  ...documentLabels(`${patient}document.`),
  ...byPrefix(patient, 'patientForm:personal.', [
    'fullName',
    'socialName',
    'sex',
    'genderIdentity',
    'birthDate',
    'ethnicity',
    'motherName',
    'phone',
    'email',
  ]),
  ...byPrefix(`${patient}healthPlan.`, 'patientForm:healthPlan.', ['insurer', 'cardNumber']),
  ...byPrefix(`${patient}address.`, 'address:', [
    'postalCode',
    'street',
    'number',
    'complement',
    'district',
    'city',
    'state',
    'country',
  ]),
  ...byPrefix(guardian, 'patientForm:guardian.', ['name', 'kinship', 'phone', 'contact', 'birthDate', 'sex']),
  ...documentLabels(`${guardian}document.`),
  ...byPrefix('subject.animal.', 'animals:', [
    'nameOrCode',
    'species',
    'breed',
    'sex',
    'age',
    'ageUnit',
    'tutorName',
    'tutorDocument',
    'tutorPhone',
    'tutorEmail',
  ]),
  'order.examIndexes': 'newExam:exams.exams',
  'order.reportLanguages': 'newExam:exams.reportLanguages',
  'order.procedure.registrationNumber': 'newExam:procedure.registrationNumber',
  'order.procedure.voucherCode': 'newExam:procedure.voucherCode',
  'order.selfCollectionKit': 'newExam:procedure.kit',
  ...byPrefix('order.payment.', 'newExam:payment.', [
    'method',
    'discountMotive',
    'pricePaid',
    'displacementFee',
    'discount',
  ]),
  'order.payment.discountCents': 'newExam:payment.discount',
  'order.payment.pricePaidCents': 'newExam:payment.pricePaid',
  'order.payment.displacementFeeCents': 'newExam:payment.displacementFee',
};

/** The i18n key of the field's label ('subject.registration.patient.fullName' → 'patientForm:personal.fullName'). */
export function fieldLabelKey(path: string): string | undefined {
  return labelKeys[path];
}
