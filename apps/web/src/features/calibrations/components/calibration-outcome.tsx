import { Alert, Text } from '@mantine/core';
import {
  type CalibrationRecord,
  type ErrorCode,
  errorAdviceKey,
  errorTitleKey,
  isErrorCode,
} from '@ponto/domain';
import { useTranslation } from 'react-i18next';

/** The §8 error of a calibration that did not pass; the server names it, else the outcome implies it. */
export function calibrationError(record: CalibrationRecord): ErrorCode | null {
  if (record.outcome === 'approved' || record.outcome === 'pending') return null;
  if (isErrorCode(record.errorCode)) return record.errorCode;
  return record.outcome === 'timeout' ? 'CALIBRATION_TIMEOUT' : 'CALIBRATION_FAILED';
}

/** The outcome of the newest calibration: approved with its expiry, or the §8 error with its advice. */
export function CalibrationOutcome({ record }: { record: CalibrationRecord }) {
  const { t, i18n } = useTranslation(['calibrations', 'errors']);
  const error = calibrationError(record);
  if (record.outcome === 'pending') return null;
  if (!error) {
    const until = record.expiresAt
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
          new Date(record.expiresAt),
        )
      : null;
    return (
      <Alert color="green" variant="light" title={t('outcome.approvedTitle')} role="status">
        <Text size="sm">{until ? t('outcome.approvedUntil', { time: until }) : t('outcome.approved')}</Text>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" title={t(errorTitleKey(error))} role="alert">
      <Text size="sm">{t(errorAdviceKey(error))}</Text>
      <Text size="sm" mt={4}>
        {t(`history.outcome.${record.outcome}`)}
      </Text>
    </Alert>
  );
}
