import { Button, Group, Modal, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  DRIVE_THROUGH_TIME_ZONES,
  type DriveThroughPlace,
  type DriveThroughTimeZone,
  driveThroughPlaceBodySchema,
  zodIssueKey,
} from '@ponto/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { type ApiError, toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { createPlace, driveThroughKey, updatePlace } from '../api/drive-through';
import { zoneLabel } from '../model/lanes';

/** The place being edited, or 'new' for an empty form. */
export type PlaceDraft = DriveThroughPlace | 'new';

type Form = Omit<DriveThroughPlace, 'id'>;
type Field = keyof Form;
const fields: readonly string[] = ['name', 'opensAt', 'closesAt', 'timeZone', 'active'] satisfies Field[];

/** A new place starts in the browser's zone when it is one a place may have (a Lisbon pharmacy gets Lisbon). */
function blankForm(): Form {
  const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const timeZone = (DRIVE_THROUGH_TIME_ZONES as readonly string[]).includes(browser)
    ? (browser as DriveThroughTimeZone)
    : 'America/Sao_Paulo';
  return { name: '', opensAt: '', closesAt: '', timeZone, active: true };
}

/**
 * Add or change a drive-through place (managers): name, opening hours in its zone, zone, active. The
 * shared schema checks before sending; the server's refusals (a name taken) show at their fields too.
 * Turning a place off is asked first: its times leave the day view.
 */
export function PlaceModal({
  cnpj,
  draft,
  onClose,
}: {
  cnpj: string;
  draft: PlaceDraft | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['agenda', 'validation', 'common']);
  const api = useApi();
  const queryClient = useQueryClient();
  const existing = draft && draft !== 'new' ? draft : null;
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  // The checked body waiting for "Desativar local".
  const [confirmOff, setConfirmOff] = useState<Form | null>(null);

  useEffect(() => {
    if (draft === null) setForm(null);
    else if (draft === 'new') setForm(blankForm());
    else {
      const { name, opensAt, closesAt, timeZone, active } = draft;
      setForm({ name, opensAt, closesAt, timeZone, active });
    }
    setErrors({});
    setFailure(null);
    setConfirmOff(null);
  }, [draft]);

  const save = useMutation({
    mutationFn: (body: Form) =>
      existing ? updatePlace(api, cnpj, existing.id, body) : createPlace(api, cnpj, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: driveThroughKey(cnpj) });
      onClose();
    },
    onError: (cause) => {
      const error = toApiError(cause);
      const next: Partial<Record<Field, string>> = {};
      for (const f of error.fields) {
        if (fields.includes(f.field)) next[f.field as Field] = t(f.messageKey, f.params ?? {});
      }
      setErrors(next);
      setFailure(Object.keys(next).length > 0 ? null : error);
      // Back to the form, where the refused field shows.
      setConfirmOff(null);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const checked = driveThroughPlaceBodySchema.safeParse(form);
    if (!checked.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] as Field;
        next[key] ??= t(`validation:${zodIssueKey(issue)}`);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    if (existing?.active && !checked.data.active) setConfirmOff(checked.data);
    else save.mutate(checked.data);
  }

  const set = <K extends Field>(key: K, value: Form[K]) => {
    setForm((f) => (f ? { ...f, [key]: value } : f));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const field = (key: Field) => ({ error: errors[key] ?? null, errorProps: { role: 'alert' } });
  const now = new Date();

  return (
    <Modal
      opened={draft !== null}
      onClose={onClose}
      title={t(existing ? 'places.modal.editTitle' : 'places.modal.newTitle')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      {form && !confirmOff && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('places.modal.name')}
              value={form.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              maxLength={60}
              required
              data-autofocus
              {...field('name')}
            />
            <Group grow align="flex-start">
              <TextInput
                type="time"
                label={t('places.modal.opensAt')}
                value={form.opensAt}
                onChange={(e) => set('opensAt', e.currentTarget.value)}
                required
                {...field('opensAt')}
              />
              <TextInput
                type="time"
                label={t('places.modal.closesAt')}
                value={form.closesAt}
                onChange={(e) => set('closesAt', e.currentTarget.value)}
                required
                {...field('closesAt')}
              />
            </Group>
            <NativeSelect
              label={t('places.modal.timeZone')}
              description={t('places.modal.hoursHint')}
              value={form.timeZone}
              onChange={(e) => set('timeZone', e.currentTarget.value as DriveThroughTimeZone)}
              data={DRIVE_THROUGH_TIME_ZONES.map((zone) => ({ value: zone, label: zoneLabel(zone, now) }))}
              {...field('timeZone')}
            />
            <Switch
              label={t('places.modal.active')}
              description={t('places.modal.activeHint')}
              checked={form.active}
              onChange={(e) => set('active', e.currentTarget.checked)}
            />
            {failure && <ErrorAlert error={failure} />}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('back')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('places.modal.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {confirmOff && (
        <Stack gap="md">
          <Text size="sm">{t('places.modal.deactivateText', { name: confirmOff.name })}</Text>
          {failure && <ErrorAlert error={failure} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmOff(null)}>
              {t('back')}
            </Button>
            <Button color="red.8" loading={save.isPending} onClick={() => save.mutate(confirmOff)}>
              {t('places.modal.deactivateConfirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
