import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { OperatorView } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { operatorsQueryOptions } from '../api/operators';
import { AddWorkerForm } from './add-worker-form';
import { OperatorFormModal } from './operator-form-modal';
import { OperatorsTable } from './operators-table';
import { RemoveWorkerModal } from './remove-worker-modal';

type Editor = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; operator: OperatorView };

/**
 * §2 operators of the workplace being managed (§6 managers): the list, creating and editing an operator,
 * adding someone who already has an account and removing a worker after a confirmation.
 */
export function OperatorsPanel({
  cnpj,
  workplaceName,
  selfId,
}: {
  cnpj: string;
  workplaceName: string;
  selfId: string;
}) {
  const { t } = useTranslation('operators');
  const list = useQuery(operatorsQueryOptions(useApi(), cnpj));
  const [editor, setEditor] = useState<Editor>({ mode: 'closed' });
  const [removing, setRemoving] = useState<OperatorView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {t('list.title', { workplace: workplaceName })}
        </Title>
        <Button
          onClick={() => {
            setNotice(null);
            setEditor({ mode: 'create' });
          }}
        >
          {t('form.open')}
        </Button>
      </Group>
      {notice && (
        <Paper withBorder p="sm" role="status">
          <Text size="sm" fw={500}>
            {notice}
          </Text>
        </Paper>
      )}
      {list.isPending && <Loader aria-label={t('list.loading')} />}
      {list.isError && <ErrorAlert error={toApiError(list.error)} />}
      {list.data && (
        <OperatorsTable
          operators={list.data.items}
          selfId={selfId}
          onEdit={(operator) => {
            setNotice(null);
            setEditor({ mode: 'edit', operator });
          }}
          onRemove={(operator) => {
            setNotice(null);
            setRemoving(operator);
          }}
        />
      )}
      <AddWorkerForm
        cnpj={cnpj}
        onAdded={(worker) => setNotice(t('addWorker.done', { name: worker.name }))}
      />
      <OperatorFormModal
        cnpj={cnpj}
        workplaceName={workplaceName}
        opened={editor.mode !== 'closed'}
        editing={editor.mode === 'edit' ? editor.operator : null}
        onClose={() => setEditor({ mode: 'closed' })}
        onSaved={(operator, created) => {
          setEditor({ mode: 'closed' });
          setNotice(
            created
              ? t('form.created', { name: operator.name, email: operator.email ?? '' })
              : t('form.saved', { name: operator.name }),
          );
        }}
      />
      <RemoveWorkerModal
        cnpj={cnpj}
        workplaceName={workplaceName}
        worker={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(worker) => {
          setRemoving(null);
          setNotice(t('remove.done', { name: worker.name }));
        }}
      />
    </Stack>
  );
}
