import { Alert, Button, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { type ExamRunDetail, isLensBloodCount, lensTube3VolumeUl, readerSuitsExam } from '@ponto/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { readerStateText } from '@/components/ui/reader-status';
import { examRequestKey, examRunCalls, flowReservationCalls } from '@/entities/exam-request/api';
import { toApiError } from '@/lib/api-error';
import { readFlowReader } from '@/lib/patient-flow-reader';
import { readersQueryOptions } from '@/lib/readers';
import { useApi } from '@/lib/services-context';

/**
 * Choose a reader suited to the exam and start it (the server sends the start command). A Lens blood count
 * also needs the Flow the Lens holds and the tube 3 volume (§4, §9). A recollect shows the old capsule.
 */
export function StartPanel({ detail, cnpj }: { detail: ExamRunDetail; cnpj: string }) {
  const { t } = useTranslation(['examRun', 'readers', 'domain', 'errors']);
  const api = useApi();
  const queryClient = useQueryClient();
  const readers = useQuery(readersQueryOptions(api, cnpj));
  const suited = (readers.data ?? []).filter((reader) => readerSuitsExam(reader.family, detail.family).ok);
  const remembered = readFlowReader();
  const [readerCode, setReaderCode] = useState<string | null>(null);
  // Until the user picks one: the Flow reader chosen with 'Select Flow reader', or the only suited reader.
  const preselected = suited.some((r) => r.code === remembered)
    ? remembered
    : suited.length === 1
      ? suited[0]!.code
      : null;
  const chosen = readerCode ?? preselected;
  const bloodCount = isLensBloodCount({ code: detail.examCode, family: detail.family });
  const [volume, setVolume] = useState<number | string>('');
  const [fieldError, setFieldError] = useState<{ reader?: string; volume?: string }>({});
  const reservation = useQuery({
    queryKey: ['flowReservation', cnpj, chosen],
    queryFn: () => flowReservationCalls.get(api, cnpj, chosen!),
    enabled: bloodCount && chosen !== null,
  });
  const flows = (readers.data ?? []).filter((reader) => reader.family === 'Flow');
  const [flowCode, setFlowCode] = useState<string | null>(null);
  const reserve = useMutation({
    mutationFn: (flow: string) => flowReservationCalls.reserve(api, cnpj, chosen!, flow),
    onSuccess: (next) => queryClient.setQueryData(['flowReservation', cnpj, chosen], next),
  });
  const start = useMutation({
    mutationFn: (body: { readerCode: string; tube3VolumeUl?: number }) =>
      examRunCalls.start(api, cnpj, detail.id, body),
    onSuccess: (next) => queryClient.setQueryData(examRequestKey(cnpj, detail.id), next),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems: { reader?: string; volume?: string } = {};
    if (!chosen) problems.reader = t('examRun:start.readerRequired');
    if (
      bloodCount &&
      (typeof volume !== 'number' ||
        !Number.isInteger(volume) ||
        volume < lensTube3VolumeUl.min ||
        volume > lensTube3VolumeUl.max)
    )
      problems.volume = t('examRun:start.volumeRange', lensTube3VolumeUl);
    setFieldError(problems);
    if (problems.reader || problems.volume || !chosen) return;
    start.mutate({ readerCode: chosen, ...(bloodCount ? { tube3VolumeUl: volume as number } : {}) });
  }

  const serverError = start.error ? toApiError(start.error) : null;
  const volumeRefused = serverError?.fields.some((f) => f.field === 'tube3VolumeUl') ?? false;
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            {detail.state === 'awaitingRecollect'
              ? t('examRun:start.recollectTitle')
              : t('examRun:start.title')}
          </Title>
          {detail.oldCapsuleCode && (
            <Text size="sm">{t('examRun:start.oldCapsule', { code: detail.oldCapsuleCode })}</Text>
          )}
          {readers.isError && <ErrorAlert error={toApiError(readers.error)} />}
          {readers.isSuccess && suited.length === 0 ? (
            <Alert color="blue" variant="light" title={t('errors:NO_READERS.title')}>
              {t('examRun:start.noSuitedReader', { family: detail.family })}
            </Alert>
          ) : (
            <Select
              label={t('examRun:start.reader')}
              description={t('examRun:start.readerHint')}
              placeholder={t('examRun:start.readerPlaceholder')}
              data={suited.map((reader) => ({
                value: reader.code,
                label: `${reader.code} · ${readerStateText(t, reader)}`,
              }))}
              value={chosen}
              onChange={setReaderCode}
              error={fieldError.reader}
              maw={460}
              required
            />
          )}
          {bloodCount && (
            <>
              {reservation.data?.flow ? (
                <Text size="sm">{t('examRun:start.flowReserved', { flow: reservation.data.flow })}</Text>
              ) : (
                chosen && (
                  <Stack gap="xs">
                    <Text size="sm">{t('examRun:start.flowMissing')}</Text>
                    <Select
                      label={t('examRun:start.flow')}
                      data={flows.map((reader) => ({
                        value: reader.code,
                        label: `${reader.code} · ${readerStateText(t, reader)}`,
                      }))}
                      value={flowCode}
                      onChange={setFlowCode}
                      maw={460}
                    />
                    <Button
                      variant="light"
                      w="fit-content"
                      disabled={!flowCode}
                      loading={reserve.isPending}
                      onClick={() => flowCode && reserve.mutate(flowCode)}
                    >
                      {t('examRun:start.reserve')}
                    </Button>
                    {reserve.error && <ErrorAlert error={toApiError(reserve.error)} />}
                  </Stack>
                )
              )}
              <NumberInput
                label={t('examRun:start.volume')}
                description={t('examRun:start.volumeHint', lensTube3VolumeUl)}
                suffix=" µL"
                min={lensTube3VolumeUl.min}
                max={lensTube3VolumeUl.max}
                allowDecimal={false}
                value={volume}
                onChange={setVolume}
                error={
                  fieldError.volume ??
                  (volumeRefused ? t('examRun:start.volumeRange', lensTube3VolumeUl) : undefined)
                }
                maw={240}
                required
              />
            </>
          )}
          {serverError && !volumeRefused && <ErrorAlert error={serverError} />}
          <Button type="submit" loading={start.isPending} w="fit-content">
            {t('examRun:start.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
