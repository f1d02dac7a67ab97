import { Table } from '@mantine/core';
import { localised, type Recall, type RecallExam, recallColumns } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/ui/scroll-table';
import { formatInstant } from '../model/dates';

/** The exams run with the lot, in the columns the CSV has too. */
export function RecallExamsTable({ recall }: { recall: Recall }) {
  const { t, i18n } = useTranslation(['stock', 'domain']);
  const cell = (exam: RecallExam, column: (typeof recallColumns)[number]) => {
    switch (column) {
      case 'usedAt':
        return formatInstant(exam.usedAt, i18n.language);
      case 'workplace':
        return exam.workplace.name;
      case 'exam':
        return localised(exam.examName, i18n.language);
      case 'state':
        return t(`domain:examState.${exam.state}`);
      case 'operator':
        return exam.operator ?? t('none');
      default:
        return exam[column];
    }
  };
  const caption = t('recall.results', { lot: recall.lot });
  return (
    <ScrollTable label={caption} minWidth={960}>
      <Table verticalSpacing="xs" striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {recallColumns.map((column) => (
              <Table.Th scope="col" key={column}>
                {t(`recall.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {recall.exams.map((exam) => (
            <Table.Tr key={`${exam.examRequestId}-${exam.capsuleCode}`}>
              {recallColumns.map((column) => (
                <Table.Td key={column}>{cell(exam, column)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** The lot's nullified capsules: a recall also asks where the unused ones went. */
export function RecallNullifiedTable({ recall }: { recall: Recall }) {
  const { t, i18n } = useTranslation('stock');
  const caption = t('recall.nullified', { lot: recall.lot });
  return (
    <ScrollTable label={caption} minWidth={560}>
      <Table verticalSpacing="xs" striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('recall.nullifiedColumns.capsuleCode')}</Table.Th>
            <Table.Th scope="col">{t('recall.nullifiedColumns.nullifiedAt')}</Table.Th>
            <Table.Th scope="col">{t('recall.nullifiedColumns.by')}</Table.Th>
            <Table.Th scope="col">{t('recall.nullifiedColumns.workplace')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {recall.nullified.map((capsule) => (
            <Table.Tr key={`${capsule.workplace.cnpj}-${capsule.capsuleCode}`}>
              <Table.Td>{capsule.capsuleCode}</Table.Td>
              <Table.Td>{formatInstant(capsule.nullifiedAt, i18n.language)}</Table.Td>
              <Table.Td>{capsule.by ?? t('none')}</Table.Td>
              <Table.Td>{capsule.workplace.name}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
