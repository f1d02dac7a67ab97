import { Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { deviceFamilies, localised, type SessionWorkplace } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueQueryOptions } from '@/entities/catalogue/api';
import { useApi } from '@/lib/services-context';
import { type ExamReportForm, formProblems } from '../model/filters';

/**
 * §5 filters of the exam report: workplace, exam, model (the reader family, or typed results) and period.
 * Nothing is sent while one is missing or the period is inverted; the field says why.
 */
export function ExamReportFilters({
  workplaces,
  initial,
  onApply,
}: {
  workplaces: readonly SessionWorkplace[];
  initial: ExamReportForm;
  onApply: (form: ExamReportForm) => void;
}) {
  const { t, i18n } = useTranslation(['examReport', 'validation']);
  const api = useApi();
  const [form, setForm] = useState(initial);
  const [shown, setShown] = useState<ReturnType<typeof formProblems>>({});
  const catalogue = useQuery({ ...catalogueQueryOptions(api, form.cnpj), enabled: !!form.cnpj });
  const set = (key: keyof ExamReportForm) => (value: string | null) =>
    setForm((current) => ({ ...current, [key]: value ?? '', ...(key === 'cnpj' ? { exam: 'all' } : {}) }));
  const error = (field: keyof ExamReportForm) => shown[field] && t(`validation:${shown[field]}`);

  function apply(event: FormEvent) {
    event.preventDefault();
    const problems = formProblems(form);
    setShown(problems);
    if (Object.keys(problems).length === 0) onApply(form);
  }

  const exams = catalogue.data?.exams ?? [];
  return (
    <Paper withBorder p="md">
      <form onSubmit={apply} noValidate aria-label={t('examReport:page.filters')}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <Select
            label={t('examReport:page.workplace')}
            data={workplaces.map((w) => ({ value: w.cnpj, label: w.name }))}
            value={form.cnpj || null}
            onChange={set('cnpj')}
            error={error('cnpj')}
            allowDeselect={false}
            required
            w={{ base: '100%', sm: 260 }}
          />
          <Select
            label={t('examReport:page.exam')}
            data={[
              { value: 'all', label: t('examReport:page.allExams') },
              ...exams.map((exam) => ({
                value: String(exam.index),
                label: localised(exam.name, i18n.language),
              })),
            ]}
            value={form.exam || null}
            onChange={set('exam')}
            error={error('exam')}
            allowDeselect={false}
            required
            w={{ base: '100%', sm: 240 }}
          />
          <Select
            label={t('examReport:page.model')}
            description={t('examReport:page.modelHint')}
            data={[
              { value: 'all', label: t('examReport:page.allModels') },
              ...deviceFamilies.map((family) => ({ value: family, label: family })),
              { value: 'external', label: t('examReport:page.external') },
            ]}
            value={form.model || null}
            onChange={set('model')}
            error={error('model')}
            allowDeselect={false}
            required
            w={{ base: '100%', sm: 220 }}
          />
          <TextInput
            type="date"
            label={t('examReport:page.from')}
            value={form.from}
            onChange={(event) => set('from')(event.currentTarget.value)}
            error={error('from')}
            required
            w={170}
          />
          <TextInput
            type="date"
            label={t('examReport:page.to')}
            value={form.to}
            onChange={(event) => set('to')(event.currentTarget.value)}
            error={error('to')}
            required
            w={170}
          />
          <Button type="submit" mt={25}>
            {t('examReport:page.search')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
