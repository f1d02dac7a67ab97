import {
  ageUnits,
  anonymisationReasons,
  apiExamStatuses,
  auditActions,
  auditOutcomes,
  calendarViews,
  calibrationOutcomes,
  calibrationValidities,
  connectionTypes,
  controlKinds,
  controlSampleStatuses,
  controlStatuses,
  courseStatuses,
  covidOutcomes,
  covidReportColumns,
  documentTypes,
  driveThroughSlotStatuses,
  errorCodes,
  ethnicities,
  examStates,
  examSteps,
  examTimelineEvents,
  genderIdentities,
  guardianRequirements,
  hl7MessageStatuses,
  kinships,
  ledColours,
  lotBadges,
  mandatoryNotificationColumns,
  noResultStates,
  nullifyMethods,
  orderStatuses,
  paymentMethods,
  protocolStatuses,
  protocolTypes,
  qualitativeValues,
  qualityFolders,
  readerStates,
  recallColumns,
  reportColumns,
  reportLanguages,
  reportNameVariants,
  servicesReportColumns,
  sexes,
  species,
  stockMovementKinds,
  suspensionReasons,
  trailKinds,
  transferDirections,
  userStatuses,
  webhookDeliveryStatuses,
  webhookDisabledReasons,
  webhookEventTypes,
} from '@ponto/domain';

/**
 * A set of values the server sends (or the domain defines) that the web or the PDF shows through a
 * translation key. `values` always comes from @ponto/domain, so a value added there is checked here
 * without touching this file; `keys` turns one value into the 'namespace:path' keys that show it.
 */
export interface ShownKeySet {
  name: string;
  values: readonly (string | number)[];
  keys: (value: string) => string[];
}

const under =
  (...prefixes: string[]) =>
  (value: string) =>
    prefixes.map((prefix) => `${prefix}.${value}`);

