import { Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { localised, type ProtocolRowView } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { BarcodeSvg } from './barcode-svg';
import { QuizLink } from './quiz-link';
import { useRecordedPrint } from './use-recorded-print';

/**
 * §2 'print protocol': the protocol's summary as a sheet the browser prints (or saves as PDF). Only the
 * sheet goes to paper (print CSS). The report with results is the exam's PDF (docs/results.md).
 */
export function PrintProtocol({
  row,
  cnpj,
  onClose,
}: {
  row: ProtocolRowView;
  /** The workplace of the row: the print is recorded there, and the sheet offers the questionnaire link. */
  cnpj: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['protocols', 'domain', 'common']);
  const print = useRecordedPrint(cnpj, row.preExamId, 'sheet');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const facts: Array<[string, string]> = [
    [t('protocols:col.patient'), row.patient],
    [t('protocols:sheet.age'), row.age === null ? '—' : t('protocols:age', { count: row.age })],
    [t('protocols:col.date'), when.format(new Date(row.date))],
    [t('protocols:col.operator'), row.operator ?? '—'],
    [t('protocols:col.type'), t(`protocols:type.${row.type}`)],
    [t('protocols:col.status'), t(`protocols:status.${row.status}`)],
    [t('protocols:sheet.requester'), row.requester ?? '—'],
  ];
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('protocols:sheet.title', { protocol: row.protocolNumber })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Stack gap="sm" className="ponto-print-area">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Title order={2} size="h3">
              {t('protocols:sheet.heading', { protocol: row.protocolNumber })}
            </Title>
            <BarcodeSvg
              value={row.protocolNumber}
              label={t('protocols:labels.protocol', { protocol: row.protocolNumber })}
            />
          </Group>
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
            {facts.map(([term, value]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt>
                  <Text size="sm" fw={600} span>
                    {term}
                  </Text>
                </dt>
                <dd style={{ margin: 0 }}>
                  <Text size="sm" span>
                    {value}
                  </Text>
                </dd>
              </div>
            ))}
          </dl>
          <Table withTableBorder verticalSpacing="xs">
            <Table.Caption>{t('protocols:sheet.exams', { protocol: row.protocolNumber })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('protocols:sheet.exam')}</Table.Th>
                <Table.Th scope="col">{t('protocols:sheet.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {row.exams.map((exam) => (
                <Table.Tr key={exam.examRequestId}>
                  <Table.Td>{localised(exam.examName, i18n.language)}</Table.Td>
                  <Table.Td>{t(`domain:examState.${exam.state}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
        {row.exams.every((e) => e.state === 'waitingForTest') && (
          <QuizLink cnpj={cnpj} preExamId={row.preExamId} />
        )}
        {print.isError && <ErrorAlert error={toApiError(print.error)} />}
        <Group justify="flex-end">
          <Button onClick={() => print.mutate()} loading={print.isPending}>
            {t('protocols:sheet.print')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
