import { Button, Group, Stack, Text } from '@mantine/core';
import type { ExamRunDetail } from '@ponto/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';
import { useApi } from '@/lib/services-context';

/**
 * §2 'open report': the report PDF in each language chosen at registration. The file comes through the
 * API client (it carries the session's token) and is saved as a download.
 */
export function ReportLinks({ detail, cnpj }: { detail: ExamRunDetail; cnpj: string }) {
  const { t } = useTranslation(['results', 'shell']);
  const api = useApi();
  const open = useMutation({
    mutationFn: async (lang: string) => {
      const blob = await api.blob(`/exam-requests/${detail.id}/report.pdf?lang=${encodeURIComponent(lang)}`, {
        headers: { cnpj },
      });
      saveFile(blob, `laudo-${detail.protocolNumber}-${lang}.pdf`);
    },
  });
  if (!detail.canOpenReport) return null;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('results:report.title')}
      </Text>
      <Group gap="sm">
        {detail.reportLanguages.map((lang) => (
          <Button
            key={lang}
            variant="default"
            loading={open.isPending && open.variables === lang}
            onClick={() => open.mutate(lang)}
          >
            {t('results:report.open', { language: t(`shell:languages.${lang}`) })}
          </Button>
        ))}
      </Group>
      {open.isError && <ErrorAlert error={toApiError(open.error)} />}
    </Stack>
  );
}
