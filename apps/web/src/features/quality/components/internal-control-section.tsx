import { Badge, Button, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { type InternalControlRow, localised } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ScrollTable } from '@/components/ui/scroll-table';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { internalControlQueryOptions, overridesQueryOptions } from '../api/quality';
import { formatInstant } from './format';
import { LockoutSwitch } from './lockout-switch';
import { OverrideModal } from './override-modal';
import { StandingBadge } from './standing-badge';

/**
 * §9 internal-control schedule per reader and exam (monthly for quantitative exams, every two months for
 * qualitative ones), the QC lockout and, for managers, the one-exam override of a locked pair.
 */
export function InternalControlSection({ cnpj, manager }: { cnpj: string; manager: boolean }) {
  const { t, i18n } = useTranslation('quality');
  const api = useApi();
  const query = useQuery(internalControlQueryOptions(api, cnpj));
  const [overriding, setOverriding] = useState<InternalControlRow | null>(null);
  const rows = query.data?.rows ?? [];
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('internal.schedule')}
        </Title>
        <Text size="sm">{t('internal.scheduleIntro')}</Text>
      </div>
      {query.isPending && <Loader aria-label={t('loading')} />}
      {query.isError && <ErrorAlert error={toApiError(query.error)} />}
      {query.data &&
        (manager ? (
          <LockoutSwitch cnpj={cnpj} enabled={query.data.lockoutEnabled} />
        ) : (
          <Text size="sm">{t(query.data.lockoutEnabled ? 'lockout.isOn' : 'lockout.isOff')}</Text>
        ))}
      {query.isSuccess && rows.length === 0 && <Text size="sm">{t('internal.empty')}</Text>}
      {rows.length > 0 && (
        <ScrollTable label={t('internal.caption')} minWidth={860}>
          <Table verticalSpacing="xs">
            <Table.Caption>{t('internal.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('columns.reader')}</Table.Th>
                <Table.Th scope="col">{t('columns.exam')}</Table.Th>
                <Table.Th scope="col">{t('columns.standing')}</Table.Th>
                <Table.Th scope="col">{t('columns.lastControl')}</Table.Th>
                <Table.Th scope="col">{t('columns.patientExams')}</Table.Th>
                {manager && <Table.Th scope="col">{t('columns.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.reader.code}-${row.exam.id}`}>
                  <Table.Th scope="row" fw={500}>
                    {row.reader.code}
                  </Table.Th>
                  <Table.Td>{localised(row.exam.name, i18n.language)}</Table.Td>
                  <Table.Td>
                    <StandingBadge standing={row.standing} />
                  </Table.Td>
                  <Table.Td>
                    {row.lastControl
                      ? t('internal.last', {
                          date: formatInstant(row.lastControl.at, i18n.language),
                          code: row.lastControl.sampleCode,
                        })
                      : t('none')}
                  </Table.Td>
                  <Table.Td>
                    {row.locked ? (
                      <Badge color="red.9" variant="filled" tt="none">
                        {t('internal.locked')}
                      </Badge>
                    ) : row.override ? (
                      <Text size="sm">{t('internal.overridden', { by: row.override.grantedBy })}</Text>
                    ) : (
                      <Text size="sm">{t('internal.allowed')}</Text>
                    )}
                  </Table.Td>
                  {manager && (
                    <Table.Td>
                      {row.locked && (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setOverriding(row)}
                          aria-label={t('override.action', {
                            reader: row.reader.code,
                            exam: localised(row.exam.name, i18n.language),
                          })}
                        >
                          {t('override.button')}
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {manager && <OverridesHistory cnpj={cnpj} />}
      <OverrideModal cnpj={cnpj} row={overriding} onClose={() => setOverriding(null)} />
    </Stack>
  );
}

function OverridesHistory({ cnpj }: { cnpj: string }) {
  const { t, i18n } = useTranslation('quality');
  const query = useQuery(overridesQueryOptions(useApi(), cnpj));
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('override.history')}
      </Title>
      <ScrollTable label={t('override.history')} minWidth={760}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('columns.grantedAt')}</Table.Th>
              <Table.Th scope="col">{t('columns.reader')}</Table.Th>
              <Table.Th scope="col">{t('columns.exam')}</Table.Th>
              <Table.Th scope="col">{t('columns.grantedBy')}</Table.Th>
              <Table.Th scope="col">{t('columns.reason')}</Table.Th>
              <Table.Th scope="col">{t('columns.used')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{formatInstant(item.grantedAt, i18n.language)}</Table.Td>
                <Table.Td>{item.reader.code}</Table.Td>
                <Table.Td>{localised(item.exam.name, i18n.language)}</Table.Td>
                <Table.Td>{item.grantedBy}</Table.Td>
                <Table.Td>{item.reason}</Table.Td>
                <Table.Td>
                  {item.usedAt ? formatInstant(item.usedAt, i18n.language) : t('override.waiting')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}
