import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { examProgressPath, paths } from '@/config/paths';
import { examRequestQueryOptions } from '@/entities/exam-request/api';
import { ResultForm, WaitingExams } from '@/features/results';
import { toApiError } from '@/lib/api-error';
import { useApi, useSession } from '@/lib/services-context';

/**
 * /novo-exame-externo and /external-test (§2 external exam result entry): the exams waiting for their
 * test; with ?exame={id}, the result form of that exam.
 */
export default function ExternalExamPage() {
  const { t } = useTranslation('results');
  const [params] = useSearchParams();
  const id = params.get('exame');
  const workplace = useSession()?.currentWorkplace ?? null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      {!workplace ? (
        <Alert color="blue">{t('noWorkplace')}</Alert>
      ) : id ? (
        <ExamResultEntry key={id} id={id} cnpj={workplace.cnpj} />
      ) : (
        <WaitingExams cnpj={workplace.cnpj} />
      )}
    </Stack>
  );
}

function ExamResultEntry({ id, cnpj }: { id: string; cnpj: string }) {
  const { t } = useTranslation(['results', 'examRun']);
  const api = useApi();
  const query = useQuery(examRequestQueryOptions(api, cnpj, id));
  if (query.isPending) return <Loader aria-label={t('examRun:loading')} />;
  if (query.isError) return <ErrorAlert error={toApiError(query.error)} />;
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={paths.newExternalExam} underline="always" w="fit-content">
        {t('results:form.back')}
      </Anchor>
      {query.data.canEnterResult ? (
        <ResultForm detail={query.data} cnpj={cnpj} />
      ) : (
        <Alert color="blue" title={t('results:form.notWaiting')}>
          <Anchor component={Link} to={examProgressPath(id)} underline="always">
            {t('results:form.openExam')}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
