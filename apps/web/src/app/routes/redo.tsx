import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { ExamProgress } from '../../features/exam-run/components/exam-progress';
import { useSession } from '../../lib/services-context';

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
  if (!id)
    return (
      <Alert color="blue" title={t('redo.noExamTitle')}>
        <Link to={paths.recollect}>{t('redo.noExam')}</Link>
      </Alert>
    );
  return <ExamProgress key={id} id={id} cnpj={workplace.cnpj} />;
}
