import { Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type ControlResult, localised, type ProviderSample } from '@ponto/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { type ApiError, toApiError } from '@/lib/api-error';
import { readersQueryOptions } from '@/lib/readers';
import { useApi } from '@/lib/services-context';
import { checkSample, startControlRun } from '../api/control-samples';
import { expectationText, sampleCodeMessage } from '../model/sample-code';
import { qualitativeName } from './qualitative-name';

/**
 * A control sample to run: its code (§5: EP or CI, else 'Formato incorreto', checked as it is typed) and
 * the reader; "Check" asks the provider and shows the sample; "Run" tells the reader to start.
 */
export function RunForm({ cnpj, onStarted }: { cnpj: string; onStarted: (run: ControlResult) => void }) {
  const { t, i18n } = useTranslation(['controlSamples', 'validation', 'domain']);
  const api = useApi();
  const readers = useQuery(readersQueryOptions(api, cnpj));
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [readerCode, setReaderCode] = useState<string | null>(null);
  const [readerError, setReaderError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [sample, setSample] = useState<ProviderSample | null>(null);

  const refused = (cause: unknown) => {
    const error = toApiError(cause);
    const atCode = error.fields.find((f) => f.field === 'sampleCode');
    setCodeError(atCode ? t(atCode.messageKey, atCode.params ?? {}) : null);
    setFailure(atCode ? null : error);
  };
  const check = useMutation({
    mutationFn: () => checkSample(api, cnpj, code.trim(), readerCode ?? ''),
    onSuccess: setSample,
    onError: refused,
  });
  const run = useMutation({
    mutationFn: () =>
      startControlRun(api, cnpj, { sampleCode: sample?.code ?? code, readerCode: readerCode ?? '' }),
    onSuccess: onStarted,
    onError: (cause) => {
      setSample(null);
      refused(cause);
    },
  });

  function validate(value: string) {
    const message = sampleCodeMessage(value);
    return message ? t(message.key, message.values ?? {}) : null;
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSample(null);
    const problem = validate(code);
    setCodeError(problem);
    setReaderError(readerCode ? null : t('validation:required'));
    if (!problem && readerCode) check.mutate();
  }

  const qualitative = (value: string) => qualitativeName(t, value);
  const number = (value: number) => value.toLocaleString(i18n.language);
  const options = (readers.data ?? []).map((r) => ({
    value: r.code,
    label: `${r.code} · ${r.family}${r.state ? ` · ${t(`domain:readerState.${r.state}`, { defaultValue: r.state })}` : ''}`,
  }));

  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('run.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('run.sampleCode')}
            description={t('run.sampleCodeHint')}
            value={code}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setCode(value);
              setSample(null);
              setCodeError(value.trim().length >= 3 ? validate(value) : null);
            }}
            error={codeError}
            errorProps={{ role: 'alert' }}
            autoComplete="off"
            maxLength={30}
            required
            w={{ base: '100%', sm: 260 }}
          />
          <Select
            label={t('run.reader')}
            description={t('run.readerHint')}
            data={options}
            value={readerCode}
            onChange={(value) => {
              setReaderCode(value);
              setReaderError(null);
              setSample(null);
            }}
            error={readerError}
            errorProps={{ role: 'alert' }}
            nothingFoundMessage={t('run.noReaders')}
            required
            w={{ base: '100%', sm: 320 }}
          />
          <Button type="submit" loading={check.isPending} mt={{ base: 0, sm: 46 }}>
            {t('run.check')}
          </Button>
        </Group>
      </form>
      {failure && <ErrorAlert error={failure} />}
      {sample && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Text fw={700}>{t('sample.title', { code: sample.code })}</Text>
            <Table variant="vertical" withTableBorder={false} layout="fixed">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={200}>{t('sample.kind')}</Table.Th>
                  <Table.Td>{t(`kinds.${sample.kind}`)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('sample.exam')}</Table.Th>
                  <Table.Td>{localised(sample.exam.name, i18n.language)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('sample.lot')}</Table.Th>
                  <Table.Td>{t('sample.lotValue', { lot: sample.lot, date: sample.lotExpiresOn })}</Table.Td>
                </Table.Tr>
                {sample.roundCode && (
                  <Table.Tr>
                    <Table.Th>{t('sample.round')}</Table.Th>
                    <Table.Td>
                      {t('sample.roundValue', {
                        round: sample.roundCode,
                        date: new Date(sample.roundClosesAt ?? '').toLocaleDateString(i18n.language),
                      })}
                    </Table.Td>
                  </Table.Tr>
                )}
                <Table.Tr>
                  <Table.Th>{t('sample.expected')}</Table.Th>
                  <Table.Td>{expectationText(sample, qualitative, number)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Group justify="flex-end">
              <Button loading={run.isPending} onClick={() => run.mutate()}>
                {t('run.start')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
