import { Button, Group, Table, Text, TextInput } from '@mantine/core';
import { type CriticalRangeRow, criticalRangeInputSchema, localised, zodIssueKey } from '@ponto/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ApiError, toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { criticalRangesKey, saveCriticalRange } from '../api/critical-ranges';

type Field = 'lower' | 'upper';

/** One analyte's critical range: the catalogue's, and the fields of the workplace's own with Save. */
export function CriticalRangeRowForm({ row, cnpj }: { row: CriticalRangeRow; cnpj: string }) {
  const { t, i18n } = useTranslation(['settings', 'validation']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState({ lower: row.ownRange?.lower ?? '', upper: row.ownRange?.upper ?? '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const analyte = localised(row.analyteName, i18n.language);
  const save = useMutation({
    mutationFn: () => saveCriticalRange(api, cnpj, row, draft),
    onSuccess: (list) => queryClient.setQueryData(criticalRangesKey(cnpj), list),
    onError: (error) => {
      if (error instanceof ApiError)
        setErrors(Object.fromEntries(error.fields.map((f) => [f.field, t(f.messageKey)])));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = criticalRangeInputSchema.safeParse(draft);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(
          checked.error.issues.map((issue) => [issue.path[0], t(`validation:${zodIssueKey(issue)}`)]),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate();
  }

  const range = (r: { lower: string | null; upper: string | null } | null) =>
    r && (r.lower !== null || r.upper !== null)
      ? `${r.lower === null ? '—' : number(r.lower, i18n.language)} – ${r.upper === null ? '—' : number(r.upper, i18n.language)}`
      : t('settings:critical.none');
  const field = (name: Field) => (
    <TextInput
      label={t(`settings:critical.${name}For`, { analyte })}
      value={draft[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setDraft((current) => ({ ...current, [name]: value }));
      }}
      error={errors[name]}
      inputMode="decimal"
      maxLength={20}
      w={130}
    />
  );

  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400}>
        <Text size="sm" fw={600}>
          {analyte}
          {row.unit ? ` (${row.unit})` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {localised(row.examName, i18n.language)}
        </Text>
      </Table.Th>
      <Table.Td>{range(row.defaultRange)}</Table.Td>
      <Table.Td>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            {field('lower')}
            {field('upper')}
            <Button type="submit" variant="default" mt={25} loading={save.isPending}>
              {t('settings:critical.save')}
            </Button>
          </Group>
          {save.isSuccess && (
            <Text size="xs" role="status" c="teal.9">
              {row.ownRange ? t('settings:critical.saved') : t('settings:critical.restored')}
            </Text>
          )}
          {save.isError && !(save.error instanceof ApiError && save.error.fields.length > 0) && (
            <ErrorAlert error={toApiError(save.error)} />
          )}
        </form>
      </Table.Td>
    </Table.Tr>
  );
}

const number = (value: string, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(Number(value));
