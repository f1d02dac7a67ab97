import { Button, Group, Table } from '@mantine/core';
import type { CouncilView, OperatorView } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/ui/scroll-table';
import { maskCpf } from '@/lib/masks';
import { OperatorStatusBadge } from './operator-status-badge';

/** 'CRF-SP 12345 (Farmacêutica)', or nothing when the operator has no council. */
export function councilText(council: CouncilView): string {
  if (!council.acronym) return council.profession ?? '';
  const registration = `${council.acronym}-${council.state ?? ''} ${council.number ?? ''}`.trim();
  return council.profession ? `${registration} (${council.profession})` : registration;
}

const shownDocument = (document: string) => (/^\d{11}$/.test(document) ? maskCpf(document) : document);

/** §2 operators list: name, document, e-mail, status and council, with edit and remove per person. */
export function OperatorsTable({
  operators,
  selfId,
  onEdit,
  onRemove,
}: {
  operators: OperatorView[];
  /** The signed-in manager: they cannot remove themself (§6). */
  selfId: string;
  onEdit: (operator: OperatorView) => void;
  onRemove: (operator: OperatorView) => void;
}) {
  const { t } = useTranslation('operators');
  return (
    <ScrollTable label={t('list.caption')} minWidth={860}>
      <Table striped verticalSpacing="xs">
        <Table.Caption>{t('list.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('list.name')}</Table.Th>
            <Table.Th scope="col">{t('list.document')}</Table.Th>
            <Table.Th scope="col">{t('list.email')}</Table.Th>
            <Table.Th scope="col">{t('list.status')}</Table.Th>
            <Table.Th scope="col">{t('list.council')}</Table.Th>
            <Table.Th scope="col">{t('list.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {operators.map((operator) => (
            <Table.Tr key={operator.id}>
              <Table.Th scope="row" fw={500}>
                {operator.name}
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{shownDocument(operator.document)}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{operator.email ?? t('list.none')}</Table.Td>
              <Table.Td>
                <OperatorStatusBadge status={operator.status} />
              </Table.Td>
              <Table.Td>{councilText(operator.council) || t('list.none')}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onEdit(operator)}
                    aria-label={t('list.editFor', { name: operator.name })}
                  >
                    {t('list.edit')}
                  </Button>
                  {operator.id !== selfId && (
                    <Button
                      size="xs"
                      variant="outline"
                      color="red.9"
                      onClick={() => onRemove(operator)}
                      aria-label={t('list.removeFor', { name: operator.name })}
                    >
                      {t('list.remove')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
