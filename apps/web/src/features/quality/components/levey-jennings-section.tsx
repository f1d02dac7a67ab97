import { Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { type LeveyJennings, localised } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ScrollTable } from '@/components/ui/scroll-table';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { leveyJenningsQueryOptions, seriesQueryOptions } from '../api/quality';
import { chartBox, chartScale, limitLabel } from '../model/chart-scale';
import { formatInstant } from './format';

/** The Levey-Jennings chart of one control material and lot, with the Westgard rules each point broke. */
export function LeveyJenningsSection({ cnpj }: { cnpj: string }) {
  const { t, i18n } = useTranslation('quality');
  const api = useApi();
  const series = useQuery(seriesQueryOptions(api, cnpj));
  const [chosen, setChosen] = useState<string | null>(null);
  const items = series.data?.items ?? [];
  const keyOf = (s: (typeof items)[number]) => `${s.exam.id}|${s.material}|${s.lot}`;
  const selected = items.find((s) => keyOf(s) === chosen) ?? items[0];
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('chart.title')}
        </Title>
        <Text size="sm">{t('chart.intro')}</Text>
      </div>
      {series.isPending && <Loader aria-label={t('loading')} />}
      {series.isError && <ErrorAlert error={toApiError(series.error)} />}
      {series.isSuccess && items.length === 0 && <Text size="sm">{t('chart.empty')}</Text>}
      {selected && (
        <>
          <Select
            label={t('chart.series')}
            data={items.map((s) => ({
              value: keyOf(s),
              label: t('chart.seriesOption', {
                exam: localised(s.exam.name, i18n.language),
                material: s.material,
                lot: s.lot,
                count: s.count,
              }),
            }))}
            value={keyOf(selected)}
            onChange={setChosen}
            allowDeselect={false}
            w={{ base: '100%', sm: 480 }}
          />
          <SeriesChart
            cnpj={cnpj}
            series={{ examId: selected.exam.id, material: selected.material, lot: selected.lot }}
          />
        </>
      )}
    </Stack>
  );
}

function SeriesChart({
  cnpj,
  series,
}: {
  cnpj: string;
  series: { examId: string; material: string; lot: string };
}) {
  const { t, i18n } = useTranslation('quality');
  const query = useQuery(leveyJenningsQueryOptions(useApi(), cnpj, series));
  if (query.isPending) return <Loader aria-label={t('loading')} />;
  if (query.isError) return <ErrorAlert error={toApiError(query.error)} />;
  return <Chart chart={query.data} language={i18n.language} />;
}

function Chart({ chart, language }: { chart: LeveyJennings; language: string }) {
  const { t } = useTranslation('quality');
  const scale = chartScale(
    chart.points.map((p) => p.value),
    chart.target,
  );
  const number = (v: number) => v.toLocaleString(language, { maximumFractionDigits: 3 });
  const flagged = chart.points.filter((p) => p.violations.length > 0);
  const summary = t('chart.summary', {
    count: chart.points.length,
    mean: number(chart.target.mean),
    sd: number(chart.target.sd),
    flagged: flagged.length,
  });
  return (
    <Stack gap="sm">
      <svg
        viewBox={`0 0 ${chartBox.width} ${chartBox.height}`}
        width="100%"
        style={{ maxWidth: chartBox.width, height: 'auto' }}
        role="img"
        aria-label={summary}
      >
        {chart.limits.map((limit) => {
          const label = limitLabel(limit.sd);
          const y = scale.y(limit.value);
          const color =
            Math.abs(limit.sd) === 3 ? '#c92a2a' : Math.abs(limit.sd) === 2 ? '#e8590c' : '#495057';
          return (
            <g key={limit.sd}>
              <line
                x1={chartBox.left}
                x2={chartBox.width - chartBox.right}
                y1={y}
                y2={y}
                stroke={color}
                strokeDasharray={limit.sd === 0 ? undefined : '4 4'}
                strokeWidth={limit.sd === 0 ? 1.5 : 1}
              />
              <text x={chartBox.left - 6} y={y + 4} textAnchor="end" fontSize={11} fill="#212529">
                {`${label.key === 'mean' ? t('chart.mean') : t('chart.sdLabel', { sd: label.sd })} ${number(limit.value)}`}
              </text>
            </g>
          );
        })}
        <polyline
          fill="none"
          stroke="#1864ab"
          strokeWidth={1.5}
          points={chart.points.map((p, i) => `${scale.x(i)},${scale.y(p.value)}`).join(' ')}
        />
        {chart.points.map((p, i) => (
          <circle
            key={p.resultId}
            cx={scale.x(i)}
            cy={scale.y(p.value)}
            r={p.violations.length > 0 ? 6 : 4}
            fill={p.violations.length > 0 ? '#c92a2a' : '#1864ab'}
            stroke="#fff"
            strokeWidth={1}
          >
            <title>{`${formatInstant(p.at, language)} · ${number(p.value)}${p.violations.length ? ` · ${p.violations.join(', ')}` : ''}`}</title>
          </circle>
        ))}
      </svg>
      <Text size="sm">{summary}</Text>
      {chart.rejected && (
        <Text size="sm" fw={700} c="red.9">
          {t('chart.rejected')}
        </Text>
      )}
      <details>
        <summary>{t('chart.values')}</summary>
        <ScrollTable label={t('chart.values')} minWidth={560}>
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('columns.date')}</Table.Th>
                <Table.Th scope="col">{t('columns.sampleCode')}</Table.Th>
                <Table.Th scope="col">{t('columns.value')}</Table.Th>
                <Table.Th scope="col">{t('columns.z')}</Table.Th>
                <Table.Th scope="col">{t('columns.westgard')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {chart.points.map((p) => (
                <Table.Tr key={p.resultId}>
                  <Table.Td>{formatInstant(p.at, language)}</Table.Td>
                  <Table.Td>{p.sampleCode}</Table.Td>
                  <Table.Td>{number(p.value)}</Table.Td>
                  <Table.Td>{number(p.z)}</Table.Td>
                  <Table.Td>{p.violations.length > 0 ? p.violations.join(', ') : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </details>
    </Stack>
  );
}
