import { Text } from '@mantine/core';
import { qualityFolderSchema } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DocumentsPanel, FolderList } from '@/features/quality';
import { QualitySection } from './quality-section';

/** /qualidade/drive/{id}/{name?}: the document folders; a name marks one document of the folder. */
export default function QualityDrivePage() {
  const { t } = useTranslation('quality');
  const { id, name } = useParams();
  const folder = qualityFolderSchema.safeParse(id ?? 'quality');
  return (
    <QualitySection title={t('drive.title')}>
      {(cnpj, manager) => (
        <>
          <FolderList cnpj={cnpj} current={folder.success ? folder.data : undefined} />
          {!folder.success && <Text size="sm">{t('drive.unknownFolder')}</Text>}
          <DocumentsPanel
            cnpj={cnpj}
            folder={folder.success ? folder.data : 'quality'}
            manager={manager}
            highlight={name}
          />
        </>
      )}
    </QualitySection>
  );
}
