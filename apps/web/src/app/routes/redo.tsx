import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ExamProgress } from '@/features/exam-run';
import { useSession } from '@/lib/services-context';

/**
 * /refazer?exame={id}: the recollect of one exam — the same screen as its progress, which offers the reader
 * choice while the recollect is open and shows the capsule of the first attempt (§3 redo flag).
 */
export default function RedoPage() {
  const { t } = useTranslation('examRun');
  const [params] = useSearchParams();
  const id = params.get('exame');
  const workplace = useSession()?.currentWorkplace ?? null;
  if (!workplace) return <Alert color="blue">{t('noWorkplace')}</Alert>;
  // Without an exam there is nothing to redo: the recollect list is where one is chosen.
  if (!id) return <Navigate to={paths.recollect} replace />;
  return <ExamProgress key={id} id={id} cnpj={workplace.cnpj} />;
}
