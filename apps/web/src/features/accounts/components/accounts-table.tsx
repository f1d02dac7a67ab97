import { Button, Table, Text } from '@mantine/core';
import { type AccountSummary, formatCnpj } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/ui/scroll-table';
import { AccountStatusBadge } from './account-status-badge';

/** The accounts found: who they are, where they work, whether suspended, and the one action that applies. */
export function AccountsTable({
  accounts,
  onChange,
}: {
  accounts: AccountSummary[];
  onChange: (account: AccountSummary) => void;
}) {
  const { t } = useTranslation('accounts');
  return (
    <ScrollTable label={t('table.caption')} minWidth={900}>
      <Table striped verticalSpacing="xs">
        <Table.Caption>{t('table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.name')}</Table.Th>
            <Table.Th scope="col">{t('table.document')}</Table.Th>
            <Table.Th scope="col">{t('table.email')}</Table.Th>
            <Table.Th scope="col">{t('table.workplaces')}</Table.Th>
            <Table.Th scope="col">{t('table.status')}</Table.Th>
            <Table.Th scope="col">{t('table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((account) => (
            <Table.Tr key={account.id}>
              <Table.Th scope="row" fw={500}>
                {account.name}
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{account.maskedDocument}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{account.email ?? t('table.none')}</Table.Td>
              <Table.Td>
                {account.workplaces.length === 0
                  ? t('table.none')
                  : account.workplaces.map((w) => (
                      <Text key={w.cnpj} size="sm">
                        {w.name} ({formatCnpj(w.cnpj)})
                      </Text>
                    ))}
              </Table.Td>
              <Table.Td>
                <AccountStatusBadge suspended={account.suspended} />
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant={account.suspended ? 'default' : 'outline'}
                  color={account.suspended ? undefined : 'red.9'}
                  aria-label={t(account.suspended ? 'reinstate.openFor' : 'suspend.openFor', {
                    name: account.name,
                  })}
                  onClick={() => onChange(account)}
                >
                  {t(account.suspended ? 'reinstate.open' : 'suspend.open')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
