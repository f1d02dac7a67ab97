import { Fieldset, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { brazilianStates, COUNCIL_FIELD_MAX, PROFESSION_MAX } from '@ponto/domain';
import { useTranslation } from 'react-i18next';

export interface CouncilValue {
  acronym: string;
  state: string;
  number: string;
  profession: string;
}

/**
 * §3 professional council (printed on result sheets), as the operator form and the profile both ask for it.
 * `errors` holds the field messages under `council.<part>`, as the server names them.
 */
export function CouncilFields({
  value,
  onChange,
  errors,
}: {
  value: CouncilValue;
  onChange: (patch: Partial<CouncilValue>) => void;
  errors: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation('common');
  return (
    <Fieldset legend={t('council.legend')}>
      <Stack gap="sm">
        <Text size="sm">{t('council.hint')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <TextInput
            label={t('council.acronym')}
            value={value.acronym}
            onChange={(event) => onChange({ acronym: event.currentTarget.value.toUpperCase() })}
            error={errors['council.acronym']}
            maxLength={COUNCIL_FIELD_MAX}
            autoComplete="off"
          />
          <NativeSelect
            label={t('council.state')}
            value={value.state}
            onChange={(event) => onChange({ state: event.currentTarget.value })}
            data={[{ value: '', label: t('council.noState') }, ...brazilianStates]}
            error={errors['council.state']}
          />
          <TextInput
            label={t('council.number')}
            value={value.number}
            onChange={(event) => onChange({ number: event.currentTarget.value })}
            error={errors['council.number']}
            maxLength={COUNCIL_FIELD_MAX}
            autoComplete="off"
          />
          <TextInput
            label={t('council.profession')}
            value={value.profession}
            onChange={(event) => onChange({ profession: event.currentTarget.value })}
            error={errors['council.profession']}
            maxLength={PROFESSION_MAX}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
