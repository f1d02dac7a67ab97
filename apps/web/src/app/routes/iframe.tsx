import { Alert, Badge, Code, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { integrationStatusSchema } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** How often the embedded view asks again: the integrator's page shows progress without a live connection. */
const REFRESH_MS = 10_000;

/**
 * /iframe (public, §2): an exam-status view an integrator embeds in its own system, opened with its
 * integration token, the pre-exam id and the workplace tax id (…/iframe?token=…&id=…&cnpj=…). It reads
 * GET /integration/v1/pre-exams/{id}/status with that token, never a portal session.
 */
export default function IframeStatusPage() {
  const { t, i18n } = useTranslation(['developerGuide', 'domain']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const id = params.get('id') ?? '';
  const cnpj = (params.get('cnpj') ?? '').replace(/\D/g, '');
  const complete = !!(token && id && cnpj);
  const query = useQuery({
    queryKey: ['iframeStatus', id, cnpj],
    enabled: complete,
    refetchInterval: REFRESH_MS,
    retry: false,
    queryFn: async ({ signal }) => {
      const response = await fetch(
        `/integration/v1/pre-exams/${encodeURIComponent(id)}/status?cnpj=${encodeURIComponent(cnpj)}`,
        { headers: { Authorization: `Bearer ${token}` }, signal },
      );
      if (!response.ok) throw new Error(String(response.status));
      return integrationStatusSchema.parse(await response.json());
    },
  });
  const when = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' });
  return (
    <Stack gap="md" maw={640} mx="auto" p="md">
      <Title order={1} size="h3">
        {t('developerGuide:iframe.title')}
      </Title>
      {!complete ? (
        <Alert color="blue" variant="light">
          <Text size="sm">{t('developerGuide:iframe.usage')}</Text>
          <Code block tabIndex={0} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {`${window.location.origin}/iframe?token=…&id=…&cnpj=…`}
          </Code>
        </Alert>
      ) : query.isPending ? (
        <Loader aria-label={t('developerGuide:iframe.loading')} />
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {query.error.message === '401'
            ? t('developerGuide:iframe.expired')
            : t('developerGuide:iframe.failed')}
        </Alert>
      ) : (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group gap="sm">
              <Text fw={600}>{t('developerGuide:iframe.status')}</Text>
              <Badge variant="light" color="blue.9" size="lg">
                {t(`domain:apiExamStatus.${query.data.status}`)}
              </Badge>
            </Group>
            {query.data.externalId && (
              <Text size="sm">{t('developerGuide:iframe.externalId', { id: query.data.externalId })}</Text>
            )}
            {query.data.exams.length > 0 && (
              <Table>
                <Table.Caption>{t('developerGuide:iframe.exams')}</Table.Caption>
                <Table.Tbody>
                  {query.data.exams.map((exam) => (
                    <Table.Tr key={exam.examIndex}>
                      <Table.Th scope="row">{exam.examCode}</Table.Th>
                      <Table.Td>{t(`domain:apiExamStatus.${exam.status}`)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <Text size="xs" c="dimmed" aria-live="polite">
              {t('developerGuide:iframe.updated', { at: when.format(new Date(query.dataUpdatedAt)) })}
            </Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
