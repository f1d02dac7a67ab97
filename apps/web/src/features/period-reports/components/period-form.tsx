import { Button, Group, Paper, TextInput } from '@mantine/core';
import type { ReportPeriod } from '@ponto/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { periodProblems } from '../model/period';

/** §5 report period (initial and final dates): nothing is asked while a day is missing or the two are inverted. */
export function PeriodForm({
  initial,
  onApply,
  label,
}: {
  initial: ReportPeriod;
  onApply: (period: ReportPeriod) => void;
  label: string;
}) {
  const { t } = useTranslation(['examReport', 'validation']);
  const [period, setPeriod] = useState(initial);
  const [shown, setShown] = useState<ReturnType<typeof periodProblems>>({});
  const error = (field: keyof ReportPeriod) => shown[field] && t(`validation:${shown[field]}`);

  function apply(event: FormEvent) {
    event.preventDefault();
    const problems = periodProblems(period);
    setShown(problems);
    if (Object.keys(problems).length === 0) onApply(period);
  }

  return (
    <Paper withBorder p="md">
      <form onSubmit={apply} noValidate aria-label={label}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          {(['from', 'to'] as const).map((field) => (
            <TextInput
              key={field}
              type="date"
              label={t(`examReport:page.${field}`)}
              value={period[field]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setPeriod((current) => ({ ...current, [field]: value }));
              }}
              error={error(field)}
              required
              w={170}
            />
          ))}
          <Button type="submit" mt={25}>
            {t('examReport:page.search')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
