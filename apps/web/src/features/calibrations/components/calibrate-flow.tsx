import { Alert, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { CalibrationRecord, ReaderOverview } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ReaderLed, readerStateText } from '@/components/ui/reader-status';
import { toApiError } from '@/lib/api-error';
import { useStartCalibration } from '../api/calibrations';
import { CalibrationCountdown } from './calibration-countdown';
import { CalibrationOutcome } from './calibration-outcome';

/**
 * Calibrate (§4): the button asks the server, which commands the reader; the user then has 2 minutes to
 * insert the calibration capsule, logo up. The newest history entry drives what shows (so a reload keeps
 * the flow): pending → instructions and countdown with the reader's live state; finished → the outcome.
 */
export function CalibrateFlow({
  cnpj,
  reader,
  latest,
}: {
  cnpj: string;
  reader: ReaderOverview;
  latest: CalibrationRecord | undefined;
}) {
  const { t } = useTranslation(['calibrations', 'readers', 'domain']);
  const start = useStartCalibration(cnpj, reader.code);
  const pending = latest?.outcome === 'pending';
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('flow.title')}
        </Title>
        <div>
          <Text fw={600} data-testid="calibration-reader-state">
            {t('flow.readerState', { state: readerStateText(t, reader) })}
          </Text>
          <ReaderLed led={reader.led} />
        </div>
        {pending && latest ? (
          <Alert color="blue" variant="light" title={t('flow.insertTitle')} role="status">
            <Stack gap="sm">
              <List type="ordered" size="sm" spacing={4}>
                <List.Item>{t('flow.step1')}</List.Item>
                <List.Item>{t('flow.step2')}</List.Item>
                <List.Item>{t('flow.step3')}</List.Item>
              </List>
              <CalibrationCountdown deadlineAt={latest.deadlineAt} />
              <Text size="sm" c="dimmed">
                {t('flow.waiting')}
              </Text>
            </Stack>
          </Alert>
        ) : (
          <>
            {latest && <CalibrationOutcome record={latest} />}
            <Text size="sm">{t('flow.intro')}</Text>
            <Button
              w="fit-content"
              loading={start.isPending}
              onClick={() => {
                start.reset();
                start.mutate();
              }}
            >
              {t('flow.calibrate')}
            </Button>
          </>
        )}
        {start.isError && <ErrorAlert error={toApiError(start.error)} />}
      </Stack>
    </Paper>
  );
}
