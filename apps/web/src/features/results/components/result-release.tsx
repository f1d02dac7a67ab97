import { Alert, Button, Group, Modal, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import {
  analyteField,
  type ExamRunDetail,
  formatInstantIn,
  localised,
  type QualitativeValue,
} from '@ponto/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ScrollTable } from '@/components/ui/scroll-table';
import { examRequestKey, examRequestsKey } from '@/entities/exam-request/api';
import { type ApiError, toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { rectifyResult, releaseResult } from '../api/results';
import { displayValue } from '../model/result-values';
import { AnalyteInput } from './analyte-input';
import { CriticalNotice } from './critical-notice';

/** An invalid reading (-1) is no rectify: the exam would need a recollect. */
const rectifyChoices: readonly QualitativeValue[] = [0, 1, -2];

/**
 * §2/§6 release and §4 rectify of a report: confirm its results (the analyst role, a lab analyst where
 * analysis is local), then change a released value after confirming, with the reason; the history keeps
 * every old value.
 */
export function ResultRelease({ detail, cnpj }: { detail: ExamRunDetail; cnpj: string }) {
  const { t, i18n } = useTranslation(['results', 'domain', 'validation', 'common']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'release' | 'rectify' | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  // The workplace's zone, named: the same time the printed report and the verification page show.
  const when = { format: (at: Date) => formatInstantIn(at, i18n.language, detail.timeZone) };

  const saved = async (next: ExamRunDetail) => {
    queryClient.setQueryData(examRequestKey(cnpj, next.id), next);
    await queryClient.invalidateQueries({ queryKey: examRequestsKey(cnpj) });
    setDialog(null);
  };
  const failed = (cause: unknown) => {
    const error = toApiError(cause);
    const fields: Record<string, string> = {};
    for (const f of error.fields) fields[f.field] = t(f.messageKey, f.params);
    setErrors(fields);
    setFailure(Object.keys(fields).length > 0 ? null : error);
  };
  const release = useMutation({
    mutationFn: () => releaseResult(api, cnpj, detail.id),
    onSuccess: saved,
    onError: failed,
  });
  const rectify = useMutation({
    mutationFn: () =>
      rectifyResult(api, cnpj, detail.id, {
        analytes: detail.results.map((r) => ({
          code: r.analyteCode,
          value: values[r.analyteCode] ?? r.value,
        })),
        reason: reason.trim(),
        confirmed: true,
      }),
    onSuccess: saved,
    onError: failed,
  });

  const open = (which: 'release' | 'rectify') => {
    setErrors({});
    setFailure(null);
    setValues(Object.fromEntries(detail.results.map((r) => [r.analyteCode, r.value])));
    setReason('');
    setDialog(which);
  };
  const confirmRectify = () => {
    if (reason.trim().length < 3) {
      setErrors({ reason: t('results:rectify.reasonRequired') });
      return;
    }
    rectify.mutate();
  };
  const qualitativeName = (label: string) => t(`domain:qualitative.${label}`);
  const nameOf = (code: string) => {
    const result = detail.results.find((r) => r.analyteCode === code);
    return result ? localised(result.analyteName, i18n.language) : code;
  };
  const shownValue = (code: string, value: string) => {
    const result = detail.results.find((r) => r.analyteCode === code);
    return result ? displayValue({ ...result, value }, i18n.language, qualitativeName) : value;
  };

  if (detail.results.length === 0) return null;
  return (
    <Stack gap="sm">
      {detail.releasedAt ? (
        <Text size="sm">
          {t('results:release.releasedAt', { at: when.format(new Date(detail.releasedAt)) })}
        </Text>
      ) : (
        detail.state === 'ready' && <ReleaseOwner detail={detail} when={when} />
      )}
      <Group gap="sm">
        {detail.canRelease && <Button onClick={() => open('release')}>{t('results:release.open')}</Button>}
        {detail.canRectify && (
          <Button variant="light" onClick={() => open('rectify')}>
            {t('results:rectify.open')}
          </Button>
        )}
      </Group>
      {detail.revisions.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('results:rectify.history')}
          </Title>
          <ScrollTable label={t('results:rectify.history')} minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('results:table.analyte')}</Table.Th>
                  <Table.Th scope="col">{t('results:rectify.before')}</Table.Th>
                  <Table.Th scope="col">{t('results:rectify.after')}</Table.Th>
                  <Table.Th scope="col">{t('results:rectify.reason')}</Table.Th>
                  <Table.Th scope="col">{t('results:rectify.when')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.revisions.map((r) => (
                  <Table.Tr key={`${r.analyteCode}-${r.at}`}>
                    <Table.Td>{nameOf(r.analyteCode)}</Table.Td>
                    <Table.Td>{shownValue(r.analyteCode, r.oldValue)}</Table.Td>
                    <Table.Td>{shownValue(r.analyteCode, r.newValue)}</Table.Td>
                    <Table.Td>{r.reason}</Table.Td>
                    <Table.Td>{when.format(new Date(r.at))}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Stack>
      )}
      <Modal
        opened={dialog === 'release'}
        onClose={() => setDialog(null)}
        title={t('results:release.title')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('results:release.text')}</Text>
          <CriticalNotice detail={detail} />
          {failure && <ErrorAlert error={failure} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t('results:release.back')}
            </Button>
            <Button loading={release.isPending} onClick={() => release.mutate()}>
              {t('results:release.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={dialog === 'rectify'}
        onClose={() => setDialog(null)}
        title={t('results:rectify.title')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('results:rectify.text')}</Text>
          {detail.analytes
            .filter((a) => detail.results.some((r) => r.analyteCode === a.code))
            .map((analyte) => (
              <AnalyteInput
                key={analyte.code}
                analyte={analyte}
                value={values[analyte.code] ?? ''}
                error={errors[analyteField(analyte.code)] || undefined}
                choices={rectifyChoices}
                onChange={(value) => setValues((current) => ({ ...current, [analyte.code]: value }))}
              />
            ))}
          <Textarea
            label={t('results:rectify.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={errors.reason || undefined}
            maxLength={500}
            required
            autosize
            minRows={2}
          />
          {failure && <ErrorAlert error={failure} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t('results:rectify.back')}
            </Button>
            <Button loading={rectify.isPending} onClick={confirmRectify}>
              {t('results:rectify.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** Who a ready result waits for: the user themself, or the names of those who may release it and when they were told. */
function ReleaseOwner({ detail, when }: { detail: ExamRunDetail; when: { format: (at: Date) => string } }) {
  const { t } = useTranslation('results');
  if (detail.canRelease)
    return (
      <Text size="sm" fw={600}>
        {t('release.awaitingYou')}
      </Text>
    );
  if (detail.releasers.length === 0)
    return (
      <Alert color="orange" variant="light" role="status">
        {t('release.nobody')}
      </Alert>
    );
  const names = detail.releasers
    .map((person) => (person.council ? `${person.name} (${person.council})` : person.name))
    .join(', ');
  return (
    <Alert color="blue" variant="light" role="status" title={t('release.awaiting')}>
      <Text size="sm">{t('release.awaitingBy', { count: detail.releasers.length, names })}</Text>
      {detail.releaseRequestedAt && (
        <Text size="sm">{t('release.told', { at: when.format(new Date(detail.releaseRequestedAt)) })}</Text>
      )}
    </Alert>
  );
}
