import { Alert, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ExamReportFilters,
  type ExamReportForm,
  ExamReportResults,
  initialForm,
} from '@/features/exam-report';
import { useSession } from '@/lib/services-context';

/** /relatorio-exames (§2 exam report): filters, the rows with 'load more', CSV and ZIP downloads. */
export default function ExamReportPage() {
  const { t } = useTranslation('examReport');
  const session = useSession();
  const workplace = session?.currentWorkplace ?? null;
  const [applied, setApplied] = useState<ExamReportForm | null>(null);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('page.title')}
        </Title>
        <Text c="dimmed">{t('page.intro')}</Text>
      </div>
      {workplace && session ? (
        <>
          <ExamReportFilters
            workplaces={session.availableWorkplaces}
            initial={initialForm(workplace.cnpj)}
            onApply={setApplied}
          />
          {applied && <ExamReportResults form={applied} />}
        </>
      ) : (
        <Alert color="blue">{t('page.noWorkplace')}</Alert>
      )}
    </Stack>
  );
}
