import { Alert, Stack, Text } from '@mantine/core';
import type { FieldError } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ApiError } from '@/lib/api-error';
import type { EditOutcome } from './patient-edit-model';

/** What the last save came to, under the form: review the fields, the save failed, or saved. */
export function PatientEditOutcome({ outcome, unplaced }: { outcome: EditOutcome; unplaced: FieldError[] }) {
  const { t } = useTranslation(['patients', 'errors', 'validation']);
  switch (outcome.kind) {
    case 'invalid':
      return (
        <Alert color="red" variant="light" title={t('edit.reviewTitle')} role="alert">
          <Stack gap={4}>
            <Text size="sm">
              {outcome.code === 'PATIENT_ALREADY_REGISTERED'
                ? t('errors:PATIENT_ALREADY_REGISTERED.advice')
                : t('edit.review')}
            </Text>
            {unplaced.map((f) => (
              <Text key={`${f.field}:${f.messageKey}`} size="sm">
                {t(f.messageKey, f.params ?? {})}
              </Text>
            ))}
          </Stack>
        </Alert>
      );
    case 'failed':
      // §8 'patient edit failure' whatever went wrong (never a reload button that would lose the form).
      return <ErrorAlert error={new ApiError('PATIENT_EDIT_FAILED', outcome.error.status)} />;
    case 'saved':
      return <Alert color="green" variant="light" role="status" title={t('edit.saved')} />;
    default:
      return null;
  }
}
