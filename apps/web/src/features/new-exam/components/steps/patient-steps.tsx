import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ConsentFields,
  DocumentFields,
  GuardianFields,
  HealthPlanFields,
  type PatientDraft,
  PersonalDataFields,
  phoneCountryOf,
} from '@/entities/patient';
import { REGISTRATION_PREFIX } from '@/features/new-exam/model/steps';
import { messageAt, messagesUnder } from '../field-messages';
import type { WizardSlots } from '../slots';
import type { Wizard } from '../use-wizard';

const P = `${REGISTRATION_PREFIX}patient`;

function usePatient(wizard: Wizard) {
  const set = <K extends keyof PatientDraft>(key: K, value: PatientDraft[K]) =>
    wizard.update((d) => ({ ...d, patient: { ...d.patient, [key]: value } }));
  return set;
}

/** Step 1: the document (type, number, country; issuer for ids); Next looks the patient up (§7). */
export function DocumentStep({ wizard }: { wizard: Wizard }) {
  const { t } = useTranslation('newExam');
  const { draft } = wizard;
  return (
    <Stack gap="md">
      <Text>{t('document.intro')}</Text>
      <DocumentFields
        value={draft.patient.document}
        onChange={(document) =>
          wizard.update((d) => {
            // A fresh address follows the document's country (Portugal: districts, postal codes 0000-000).
            const untouched = d.patient.address.street === '' && d.patient.address.postalCode === '';
            const address = untouched
              ? { ...d.patient.address, country: document.countryOfOrigin }
              : d.patient.address;
            return { ...d, patient: { ...d.patient, document, address } };
          })
        }
        errors={messagesUnder(t, wizard.errors, `${P}.document`)}
      />
    </Stack>
  );
}

/** What the look-up found, said on the personal-data step it filled. */
function LookupNotice({ wizard }: { wizard: Wizard }) {
  const { t } = useTranslation('newExam');
  const { lookup, patient } = wizard.draft;
  if (!lookup) return null;
  const number = patient.document.number.trim();
  return lookup.outcome === 'found' ? (
    <Alert color="green" variant="light" title={t('lookup.foundTitle')} role="status">
      {t('lookup.found', { document: number })}
    </Alert>
  ) : (
    <Alert color="blue" variant="light" title={t('lookup.newTitle')} role="status">
      {t('lookup.new', { document: number })}
    </Alert>
  );
}

/** Step 2: personal data, health plan and consents. */
export function PersonalStep({ wizard }: { wizard: Wizard }) {
  const { t } = useTranslation('newExam');
  const set = usePatient(wizard);
  const { draft, errors } = wizard;
  return (
    <Stack gap="lg">
      <LookupNotice wizard={wizard} />
      <PersonalDataFields
        value={draft.patient.personal}
        onChange={(personal) => set('personal', personal)}
        phoneCountry={phoneCountryOf(draft.patient)}
        errors={messagesUnder(t, errors, P)}
      />
      <HealthPlanFields
        value={draft.patient.healthPlan}
        onChange={(healthPlan) => set('healthPlan', healthPlan)}
        errors={messagesUnder(t, errors, `${P}.healthPlan`)}
      />
      <ConsentFields
        value={draft.patient.consents}
        onChange={(consents) => set('consents', consents)}
        errors={messagesUnder(t, errors, `${P}.consents`)}
      />
    </Stack>
  );
}

/** A step whose part another feature has not delivered yet: said plainly, never faked. */
export function PartMissing() {
  const { t } = useTranslation('newExam');
  return (
    <Alert color="blue" variant="light" role="note" title={t('partMissing.title')}>
      {t('partMissing.text')}
    </Alert>
  );
}

/** Step 3: the address (the addresses feature's AddressFields does the postal-code look-up). */
export function AddressStep({ wizard, slots }: { wizard: Wizard; slots: WizardSlots }) {
  const { t } = useTranslation('newExam');
  const set = usePatient(wizard);
  const { AddressFields } = slots;
  if (!AddressFields) return <PartMissing />;
  return (
    <AddressFields
      value={wizard.draft.patient.address}
      onChange={(address) => set('address', address)}
      errors={messagesUnder(t, wizard.errors, `${P}.address`)}
    />
  );
}

/** Step 4, under 18 only (§5): under 12 the guardian, 12 to 17 the guardian's contact. */
export function GuardianStep({ wizard }: { wizard: Wizard }) {
  const { t } = useTranslation('newExam');
  const set = usePatient(wizard);
  const requirement = wizard.requirement === 'contact' ? 'contact' : 'guardian';
  return (
    <GuardianFields
      requirement={requirement}
      value={wizard.draft.patient.guardian}
      onChange={(guardian) => set('guardian', guardian)}
      phoneCountry={phoneCountryOf(wizard.draft.patient)}
      errors={messagesUnder(t, wizard.errors, `${REGISTRATION_PREFIX}guardian`)}
    />
  );
}

/** Step 5: the photo holding a document (the photo feature's PhotoCapture); only its server id is kept. */
export function PhotoStep({ wizard, slots }: { wizard: Wizard; slots: WizardSlots }) {
  const { t } = useTranslation('newExam');
  const { PhotoCapture } = slots;
  return (
    <Stack gap="md">
      <Text>{t('photo.intro')}</Text>
      {PhotoCapture ? (
        <PhotoCapture
          value={wizard.draft.photo}
          onChange={(photo) => wizard.update((d) => ({ ...d, photo }))}
          error={messageAt(t, wizard.errors, 'photoId') ?? messageAt(t, wizard.errors, `${P}.photoId`)}
        />
      ) : (
        <PartMissing />
      )}
    </Stack>
  );
}

/** VET workplaces (§6): the animal and its tutor instead of steps 1 to 5 (the animals feature's AnimalFields). */
export function AnimalStep({ wizard, slots }: { wizard: Wizard; slots: WizardSlots }) {
  const { t } = useTranslation('newExam');
  const { AnimalFields } = slots;
  if (!AnimalFields) return <PartMissing />;
  return (
    <AnimalFields
      value={wizard.draft.animal}
      onChange={(animal: Record<string, unknown>) => wizard.update((d) => ({ ...d, animal }))}
      errors={messagesUnder(t, wizard.errors, 'subject.animal')}
    />
  );
}
