import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { EMAIL_MAX, type FieldError, type OperatorView, PERSON_NAME_MAX, sexes } from '@ponto/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CouncilFields } from '@/components/ui/council-fields';
import { ErrorAlert } from '@/components/ui/error-alert';
import { type ApiError, toApiError } from '@/lib/api-error';
import { maskCpf } from '@/lib/masks';
import { useApi } from '@/lib/services-context';
import { createOperator, operatorsKey, updateOperator } from '../api/operators';
import {
  type CouncilDraft,
  createBodyOf,
  draftProblems,
  messagesByField,
  type OperatorDraft,
  operatorDraftOf,
  patchBodyOf,
} from '../model/operator-draft';

/**
 * §2 operator create and edit form in a dialog: document (fixed once created), name, birth date, sex,
 * e-mail and the establishment (the workplace being managed), then the professional council printed on
 * result sheets. The domain's rules are checked before sending; the server's field problems show at
 * their fields.
 */
export function OperatorFormModal({
  cnpj,
  workplaceName,
  opened,
  editing,
  onClose,
  onSaved,
}: {
  cnpj: string;
  workplaceName: string;
  opened: boolean;
  /** The operator being edited; null creates one. */
  editing: OperatorView | null;
  onClose: () => void;
  onSaved: (operator: OperatorView, created: boolean) => void;
}) {
  const { t } = useTranslation(['operators', 'common']);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('form.editTitle', { name: editing.name }) : t('form.createTitle')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      size="xl"
    >
      {opened && (
        <OperatorForm
          key={editing?.id ?? 'new'}
          cnpj={cnpj}
          workplaceName={workplaceName}
          editing={editing}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

function OperatorForm({
  cnpj,
  workplaceName,
  editing,
  onClose,
  onSaved,
}: {
  cnpj: string;
  workplaceName: string;
  editing: OperatorView | null;
  onClose: () => void;
  onSaved: (operator: OperatorView, created: boolean) => void;
}) {
  const { t } = useTranslation(['operators', 'validation', 'domain', 'errors', 'common']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<OperatorDraft>(() => operatorDraftOf(editing ?? undefined));
  const [problems, setProblems] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<ApiError | null>(null);

  const save = useMutation({
    mutationFn: (value: OperatorDraft) =>
      editing
        ? updateOperator(api, cnpj, editing.id, patchBodyOf(value))
        : createOperator(api, cnpj, createBodyOf(value)),
    onSuccess: (operator) => {
      void queryClient.invalidateQueries({ queryKey: operatorsKey(cnpj) });
      onSaved(operator, editing === null);
    },
    onError: (cause) => {
      const error = toApiError(cause);
      setProblems(error.fields);
      setFailure(error.fields.length === 0 ? error : null);
    },
  });

  const messages = messagesByField(problems, (key, params) => t(key, params) as string);
  const update = (patch: Partial<OperatorDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const updateCouncil = (patch: Partial<CouncilDraft>) =>
    setDraft((current) => ({ ...current, council: { ...current.council, ...patch } }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = draftProblems(draft, editing !== null);
    setProblems(found);
    if (found.length === 0) save.mutate(draft);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {!editing && <Text size="sm">{t('form.intro')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('form.document')}
            value={editing ? draft.document : maskCpf(draft.document)}
            onChange={(event) => update({ document: maskCpf(event.currentTarget.value) })}
            error={messages.document}
            description={editing ? t('form.documentFixed') : undefined}
            disabled={editing !== null}
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <TextInput
            label={t('form.name')}
            value={draft.name}
            onChange={(event) => update({ name: event.currentTarget.value })}
            error={messages.name}
            maxLength={PERSON_NAME_MAX}
            autoComplete="off"
            required
          />
          <TextInput
            type="date"
            label={t('form.birthDate')}
            value={draft.birthDate}
            onChange={(event) => update({ birthDate: event.currentTarget.value })}
            error={messages.birthDate}
            required
          />
          <NativeSelect
            label={t('form.sex')}
            value={draft.sex}
            onChange={(event) => update({ sex: event.currentTarget.value as OperatorDraft['sex'] })}
            data={[
              { value: '', label: t('form.chooseSex') },
              ...sexes.map((sex) => ({ value: sex, label: t(`domain:sex.${sex}`) })),
            ]}
            error={messages.sex}
            required
          />
          <TextInput
            type="email"
            label={t('form.email')}
            description={editing ? undefined : t('form.emailHint')}
            value={draft.email}
            onChange={(event) => update({ email: event.currentTarget.value })}
            error={messages.email}
            maxLength={EMAIL_MAX}
            autoComplete="off"
            required
          />
          <TextInput label={t('form.establishment')} value={workplaceName} readOnly />
        </SimpleGrid>
        <CouncilFields value={draft.council} onChange={updateCouncil} errors={messages} />
        {problems.length > 0 && (
          <Text size="sm" c="red.8" role="alert">
            {t('form.fixFields')}
          </Text>
        )}
        {failure && <ErrorAlert error={failure} />}
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {editing ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
