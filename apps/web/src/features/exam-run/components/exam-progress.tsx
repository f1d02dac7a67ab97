import { Alert, Anchor, Badge, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { isErrorCode, localised } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { externalResultPath, paths } from '@/config/paths';
import { examRequestQueryOptions } from '@/entities/exam-request/api';
import { ReportLinks, ResultRelease, ResultTable } from '@/features/results';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { canStart, errorValues, instructionFor } from '../model/progress';
import { ExamActions } from './exam-actions';
import { ExamTimeline } from './exam-timeline';
import { ExamTimers } from './exam-timers';
import { StartPanel } from './start-panel';
import { StepBars } from './step-bars';

// Filled with the darkest shades: white text on them passes WCAG AA contrast.
const stateColour: Record<string, string> = {
  waitingForTest: 'gray.8',
  inAnalysis: 'cyan.9',
  ready: 'teal.9',
  invalid: 'red.9',
  invalidatedBySoftware: 'red.9',
  awaitingRecollect: 'violet.9',
  recollectExpired: 'dark.6',
  cancelled: 'dark.6',
};

/**
 * The exam progress screen (§2): the reader choice and Start, the step bars live from the reader, the
 * operator's instructions, the timers, every §8 error with its advice, the decisions, and the timeline.
 * The live connection refetches this exam on each of its examProgress messages; the server owns the state.
 */
export function ExamProgress({ id, cnpj }: { id: string; cnpj: string }) {
  const { t, i18n } = useTranslation(['examRun', 'domain', 'errors', 'results']);
  const api = useApi();
  const query = useQuery(examRequestQueryOptions(api, cnpj, id));
  if (query.isPending) {
    return (
      <Stack align="center" py="xl">
        <Loader aria-label={t('examRun:loading')} />
      </Stack>
    );
  }
  if (query.isError) return <ErrorAlert error={toApiError(query.error)} />;
  const detail = query.data;
  const instruction = instructionFor(detail, i18n.language);
  // Why the last run ended; a report or a cancel the user asked for is no error to show.
  const showError =
    detail.errorCode &&
    isErrorCode(detail.errorCode) &&
    detail.state !== 'ready' &&
    detail.state !== 'cancelled';
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {localised(detail.examName, i18n.language)}
          </Title>
          <Text c="dimmed">
            {t('examRun:header', { patient: detail.patientName, protocol: detail.protocolNumber })}
          </Text>
        </div>
        <Group gap="sm">
          <Badge size="lg" color={stateColour[detail.state] ?? 'gray.8'} variant="filled">
            {t(`domain:examState.${detail.state}`)}
          </Badge>
          <LiveIndicator />
        </Group>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {canStart(detail) && <StartPanel detail={detail} cnpj={cnpj} />}
            {detail.canEnterResult && (
              <Anchor component={Link} to={externalResultPath(detail.id)} underline="always" w="fit-content">
                {t('results:addResult')}
              </Anchor>
            )}
            {detail.results.length > 0 && (
              <Paper withBorder p="md">
                <Stack gap="md">
                  <ResultTable detail={detail} />
                  <ResultRelease detail={detail} cnpj={cnpj} />
                </Stack>
              </Paper>
            )}
            {detail.state === 'recollectExpired' && (
              <Alert color="gray" variant="light" title={t('errors:RECOLLECT_EXPIRED.title')}>
                <Stack gap="xs">
                  <Text size="sm">{t('errors:RECOLLECT_EXPIRED.advice')}</Text>
                  <Anchor component={Link} to={paths.newExam} underline="always">
                    {t('examRun:registerAgain')}
                  </Anchor>
                </Stack>
              </Alert>
            )}
            {showError && (
              <Alert color="red" variant="light" role="alert" title={t(`errors:${detail.errorCode}.title`)}>
                {t(`errors:${detail.errorCode}.advice`, errorValues(detail))}
              </Alert>
            )}
            <Paper withBorder p="md">
              <Stack gap="md">
                {detail.reader && (
                  <Text size="sm">
                    {t('examRun:reader', { code: detail.reader.code })}
                    {detail.capsule ? ` · ${t('examRun:capsule', detail.capsule)}` : ''}
                  </Text>
                )}
                <StepBars detail={detail} />
                <ExamTimers detail={detail} />
                {instruction && (
                  <Alert color="blue" variant="light" title={t('examRun:instructions')}>
                    {instruction}
                  </Alert>
                )}
              </Stack>
            </Paper>
            <ReportLinks detail={detail} cnpj={cnpj} />
            <ExamActions detail={detail} cnpj={cnpj} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md">
            <ExamTimeline detail={detail} />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
