import { Alert } from '@mantine/core';
import { type ExamRunDetail, localised } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { displayValue } from '../model/result-values';

/** Critical values: which results are out of their critical range, where the result is shown or released. */
export function CriticalNotice({ detail }: { detail: Pick<ExamRunDetail, 'results'> }) {
  const { t, i18n } = useTranslation(['results', 'domain']);
  const critical = detail.results.filter((result) => result.critical);
  if (critical.length === 0) return null;
  const qualitativeName = (label: string) => t(`domain:qualitative.${label}`);
  const values = critical
    .map(
      (r) => `${localised(r.analyteName, i18n.language)} ${displayValue(r, i18n.language, qualitativeName)}`,
    )
    .join('; ');
  return (
    <Alert color="red" variant="light" title={t('results:critical.title')}>
      {t('results:critical.text', { values })}
    </Alert>
  );
}
