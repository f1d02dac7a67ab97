import { Divider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ControlResultsTable, InternalControlSection, LeveyJenningsSection } from '@/features/quality';
import { QualitySection } from './quality-section';

/** /qualidade/ciq: internal control — schedule and lockout, CI results, Levey-Jennings with Westgard. */
export default function QualityInternalPage() {
  const { t } = useTranslation('quality');
  return (
    <QualitySection title={t('internal.title')}>
      {(cnpj, manager) => (
        <>
          <InternalControlSection cnpj={cnpj} manager={manager} />
          <Divider />
          <LeveyJenningsSection cnpj={cnpj} />
          <Divider />
          <ControlResultsTable cnpj={cnpj} kind="internal" />
        </>
      )}
    </QualitySection>
  );
}
