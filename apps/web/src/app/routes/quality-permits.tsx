import { useTranslation } from 'react-i18next';
import { DocumentsPanel } from '@/features/quality';
import { QualitySection } from './quality-section';

/** /qualidade/funcionamento: the permit documents (alvará de funcionamento and the like). */
export default function QualityPermitsPage() {
  const { t } = useTranslation('quality');
  return (
    <QualitySection title={t('permits.title')}>
      {(cnpj, manager) => <DocumentsPanel cnpj={cnpj} folder="permits" manager={manager} />}
    </QualitySection>
  );
}
