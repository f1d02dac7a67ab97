import { Button, Group, Modal, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { Booking } from '@ponto/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { type ApiError, toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { agendaKey, deleteBooking, editBooking, saveBooking } from '../api/agenda';
import { fromInputs, toInputs } from '../model/calendar';

export type BookingDraft = { booking: Booking } | { day: Date };

interface Form {
  date: string;
  time: string;
  duration: number | string;
  patientName: string;
  phone: string;
  location: string;
  notes: string;
}

function formOf(draft: BookingDraft): Form {
  if ('booking' in draft) {
    const b = draft.booking;
    return {
      ...toInputs(new Date(b.startsAt)),
      duration: b.durationMinutes,
      patientName: b.patientName,
      phone: b.phone ?? '',
      location: b.location ?? '',
      notes: b.notes ?? '',
    };
  }
  return {
    date: toInputs(draft.day).date,
    time: '',
    duration: 15,
    patientName: '',
    phone: '',
    location: '',
    notes: '',
  };
}

/** Create or change a booking (§2 agenda): date, time, duration, patient, phone, location, notes; delete asked first. */
export function BookingModal({
  cnpj,
  draft,
  onClose,
}: {
  cnpj: string;
  draft: BookingDraft | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['agenda', 'validation', 'common']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const existing = draft && 'booking' in draft ? draft.booking : null;

  useEffect(() => {
    setForm(draft ? formOf(draft) : null);
    setErrors({});
    setFailure(null);
    setConfirmDelete(false);
  }, [draft]);

  const done = () => {
    void queryClient.invalidateQueries({ queryKey: agendaKey(cnpj) });
    onClose();
  };
  const refused = (cause: unknown) => {
    const error = toApiError(cause);
    const fieldMap: Record<string, keyof Form> = {
      startsAt: 'time',
      durationMinutes: 'duration',
      patientName: 'patientName',
      phone: 'phone',
      location: 'location',
      notes: 'notes',
    };
    const next: Partial<Record<keyof Form, string>> = {};
    for (const f of error.fields) {
      const key = fieldMap[f.field];
      if (key) next[key] = t(f.messageKey, f.params ?? {});
    }
    setErrors(next);
    setFailure(Object.keys(next).length > 0 ? null : error);
  };
  const save = useMutation({
    mutationFn: (body: Parameters<typeof saveBooking>[2]) =>
      existing ? editBooking(api, cnpj, existing.id, body) : saveBooking(api, cnpj, body),
    onSuccess: done,
    onError: refused,
  });
  const remove = useMutation({
    mutationFn: () => deleteBooking(api, cnpj, existing?.id ?? ''),
    onSuccess: done,
    onError: refused,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const next: Partial<Record<keyof Form, string>> = {};
    const startsAt = fromInputs(form.date, form.time);
    if (!form.date) next.date = t('validation:required');
    if (!form.time) next.time = t('validation:required');
    else if (!startsAt) next.time = t('validation:invalid');
    if (form.patientName.trim() === '') next.patientName = t('validation:required');
    if (typeof form.duration !== 'number') next.duration = t('validation:required');
    setErrors(next);
    if (Object.keys(next).length > 0 || !startsAt) return;
    save.mutate({
      startsAt,
      durationMinutes: Number(form.duration),
      patientName: form.patientName.trim(),
      ...(form.phone.trim() && { phone: form.phone.trim() }),
      ...(form.location.trim() && { location: form.location.trim() }),
      ...(form.notes.trim() && { notes: form.notes.trim() }),
    });
  }

  const set = (key: keyof Form) => (value: string | number) => {
    setForm((f) => (f ? { ...f, [key]: value } : f));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const field = (key: keyof Form) => ({ error: errors[key] ?? null, errorProps: { role: 'alert' } });

  return (
    <Modal
      opened={draft !== null}
      onClose={onClose}
      title={existing ? t('modal.editTitle') : t('modal.newTitle')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      {form && !confirmDelete && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Group grow align="flex-start">
              <TextInput
                type="date"
                label={t('modal.date')}
                value={form.date}
                onChange={(e) => set('date')(e.currentTarget.value)}
                required
                {...field('date')}
              />
              <TextInput
                type="time"
                label={t('modal.time')}
                value={form.time}
                onChange={(e) => set('time')(e.currentTarget.value)}
                required
                {...field('time')}
              />
            </Group>
            <NumberInput
              label={t('modal.duration')}
              value={form.duration}
              onChange={set('duration')}
              min={5}
              max={240}
              step={5}
              required
              {...field('duration')}
            />
            <TextInput
              label={t('modal.patientName')}
              value={form.patientName}
              onChange={(e) => set('patientName')(e.currentTarget.value)}
              maxLength={120}
              required
              data-autofocus
              {...field('patientName')}
            />
            <TextInput
              label={t('modal.phone')}
              value={form.phone}
              onChange={(e) => set('phone')(e.currentTarget.value)}
              maxLength={30}
              autoComplete="off"
              {...field('phone')}
            />
            <TextInput
              label={t('modal.location')}
              description={t('modal.locationHint')}
              value={form.location}
              onChange={(e) => set('location')(e.currentTarget.value)}
              maxLength={120}
              {...field('location')}
            />
            <Textarea
              label={t('modal.notes')}
              value={form.notes}
              onChange={(e) => set('notes')(e.currentTarget.value)}
              maxLength={500}
              autosize
              minRows={2}
              {...field('notes')}
            />
            {failure && <ErrorAlert error={failure} />}
            <Group justify="space-between" gap="sm">
              {existing ? (
                <Button variant="default" color="red.8" onClick={() => setConfirmDelete(true)}>
                  {t('modal.delete')}
                </Button>
              ) : (
                <span />
              )}
              <Group gap="sm">
                <Button variant="default" onClick={onClose}>
                  {t('back')}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {t('modal.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      )}
      {existing && confirmDelete && (
        <Stack gap="md">
          <Text size="sm">{t('modal.deleteText', { name: existing.patientName })}</Text>
          {failure && <ErrorAlert error={failure} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              {t('back')}
            </Button>
            <Button color="red.8" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('modal.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