export const shownKeySets: ShownKeySet[] = [
  {
    name: 'error codes (§8): title and advice',
    values: errorCodes,
    keys: (code) => [`errors:${code}.title`, `errors:${code}.advice`],
  },
  { name: 'exam states', values: examStates, keys: under('domain:examState') },
  { name: 'API exam statuses', values: apiExamStatuses, keys: under('domain:apiExamStatus') },
  {
    name: 'protocol statuses',
    values: protocolStatuses,
    keys: under('domain:protocolStatus', 'protocols:status'),
  },
  { name: 'protocol types', values: protocolTypes, keys: under('domain:protocolType', 'protocols:type') },
  { name: 'order statuses', values: orderStatuses, keys: under('domain:orderStatus') },
  { name: 'reader states', values: readerStates, keys: under('domain:readerState') },
  { name: 'LED colours', values: ledColours, keys: under('domain:ledColour') },
  { name: 'exam steps', values: examSteps, keys: under('domain:examStep') },
  { name: 'exam timeline events', values: examTimelineEvents, keys: under('examRun:timeline') },
  { name: 'audit actions', values: auditActions, keys: under('audit:actions') },
  { name: 'audit outcomes', values: auditOutcomes, keys: under('audit:outcomes') },
  { name: 'account suspension reasons', values: suspensionReasons, keys: under('accounts:suspend.reasons') },
  {
    name: 'anonymisation reasons (patient and animal)',
    values: anonymisationReasons,
    keys: under('patients:rights.reasons', 'patients:rights.animal.reasons'),
  },
  { name: 'nullify methods', values: nullifyMethods, keys: under('nullify:list.method') },
  { name: 'payment methods', values: paymentMethods, keys: under('domain:paymentMethod') },
  { name: 'sexes', values: sexes, keys: under('domain:sex', 'report:sexes') },
  { name: 'gender identities', values: genderIdentities, keys: under('domain:genderIdentity') },
  { name: 'ethnicities', values: ethnicities, keys: under('domain:ethnicity') },
  { name: 'kinships', values: kinships, keys: under('domain:kinship') },
  { name: 'species', values: species, keys: under('domain:species') },
  { name: 'animal age units', values: ageUnits, keys: under('animals:ageUnits') },
  {
    name: 'document types: name and hint',
    values: documentTypes,
    keys: under('domain:documentType', 'patientForm:document.hint'),
  },
  {
    // 'none' shows no guardian box at all.
    name: 'guardian requirements',
    values: guardianRequirements,
    keys: (requirement) => [
      `domain:guardianRequirement.${requirement}`,
      ...(requirement === 'none'
        ? []
        : [`patientForm:guardian.${requirement}Title`, `patientForm:guardian.${requirement}Note`]),
    ],
  },
  { name: 'user statuses', values: userStatuses, keys: under('domain:userStatus', 'training:statusIntro') },
  { name: 'connection types', values: connectionTypes, keys: under('domain:connectionType') },
  { name: 'calibration validity', values: calibrationValidities, keys: under('readers:tile.calibration') },
  { name: 'calibration outcomes', values: calibrationOutcomes, keys: under('calibrations:history.outcome') },
  {
    name: 'qualitative results (web by name, PDF and CSV by number)',
    values: Object.keys(qualitativeValues),
    keys: (label) => [
      `domain:qualitative.${label}`,
      `report:qualitative.${qualitativeValues[label as keyof typeof qualitativeValues]}`,
    ],
  },
  { name: 'report states without a result (PDF)', values: noResultStates, keys: under('report:states') },
  { name: 'report name variants (PDF)', values: reportNameVariants, keys: under('report:title') },
  { name: 'report languages', values: reportLanguages, keys: under('shell:languages') },
  {
    name: 'control sample statuses',
    values: controlSampleStatuses,
    keys: under('domain:controlSampleStatus'),
  },
  {
    name: 'control run statuses',
    values: controlStatuses,
    keys: under('controlSamples:status', 'quality:status'),
  },
  {
    name: 'control kinds',
    values: controlKinds,
    keys: (kind) => [`controlSamples:kinds.${kind}`, `quality:results.${kind}Title`],
  },
  { name: 'quality folders', values: qualityFolders, keys: under('quality:folders') },
  { name: 'calendar views', values: calendarViews, keys: under('domain:calendarView') },
  {
    name: 'drive-through slot statuses',
    values: driveThroughSlotStatuses,
    keys: under('agenda:lanes.status'),
  },
  { name: 'training trail kinds', values: trailKinds, keys: under('training:kinds') },
  { name: 'training course statuses', values: courseStatuses, keys: under('training:status') },
  { name: 'stock lot badges', values: lotBadges, keys: under('stock:badge') },
  { name: 'stock movement kinds', values: stockMovementKinds, keys: under('stock:movements.kinds') },
  { name: 'stock transfer directions', values: transferDirections, keys: under('stock:transfer.directions') },
  { name: 'recall columns (screen and CSV)', values: recallColumns, keys: under('stock:recall.columns') },
  { name: 'exam report columns (screen and CSV)', values: reportColumns, keys: under('examReport:columns') },
  { name: 'COVID report columns', values: covidReportColumns, keys: under('covidReport:columns') },
  { name: 'COVID report outcomes (screen)', values: covidOutcomes, keys: under('covidReport:page.columns') },
  { name: 'services report columns', values: servicesReportColumns, keys: under('servicesReport:columns') },
  {
    name: 'mandatory notification columns',
    values: mandatoryNotificationColumns,
    keys: under('notificationsReport:columns'),
  },
  {
    // i18next reads a dot as a nesting separator, so 'exam.ready' is stored as 'exam_ready'.
    name: 'webhook event types',
    values: webhookEventTypes,
    keys: (type) => [`settings:webhooks.event.${type.replace('.', '_')}`],
  },
  { name: 'HL7 message statuses', values: hl7MessageStatuses, keys: under('settings:hl7.status') },
  {
    name: 'webhook delivery statuses',
    values: webhookDeliveryStatuses,
    keys: under('settings:webhooks.status'),
  },
  {
    name: 'webhook disabled reasons',
    values: webhookDisabledReasons,
    keys: under('settings:webhooks.disabled'),
  },
];
