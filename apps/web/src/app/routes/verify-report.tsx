import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatInstantIn, localised, reportHashSchema } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { verifyReport } from '@/features/results';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';

/**
 * /verificar/{hash} (public): what a printed report's QR code opens. It confirms the paper is authentic
 * and shows only what is needed to match it — never the result or the patient's name.
 */
export default function VerifyReportPage() {
  const { t, i18n } = useTranslation('results');
  const api = useApi();
  const hash = (useParams().hash ?? '').toLowerCase();
  const valid = reportHashSchema.safeParse(hash).success;
  const query = useQuery({
    queryKey: ['reportVerification', hash],
    queryFn: () => verifyReport(api, hash),
    enabled: valid,
    retry: false,
  });
  const notFound = !valid || (query.isError && toApiError(query.error).code === 'NOT_FOUND');
  return (
    <Stack gap="lg" maw={640} mx="auto" p="md">
      <div>
        <Title order={1} size="h2">
          {t('verify.title')}
        </Title>
        <Text c="dimmed">{t('verify.intro')}</Text>
      </div>
      {notFound ? (
        <Alert color="red" variant="light" role="alert">
          {t('verify.notFound')}
        </Alert>
      ) : query.isPending ? (
        <Loader aria-label={t('verify.title')} />
      ) : query.isError ? (
        <ErrorAlert error={toApiError(query.error)} />
      ) : (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={2} size="h4" c="teal.9">
              {t('verify.authentic')}
            </Title>
            <Text>{t('verify.protocol', { protocol: query.data.protocolNumber })}</Text>
            <Text>{t('verify.exam', { exam: localised(query.data.examName, i18n.language) })}</Text>
            <Text>{t('verify.patient', { initials: query.data.patientInitials })}</Text>
            <Text>{t('verify.workplace', { name: query.data.workplaceName })}</Text>
            <Text>
              {t('verify.released', {
                at: formatInstantIn(query.data.releasedAt, i18n.language, query.data.timeZone),
              })}
            </Text>
            {query.data.rectified && <Text>{t('verify.rectified')}</Text>}
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {t('verify.code', { code: hash })}
            </Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
