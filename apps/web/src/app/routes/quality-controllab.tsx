import { useTranslation } from 'react-i18next';
import { RoundsSection } from '@/features/quality';
import { QualitySection } from './quality-section';

/** /qualidade/controllab: the proficiency test's rounds and what the workplace sent in each. */
export default function QualityControllabPage() {
  const { t } = useTranslation('quality');
  return (
    <QualitySection title={t('rounds.pageTitle')}>{(cnpj) => <RoundsSection cnpj={cnpj} />}</QualitySection>
  );
}
