import { Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { ethnicities, genderIdentities, sexes } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import type { PersonalDataDraft } from './draft';
import { maskDate, maskPhone, phoneHelp } from './masks';

export interface PersonalDataFieldsProps {
  value: PersonalDataDraft;
  onChange: (next: PersonalDataDraft) => void;
  /** Translated messages by field (fullName, socialName, sex, genderIdentity, birthDate, …). */
  errors?: Partial<Record<string, string>>;
  disabled?: boolean;
  /**
   * Whose national numbers the phone may be written in besides Brazil's (phoneCountryOf(draft), the
   * domain's patientPhoneCountry): 'PT' takes '912 345 678'. Brazil when not given.
   */
  phoneCountry?: string;
}

/** §3 patient: name, social name, sex, gender identity, birth date, ethnicity, mother's name, phone, e-mail. */
export function PersonalDataFields({
  value,
  onChange,
  errors = {},
  disabled,
  phoneCountry,
}: PersonalDataFieldsProps) {
  const { t } = useTranslation(['patientForm', 'domain']);
  const set = (patch: Partial<PersonalDataDraft>) => onChange({ ...value, ...patch });
  const phone = phoneHelp(phoneCountry);
  const options = (values: readonly string[], ns: string) => [
    { value: '', label: t('choose') },
    ...values.map((v) => ({ value: v, label: t(`domain:${ns}.${v}`) })),
  ];
  return (
    <Fieldset legend={t('personal.legend')} disabled={disabled} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('personal.fullName')}
          value={value.fullName}
          onChange={(e) => set({ fullName: e.currentTarget.value })}
          error={errors.fullName}
          required
          autoComplete="off"
        />
        <TextInput
          label={t('personal.socialName')}
          value={value.socialName}
          onChange={(e) => set({ socialName: e.currentTarget.value })}
          error={errors.socialName}
          autoComplete="off"
        />
        <NativeSelect
          label={t('personal.sex')}
          data={options(sexes, 'sex')}
          value={value.sex}
          onChange={(e) => set({ sex: e.currentTarget.value as PersonalDataDraft['sex'] })}
          error={errors.sex}
          required
        />
        <NativeSelect
          label={t('personal.genderIdentity')}
          data={options(genderIdentities, 'genderIdentity')}
          value={value.genderIdentity}
          onChange={(e) =>
            set({ genderIdentity: e.currentTarget.value as PersonalDataDraft['genderIdentity'] })
          }
          error={errors.genderIdentity}
        />
        <TextInput
          label={t('personal.birthDate')}
          value={value.birthDate}
          onChange={(e) => set({ birthDate: maskDate(e.currentTarget.value) })}
          placeholder={t('datePlaceholder')}
          description={t('dateHint')}
          inputMode="numeric"
          error={errors.birthDate}
          required
          autoComplete="off"
        />
        <NativeSelect
          label={t('personal.ethnicity')}
          data={options(ethnicities, 'ethnicity')}
          value={value.ethnicity}
          onChange={(e) => set({ ethnicity: e.currentTarget.value as PersonalDataDraft['ethnicity'] })}
          error={errors.ethnicity}
        />
        <TextInput
          label={t('personal.motherName')}
          value={value.motherName}
          onChange={(e) => set({ motherName: e.currentTarget.value })}
          error={errors.motherName}
          autoComplete="off"
        />
        <TextInput
          label={t('personal.phone')}
          value={value.phone}
          onChange={(e) => set({ phone: maskPhone(e.currentTarget.value, phoneCountry) })}
          placeholder={phone.placeholder}
          description={t(phone.hintKey)}
          inputMode="tel"
          type="tel"
          error={errors.phone}
          required
          autoComplete="off"
        />
        <TextInput
          label={t('personal.email')}
          value={value.email}
          onChange={(e) => set({ email: e.currentTarget.value })}
          type="email"
          error={errors.email}
          autoComplete="off"
        />
      </SimpleGrid>
    </Fieldset>
  );
}
