import { Button, FileButton, Group, Loader, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { QUALITY_DOCUMENT_MAX_BYTES, type QualityDocument, type QualityFolder } from '@ponto/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ScrollTable } from '@/components/ui/scroll-table';
import { ApiError, toApiError } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';
import { useApi } from '@/lib/services-context';
import {
  deleteDocument,
  documentsQueryOptions,
  downloadDocument,
  qualityKey,
  uploadDocument,
} from '../api/quality';
import { sizeText } from '../model/document-size';
import { formatInstant } from './format';

/**
 * §2 a folder of quality documents: upload (PDF, image, office file or text up to 10 MB; the server
 * checks the content), download, and delete for managers after a confirmation. `highlight` marks the
 * document a /qualidade/drive/{id}/{name} link points at.
 */
export function DocumentsPanel({
  cnpj,
  folder,
  manager,
  highlight,
}: {
  cnpj: string;
  folder: QualityFolder;
  manager: boolean;
  highlight?: string | undefined;
}) {
  const { t, i18n } = useTranslation(['quality', 'errors', 'common']);
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery(documentsQueryOptions(api, cnpj, folder));
  const [deleting, setDeleting] = useState<QualityDocument | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: qualityKey(cnpj) });
  const upload = useMutation({
    mutationFn: (file: File) => {
      // Refused here as the server would: no point sending 10 MB to hear no.
      if (file.size > QUALITY_DOCUMENT_MAX_BYTES) throw new ApiError('QUALITY_DOCUMENT_REJECTED', 422);
      return uploadDocument(api, cnpj, folder, file);
    },
    onSuccess: (document) => {
      setUploaded(document.name);
      void refresh();
    },
  });
  const download = useMutation({
    mutationFn: async (document: QualityDocument) =>
      saveFile(await downloadDocument(api, cnpj, document.id), document.name),
  });
  const remove = useMutation({
    mutationFn: (document: QualityDocument) => deleteDocument(api, cnpj, document.id),
    onSuccess: () => {
      setDeleting(null);
      void refresh();
    },
  });
  const items = query.data?.items ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {t(`folders.${folder}`)}
          </Title>
          <Text size="sm">{t(`folders.${folder}Intro`)}</Text>
        </div>
        <FileButton
          onChange={(file) => {
            setUploaded(null);
            if (file) upload.mutate(file);
          }}
          accept=".pdf,.png,.jpg,.jpeg,.webp,.docx,.doc,.xlsx,.xls,.odt,.ods,.txt,.csv"
        >
          {(props) => (
            <Button {...props} loading={upload.isPending}>
              {t('documents.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs">{t('documents.accepted')}</Text>
      {uploaded && (
        <Text size="sm" role="status">
          {t('documents.uploaded', { name: uploaded })}
        </Text>
      )}
      {upload.isError && <ErrorAlert error={toApiError(upload.error)} />}
      {download.isError && <ErrorAlert error={toApiError(download.error)} />}
      {query.isPending && <Loader aria-label={t('loading')} />}
      {query.isError && <ErrorAlert error={toApiError(query.error)} />}
      {query.isSuccess && items.length === 0 && <Text size="sm">{t('documents.empty')}</Text>}
      {highlight && query.isSuccess && (
        <HighlightedDocument
          document={items.find((d) => d.name === highlight)}
          name={highlight}
          onDownload={(document) => download.mutate(document)}
        />
      )}
      {items.length > 0 && (
        <ScrollTable label={t(`folders.${folder}`)} minWidth={720}>
          <Table verticalSpacing="xs">
            <Table.Caption>{t(`folders.${folder}`)}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('documents.name')}</Table.Th>
                <Table.Th scope="col">{t('documents.size')}</Table.Th>
                <Table.Th scope="col">{t('documents.uploadedAt')}</Table.Th>
                <Table.Th scope="col">{t('documents.uploadedBy')}</Table.Th>
                <Table.Th scope="col">{t('columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((document) => (
                <Table.Tr
                  key={document.id}
                  aria-current={document.name === highlight ? 'true' : undefined}
                  style={
                    document.name === highlight
                      ? { outline: '2px solid var(--mantine-color-blue-8)' }
                      : undefined
                  }
                >
                  <Table.Th scope="row" fw={500}>
                    {document.name}
                  </Table.Th>
                  <Table.Td>{sizeText(document.size, i18n.language)}</Table.Td>
                  <Table.Td>{formatInstant(document.uploadedAt, i18n.language)}</Table.Td>
                  <Table.Td>{document.uploadedBy ?? '—'}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => download.mutate(document)}
                        aria-label={t('documents.downloadNamed', { name: document.name })}
                      >
                        {t('documents.download')}
                      </Button>
                      {manager && (
                        <Button
                          size="xs"
                          variant="default"
                          color="red.8"
                          onClick={() => setDeleting(document)}
                          aria-label={t('documents.deleteNamed', { name: document.name })}
                        >
                          {t('documents.delete')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('documents.deleteTitle')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('documents.deleteText', { name: deleting?.name ?? '' })}</Text>
          {remove.isError && <ErrorAlert error={toApiError(remove.error)} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('back')}
            </Button>
            <Button
              color="red.8"
              loading={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting)}
            >
              {t('documents.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** The document a /qualidade/drive/{id}/{name} link points at, with its download up front. */
function HighlightedDocument({
  document,
  name,
  onDownload,
}: {
  document: QualityDocument | undefined;
  name: string;
  onDownload: (document: QualityDocument) => void;
}) {
  const { t } = useTranslation('quality');
  if (!document) return <Text size="sm">{t('documents.highlightMissing', { name })}</Text>;
  return (
    <Paper withBorder p="sm" component="section" aria-label={t('documents.highlighted', { name })}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" fw={700}>
          {t('documents.highlighted', { name })}
        </Text>
        <Button size="xs" onClick={() => onDownload(document)}>
          {t('documents.downloadNamed', { name })}
        </Button>
      </Group>
    </Paper>
  );
}
