import { Alert, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { readerStateText } from '@/components/ui/reader-status';
import { useFlowReader } from '@/lib/patient-flow-reader';
import { readersQueryOptions } from '@/lib/readers';
import { useApi } from '@/lib/services-context';

/**
 * 'Select Flow reader' (§2): which of the workplace's Flow readers the next exam uses. It only remembers the
 * choice for this session (patient flow state); exams are started from the new-exam flow.
 */
export function FlowReaderSelect({ cnpj }: { cnpj: string }) {
  const { t } = useTranslation(['readers', 'domain', 'errors']);
  const api = useApi();
  const readers = useQuery(readersQueryOptions(api, cnpj));
  const [selected, setSelected] = useFlowReader();
  const flows = (readers.data ?? []).filter((reader) => reader.family === 'Flow');
  if (!readers.data) return null;
  const stillThere = selected && flows.some((reader) => reader.code === selected);
  return (
    <Stack gap="xs">
      {flows.length === 0 ? (
        <Alert color="blue" variant="light" title={t('errors:NO_FLOW_AVAILABLE.title')}>
          <Text size="sm">{t('flow.none')}</Text>
        </Alert>
      ) : (
        <Select
          label={t('flow.label')}
          description={t('flow.description')}
          placeholder={t('flow.placeholder')}
          data={flows.map((reader) => ({
            value: reader.code,
            label: `${reader.code} · ${readerStateText(t, reader)}`,
          }))}
          value={stillThere ? selected : null}
          onChange={setSelected}
          clearable
          clearButtonProps={{ 'aria-label': t('flow.clear') }}
          maw={420}
          allowDeselect
        />
      )}
      {stillThere && (
        <Text size="sm" role="status">
          {t('flow.selected', { code: selected })}
        </Text>
      )}
    </Stack>
  );
}
