import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HealthPlanDraft } from './draft';

export interface HealthPlanFieldsProps {
  value: HealthPlanDraft;
  onChange: (next: HealthPlanDraft) => void;
  /** Translated messages by field: insurer, cardNumber. */
  errors?: Partial<Record<string, string>>;
  disabled?: boolean;
}

/** §3 health plan (optional): once one of the two is typed, both are needed. */
export function HealthPlanFields({ value, onChange, errors = {}, disabled }: HealthPlanFieldsProps) {
  const { t } = useTranslation('patientForm');
  return (
    <Fieldset legend={t('healthPlan.legend')} disabled={disabled} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('healthPlan.insurer')}
          value={value.insurer}
          onChange={(e) => onChange({ ...value, insurer: e.currentTarget.value })}
          error={errors.insurer}
          autoComplete="off"
        />
        <TextInput
          label={t('healthPlan.cardNumber')}
          value={value.cardNumber}
          onChange={(e) => onChange({ ...value, cardNumber: e.currentTarget.value })}
          error={errors.cardNumber}
          autoComplete="off"
        />
      </SimpleGrid>
    </Fieldset>
  );
}
