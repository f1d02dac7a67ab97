import { Alert, Fieldset, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type GuardianRequirement, kinships, sexes } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { DocumentFields } from './document-fields';
import type { GuardianDraft } from './draft';
import { maskDate, maskPhone, phoneHelp } from './masks';

export interface GuardianFieldsProps {
  value: GuardianDraft;
  onChange: (next: GuardianDraft) => void;
  /** §5 by the patient's age: under 12 a guardian, 12 to 17 the guardian's contact. */
  requirement: Exclude<GuardianRequirement, 'none'>;
  /**
   * Translated messages by path inside the guardian: name, kinship, phone, contact, birthDate, sex,
   * 'document.number', … and '' for the guardian as a whole.
   */
  errors?: Partial<Record<string, string>>;
  disabled?: boolean;
  /** The patient's phone country (phoneCountryOf(draft)): the guardian's phone is checked for it too. */
  phoneCountry?: string;
}

function documentErrors(errors: Partial<Record<string, string>>) {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith('document.'))
      .map(([key, message]) => [key.slice('document.'.length), message]),
  );
}

/**
 * §3 legal guardian. Under 12 the guardian comes with the patient (document optional); from 12 to 17 only
 * who they are and how to reach them, and the screen says the exam is not disclosed to them.
 */
export function GuardianFields({
  value,
  onChange,
  requirement,
  errors = {},
  disabled,
  phoneCountry,
}: GuardianFieldsProps) {
  const { t } = useTranslation(['patientForm', 'domain']);
  const set = (patch: Partial<GuardianDraft>) => onChange({ ...value, ...patch });
  const full = requirement === 'guardian';
  const phone = phoneHelp(phoneCountry);
  return (
    <Fieldset legend={t('guardian.legend')} disabled={disabled} variant="unstyled">
      <Stack gap="md">
        <Alert color="blue" variant="light" role="note" title={t(`guardian.${requirement}Title`)}>
          <Text size="sm">{t(`guardian.${requirement}Note`)}</Text>
        </Alert>
        {errors[''] && (
          <Text c="red.8" size="sm" role="alert">
            {errors['']}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('guardian.name')}
            value={value.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={errors.name}
            required
            autoComplete="off"
          />
          <NativeSelect
            label={t('guardian.kinship')}
            data={[
              { value: '', label: t('choose') },
              ...kinships.map((k) => ({ value: k, label: t(`domain:kinship.${k}`) })),
            ]}
            value={value.kinship}
            onChange={(e) => set({ kinship: e.currentTarget.value as GuardianDraft['kinship'] })}
            error={errors.kinship}
            required
          />
          <TextInput
            label={t('guardian.phone')}
            value={value.phone}
            onChange={(e) => set({ phone: maskPhone(e.currentTarget.value, phoneCountry) })}
            placeholder={phone.placeholder}
            description={t(phone.hintKey)}
            type="tel"
            inputMode="tel"
            error={errors.phone}
            required={!full}
            autoComplete="off"
          />
          <TextInput
            label={t('guardian.contact')}
            value={value.contact}
            onChange={(e) => set({ contact: e.currentTarget.value })}
            description={t('guardian.contactHint')}
            error={errors.contact}
            autoComplete="off"
          />
          {full && (
            <>
              <TextInput
                label={t('guardian.birthDate')}
                value={value.birthDate}
                onChange={(e) => set({ birthDate: maskDate(e.currentTarget.value) })}
                placeholder={t('datePlaceholder')}
                inputMode="numeric"
                error={errors.birthDate}
                autoComplete="off"
              />
              <NativeSelect
                label={t('guardian.sex')}
                data={[
                  { value: '', label: t('choose') },
                  ...sexes.map((s) => ({ value: s, label: t(`domain:sex.${s}`) })),
                ]}
                value={value.sex}
                onChange={(e) => set({ sex: e.currentTarget.value as GuardianDraft['sex'] })}
                error={errors.sex}
              />
            </>
          )}
        </SimpleGrid>
        {full && (
          <DocumentFields
            legend={t('guardian.documentLegend')}
            value={value.document}
            onChange={(document) => set({ document })}
            errors={documentErrors(errors)}
            required={false}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
