import { Fieldset, NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ageUnits, sexes, species } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import type { AgeUnit, AnimalDraft } from '../model/draft';

export interface AnimalFieldsProps {
  value: AnimalDraft;
  onChange(next: AnimalDraft): void;
  /** Translated messages keyed by the animal's field (nameOrCode, species, age, tutorEmail, …). */
  errors?: Partial<Record<string, string>>;
  disabled?: boolean;
}

/** Drops a key instead of keeping it as undefined (the draft is stored and compared as JSON). */
function without<K extends keyof AnimalDraft>(draft: AnimalDraft, key: K): AnimalDraft {
  const { [key]: _dropped, ...rest } = draft;
  return rest;
}

/**
 * §3 Animal: name or code, species, breed, sex, age in months or years, and the tutor's name,
 * document, phone and e-mail. Every field is optional.
 */
export function AnimalFields({ value, onChange, errors = {}, disabled }: AnimalFieldsProps) {
  const { t } = useTranslation(['animals', 'domain']);
  const setText =
    (key: 'nameOrCode' | 'breed' | 'tutorName' | 'tutorDocument' | 'tutorPhone' | 'tutorEmail') =>
    (event: React.ChangeEvent<HTMLInputElement>) => {
      const text = event.currentTarget.value;
      onChange(text === '' ? without(value, key) : { ...value, [key]: text });
    };
  const choose = <K extends 'species' | 'sex'>(key: K, text: string) =>
    onChange(text === '' ? without(value, key) : { ...value, [key]: text as AnimalDraft[K] });
  const unit: AgeUnit = value.ageUnit ?? 'years';
  const options = (values: readonly string[], ns: string) => [
    { value: '', label: t('choose') },
    ...values.map((v) => ({ value: v, label: t(`domain:${ns}.${v}`) })),
  ];

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('optional')}
      </Text>
      <Fieldset legend={t('legend')} disabled={disabled} variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('nameOrCode')}
            value={value.nameOrCode ?? ''}
            onChange={setText('nameOrCode')}
            error={errors.nameOrCode}
            autoComplete="off"
          />
          <NativeSelect
            label={t('species')}
            data={options(species, 'species')}
            value={value.species ?? ''}
            onChange={(event) => choose('species', event.currentTarget.value)}
            error={errors.species}
          />
          <TextInput
            label={t('breed')}
            value={value.breed ?? ''}
            onChange={setText('breed')}
            error={errors.breed}
            autoComplete="off"
          />
          <NativeSelect
            label={t('sex')}
            data={options(sexes, 'sex')}
            value={value.sex ?? ''}
            onChange={(event) => choose('sex', event.currentTarget.value)}
            error={errors.sex}
          />
          <NumberInput
            label={t('age')}
            value={value.age ?? ''}
            onChange={(next) => {
              if (next === '' || typeof next !== 'number' || Number.isNaN(next)) {
                onChange(without(value, 'age'));
              } else {
                onChange({ ...value, age: next, ageUnit: unit });
              }
            }}
            min={0}
            max={999}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            hideControls
            error={errors.age}
          />
          <NativeSelect
            label={t('ageUnit')}
            data={ageUnits.map((u) => ({ value: u, label: t(`ageUnits.${u}`) }))}
            value={unit}
            onChange={(event) => onChange({ ...value, ageUnit: event.currentTarget.value as AgeUnit })}
            error={errors.ageUnit}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('tutorLegend')} disabled={disabled} variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('tutorName')}
            value={value.tutorName ?? ''}
            onChange={setText('tutorName')}
            error={errors.tutorName}
            autoComplete="off"
          />
          <TextInput
            label={t('tutorDocument')}
            value={value.tutorDocument ?? ''}
            onChange={setText('tutorDocument')}
            error={errors.tutorDocument}
            autoComplete="off"
          />
          <TextInput
            label={t('tutorPhone')}
            type="tel"
            inputMode="tel"
            placeholder="99 99999-9999"
            value={value.tutorPhone ?? ''}
            onChange={setText('tutorPhone')}
            error={errors.tutorPhone}
            autoComplete="off"
          />
          <TextInput
            label={t('tutorEmail')}
            type="email"
            value={value.tutorEmail ?? ''}
            onChange={setText('tutorEmail')}
            error={errors.tutorEmail}
            autoComplete="off"
          />
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
