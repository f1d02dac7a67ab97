import { Modal, Stack, Text } from '@mantine/core';
import type { CriticalNotice } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { analyteValues } from '../model/analyte-text';
import { AcknowledgeForm } from './acknowledge-form';

export interface AcknowledgeDialogProps {
  cnpj: string;
  /** The notice being acknowledged; null keeps the dialog closed. */
  notice: CriticalNotice | null;
  onClose: () => void;
  onDone: (notice: CriticalNotice) => void;
}

/** The acknowledgement in a modal: focus moves into it, Escape closes it, focus returns to the button. */
export function AcknowledgeDialog({ cnpj, notice, onClose, onDone }: AcknowledgeDialogProps) {
  const { t, i18n } = useTranslation(['results', 'common']);
  return (
    <Modal
      opened={notice !== null}
      onClose={onClose}
      title={t('notices.dialog.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:close') }}
      returnFocus
    >
      {notice && (
        <Stack gap="md">
          <Text size="sm" fw={600}>
            {t('notices.dialog.about', {
              patient: notice.patientName,
              protocol: notice.protocolNumber,
              values: analyteValues(notice.analytes, i18n.language),
            })}
          </Text>
          <AcknowledgeForm cnpj={cnpj} notice={notice} onCancel={onClose} onDone={onDone} />
        </Stack>
      )}
    </Modal>
  );
}
