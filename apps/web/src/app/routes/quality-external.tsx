import { Divider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ControlResultsTable, DocumentsPanel } from '@/features/quality';
import { QualitySection } from './quality-section';

/** /qualidade/ceq: external control (EP) results and the alternative external control records. */
export default function QualityExternalPage() {
  const { t } = useTranslation('quality');
  return (
    <QualitySection title={t('external.title')}>
      {(cnpj, manager) => (
        <>
          <ControlResultsTable cnpj={cnpj} kind="external" />
          <Divider />
          <DocumentsPanel cnpj={cnpj} folder="alternativeExternal" manager={manager} />
        </>
      )}
    </QualitySection>
  );
}
