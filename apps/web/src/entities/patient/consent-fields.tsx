import { Checkbox, Fieldset, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConsentsDraft } from './draft';

export interface ConsentFieldsProps {
  value: ConsentsDraft;
  onChange: (next: ConsentsDraft) => void;
  errors?: Partial<Record<string, string>>;
  disabled?: boolean;
}

const consents = ['promotions', 'reportBySms', 'shareResultWithEmployer'] as const;

/** §3 consents: promotions, report by SMS, share the result with the employer (all off until ticked). */
export function ConsentFields({ value, onChange, errors = {}, disabled }: ConsentFieldsProps) {
  const { t } = useTranslation('patientForm');
  return (
    <Fieldset legend={t('consents.legend')} disabled={disabled} variant="unstyled">
      <Stack gap="xs">
        {consents.map((key) => (
          <Checkbox
            key={key}
            label={t(`consents.${key}`)}
            checked={value[key]}
            onChange={(e) => onChange({ ...value, [key]: e.currentTarget.checked })}
            error={errors[key]}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}
