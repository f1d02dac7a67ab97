import { Alert, Anchor, Loader, Select, Stack, Text } from '@mantine/core';
import { errorAdviceKey, type ReaderOverview } from '@ponto/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { readerStateText } from '@/components/ui/reader-status';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-error';
import { currentCalibrationValidity, readersQueryOptions } from '@/lib/readers';
import { useApi } from '@/lib/services-context';
import { useNow } from '@/lib/use-now';
import { calibrationsQueryKey, calibrationsQueryOptions } from '../api/calibrations';
import { CalibrateFlow } from './calibrate-flow';
import { CalibrationHelp } from './calibration-help';
import { CalibrationHistory } from './calibration-history';

/** /calibracoes: choose a reader, calibrate it, and see its history (§2, §4). */
export function CalibrationsPanel({
  cnpj,
  readerCode,
  onReaderChange,
}: {
  cnpj: string;
  readerCode: string | null;
  onReaderChange: (code: string) => void;
}) {
  const { t } = useTranslation(['calibrations', 'readers', 'domain', 'errors']);
  const api = useApi();
  const readers = useQuery(readersQueryOptions(api, cnpj));
  if (readers.isPending) return <Loader aria-label={t('loading')} />;
  if (readers.isError) return <ErrorAlert error={toApiError(readers.error)} />;
  if (readers.data.length === 0) {
    return (
      <Alert color="blue" variant="light" title={t('errors:NO_READERS.title')}>
        <Text size="sm">{t('errors:NO_READERS.advice')}</Text>
      </Alert>
    );
  }
  const reader = readers.data.find((r) => r.code === readerCode) ?? readers.data[0];
  return (
    <Stack gap="lg">
      <Select
        label={t('chooseReader')}
        data={readers.data.map((r) => ({
          value: r.code,
          label: `${r.code} (${r.family}) · ${readerStateText(t, r)}`,
        }))}
        value={reader?.code ?? null}
        onChange={(code) => code && onReaderChange(code)}
        allowDeselect={false}
        maw={480}
      />
      {reader && <ReaderCalibration cnpj={cnpj} reader={reader} />}
      <CalibrationHelp />
      <Text size="sm">
        {t('tutorialsHint')}{' '}
        <Anchor component={Link} to={`${paths.manuals}?manual=reader-wifi`} underline="always">
          {t('readers:links.tutorials')}
        </Anchor>
      </Text>
    </Stack>
  );
}

function ReaderCalibration({ cnpj, reader }: { cnpj: string; reader: ReaderOverview }) {
  const { t } = useTranslation(['calibrations', 'readers', 'errors']);
  const api = useApi();
  const queryClient = useQueryClient();
  const history = useQuery(calibrationsQueryOptions(api, cnpj, reader.code));
  const now = useNow();
  const latest = history.data?.[0];
  const pending = latest?.outcome === 'pending';
  const validity = currentCalibrationValidity(reader.calibration, now);

  // The reader's live status moved (calibrating, then idle with the new calibration, or an error):
  // read the history at once instead of waiting for the next poll.
  useEffect(() => {
    if (pending && reader.statusAt) {
      void queryClient.invalidateQueries({ queryKey: calibrationsQueryKey(cnpj, reader.code) });
    }
  }, [pending, reader.statusAt, reader.code, cnpj, queryClient]);

  return (
    <Stack gap="lg">
      {reader.state === 'calibrationNeeded' && (
        <Alert color="red" variant="light" title={t('errors:CALIBRATION_NEEDED.title')}>
          <Text size="sm">{t(errorAdviceKey('CALIBRATION_NEEDED'))}</Text>
        </Alert>
      )}
      {(validity === 'expiringSoon' || validity === 'expired') && !pending && (
        <Alert color="red" variant="light" title={t(`validity.${validity}Title`)} role="status">
          <Text size="sm">{t(`validity.${validity}`)}</Text>
        </Alert>
      )}
      <CalibrateFlow cnpj={cnpj} reader={reader} latest={latest} />
      <div>
        <Text fw={700} mb="xs" component="h2" size="lg">
          {t('history.title')}
        </Text>
        {history.isPending ? (
          <Loader aria-label={t('loading')} />
        ) : history.isError ? (
          <ErrorAlert error={toApiError(history.error)} />
        ) : (
          <CalibrationHistory records={history.data} />
        )}
      </div>
      <Text size="sm" c="dimmed">
        {t('examBlocked')}
      </Text>
    </Stack>
  );
}
