import { Alert, Button, Checkbox, Group, Modal, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { type AnonymisationReason, anonymisationReasons } from '@ponto/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';
import { useApi } from '@/lib/services-context';
import { anonymiseSubject, downloadSubjectData, type RightsSubject } from '../api/patient-rights';

export interface PatientRightsProps {
  cnpj: string;
  /** A person (default), or an animal whose tutor holds the rights (VET workplaces). */
  subject?: RightsSubject;
  /** The patient's or the animal's id. */
  id: string;
  /** Called once the patient is anonymised: the page stops showing the form. */
  onAnonymised: () => void;
}

/** The texts that differ for an animal (they speak of its tutor) live under `rights.animal`. */
const keyPrefix = (subject: RightsSubject) => (subject === 'animal' ? 'rights.animal.' : 'rights.');

/**
 * The patient's data rights for the workplace's managers (docs/patient-data-rights.md): download
 * everything held about them, or anonymise them after choosing why and confirming it cannot be undone. For
 * an animal, the same for its tutor's data.
 */
export function PatientRights({ cnpj, subject = 'patient', id, onAnonymised }: PatientRightsProps) {
  const { t } = useTranslation(['patients', 'common']);
  const api = useApi();
  const [open, setOpen] = useState(false);
  const k = keyPrefix(subject);
  const exporting = useMutation({
    mutationFn: async () =>
      saveFile(
        await downloadSubjectData(api, cnpj, subject, id),
        `${subject === 'animal' ? 'animal' : 'paciente'}-${id}.zip`,
      ),
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="patient-rights-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="patient-rights-title">
          {t('rights.title')}
        </Title>
        <Text size="sm">{t(`${k}intro`)}</Text>
        <Group>
          <Button variant="default" loading={exporting.isPending} onClick={() => exporting.mutate()}>
            {t(`${k}export`)}
          </Button>
          <Button color="red" variant="outline" onClick={() => setOpen(true)}>
            {t(`${k}anonymise`)}
          </Button>
        </Group>
        {exporting.isSuccess && (
          <Text size="sm" role="status">
            {t('rights.exported')}
          </Text>
        )}
        {exporting.isError && <ErrorAlert error={toApiError(exporting.error)} />}
      </Stack>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t(`${k}confirmTitle`)}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        {open && (
          <AnonymiseForm
            cnpj={cnpj}
            subject={subject}
            id={id}
            onCancel={() => setOpen(false)}
            onDone={() => {
              setOpen(false);
              onAnonymised();
            }}
          />
        )}
      </Modal>
    </Paper>
  );
}

function AnonymiseForm({
  cnpj,
  subject,
  id,
  onCancel,
  onDone,
}: {
  cnpj: string;
  subject: RightsSubject;
  id: string;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['patients', 'validation']);
  const api = useApi();
  const [reason, setReason] = useState<AnonymisationReason | ''>('');
  const [confirmed, setConfirmed] = useState(false);
  const [checked, setChecked] = useState(false);
  const k = keyPrefix(subject);
  const anonymising = useMutation({
    mutationFn: (chosen: AnonymisationReason) => anonymiseSubject(api, cnpj, subject, id, chosen),
    onSuccess: onDone,
  });
  const error = anonymising.isError ? toApiError(anonymising.error) : null;
  const serverReasonError = error?.fields.find((f) => f.field === 'reason');
  const reasonError = checked && !reason ? t('validation:required') : undefined;
  const confirmError = checked && !confirmed ? t('patients:rights.confirmRequired') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!reason || !confirmed) return;
    anonymising.mutate(reason);
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={anonymising.isPending}>
      <Stack gap="md">
        <Alert color="red" variant="light" title={t('patients:rights.irreversibleTitle')}>
          <Text size="sm">{t(`patients:${k}irreversible`)}</Text>
        </Alert>
        <Text size="sm">{t(`patients:${k}kept`)}</Text>
        <Radio.Group
          label={t('patients:rights.reason')}
          withAsterisk
          value={reason}
          onChange={(value) => setReason(value as AnonymisationReason)}
          error={
            reasonError ??
            (serverReasonError ? t(serverReasonError.messageKey, serverReasonError.params ?? {}) : undefined)
          }
        >
          <Stack gap="xs" mt="xs">
            {anonymisationReasons.map((code) => (
              <Radio key={code} value={code} label={t(`patients:${k}reasons.${code}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Checkbox
          label={t('patients:rights.confirm')}
          checked={confirmed}
          onChange={(event) => setConfirmed(event.currentTarget.checked)}
          error={confirmError}
        />
        {error && !serverReasonError && <ErrorAlert error={error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('patients:rights.cancel')}
          </Button>
          <Button type="submit" color="red" loading={anonymising.isPending}>
            {t('patients:rights.anonymiseNow')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
