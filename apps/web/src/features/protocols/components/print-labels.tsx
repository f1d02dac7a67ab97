import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { localised, type ProtocolRowView } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { BarcodeSvg } from './barcode-svg';
import { useRecordedPrint } from './use-recorded-print';

/**
 * Labels of a protocol to print and stick on tubes and the protocol sheet: the protocol number, and one per
 * exam carrying its exam request id (what /barcode reads to open that exam).
 */
export function PrintLabels({
  row,
  cnpj,
  onClose,
}: {
  row: ProtocolRowView;
  /** The workplace of the row, where the print is recorded. */
  cnpj: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['protocols', 'common']);
  const print = useRecordedPrint(cnpj, row.preExamId, 'labels');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('protocols:labels.title', { protocol: row.protocolNumber })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      size="lg"
      centered
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} className="ponto-print-area">
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {row.patient}
            </Text>
            <BarcodeSvg
              value={row.protocolNumber}
              label={t('protocols:labels.protocol', { protocol: row.protocolNumber })}
            />
          </Stack>
          {row.exams.map((exam) => (
            <Stack gap={2} key={exam.examRequestId}>
              <Text size="sm" fw={600}>
                {row.patient} · {localised(exam.examName, i18n.language)}
              </Text>
              <BarcodeSvg
                value={exam.examRequestId}
                label={t('protocols:labels.exam', { exam: localised(exam.examName, i18n.language) })}
              />
            </Stack>
          ))}
        </SimpleGrid>
        {print.isError && <ErrorAlert error={toApiError(print.error)} />}
        <Group justify="flex-end">
          <Button onClick={() => print.mutate()} loading={print.isPending}>
            {t('protocols:labels.print')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
