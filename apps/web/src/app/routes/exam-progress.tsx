import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ExamProgress } from '@/features/exam-run';
import { useSession } from '@/lib/services-context';

/** /exame/{exam request id}: one exam, from the reader choice to 'report ready' (§2 exam progress). */
export default function ExamProgressPage() {
  const { t } = useTranslation('examRun');
  const { id = '' } = useParams();
  const workplace = useSession()?.currentWorkplace ?? null;
  if (!workplace) return <Alert color="blue">{t('noWorkplace')}</Alert>;
  // A new exam id is a new screen: nothing typed for another exam carries over.
  return <ExamProgress key={id} id={id} cnpj={workplace.cnpj} />;
}
