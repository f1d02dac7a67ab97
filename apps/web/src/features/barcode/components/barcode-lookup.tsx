import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ScrollTable } from '@/components/ui/scroll-table';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { findExams } from '../api/find-exams';
import { readScannedCode } from '../model/scanned-code';
import { CodeScanner } from './code-scanner';

const examPath = (id: string) => `/exame/${id}`;

/**
 * /barcode: read a label with the camera, a keyboard-mode scanner or by typing, and go to the exam it names.
 * An exam label opens its progress screen at once; a protocol number or a name lists the matching exams.
 */
export function BarcodeLookup({ cnpj }: { cnpj: string }) {
  const { t, i18n } = useTranslation(['barcode', 'domain']);
  const api = useApi();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const search = useMutation({ mutationFn: (text: string) => findExams(api, cnpj, text) });

  function lookUp(raw: string) {
    const read = readScannedCode(raw);
    if (!read) {
      setFieldError(t('barcode:code.required'));
      return;
    }
    setFieldError(null);
    if (read.kind === 'examRequest') {
      navigate(examPath(read.id));
      return;
    }
    search.mutate(read.kind === 'protocol' ? read.number : read.value);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    lookUp(code);
  }

  const items = search.data?.items ?? [];
  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Stack gap="md">
          <form onSubmit={submit} noValidate>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label={t('barcode:code.label')}
                description={t('barcode:code.description')}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                error={fieldError}
                maxLength={100}
                autoComplete="off"
                w={{ base: '100%', sm: 360 }}
              />
              <Button type="submit" loading={search.isPending}>
                {t('barcode:code.submit')}
              </Button>
            </Group>
          </form>
          <CodeScanner
            label={t('barcode:scanner.video')}
            onCode={(text) => {
              setCode(text.trim());
              lookUp(text);
            }}
          />
        </Stack>
      </Paper>
      {search.isError && <ErrorAlert error={toApiError(search.error)} />}
      {search.isSuccess &&
        (items.length === 0 ? (
          <Alert color="blue" variant="light" role="status" title={t('barcode:results.noneTitle')}>
            {t('barcode:results.none')}
          </Alert>
        ) : (
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('barcode:results.title', { count: items.length })}
            </Title>
            <ScrollTable label={t('barcode:results.title', { count: items.length })} minWidth={560}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('barcode:results.protocol')}</Table.Th>
                    <Table.Th scope="col">{t('barcode:results.patient')}</Table.Th>
                    <Table.Th scope="col">{t('barcode:results.exam')}</Table.Th>
                    <Table.Th scope="col">{t('barcode:results.state')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>{item.protocolNumber}</Table.Td>
                      <Table.Td>{item.patientName}</Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={examPath(item.id)} underline="always">
                          {item.examName[i18n.language] ?? item.examName['pt-BR'] ?? item.examCode}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{t(`domain:examState.${item.state}`)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
            {search.data?.nextCursor && <Text size="sm">{t('barcode:results.more')}</Text>}
          </Stack>
        ))}
    </Stack>
  );
}
