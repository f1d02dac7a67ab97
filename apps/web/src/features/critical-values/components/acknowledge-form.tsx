import { Button, Checkbox, Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type ContactChannel,
  type ContactedParty,
  CRITICAL_NOTICE_NAME_MAX,
  CRITICAL_NOTICE_NOTE_MAX,
  type CriticalNotice,
  contactChannels,
  contactedParties,
  criticalNoticeAcknowledgementProblems,
  criticalNoticeAcknowledgementSchema,
  zodIssueKey,
} from '@ponto/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { criticalNoticesKey } from '@/lib/critical-notices';
import { useApi } from '@/lib/services-context';
import { acknowledgeCriticalNotice } from '../api/critical-notices';

export interface AcknowledgeFormProps {
  cnpj: string;
  notice: CriticalNotice;
  onCancel: () => void;
  onDone: (notice: CriticalNotice) => void;
}

/** A datetime-local input's value for a moment, in the browser's time zone (minutes). */
function localInputValue(at: Date): string {
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

const asIso = (local: string) => {
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
};

/** The field → its message key (`validation:…`), from the same rules the server applies. */
type Problems = Record<string, string>;

function problemsOf(body: Record<string, unknown>, now: Date): Problems {
  const parsed = criticalNoticeAcknowledgementSchema.safeParse(body);
  if (!parsed.success)
    return Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0]), `validation:${zodIssueKey(issue)}`]),
    );
  return Object.fromEntries(
    criticalNoticeAcknowledgementProblems(parsed.data, now).map((p) => [p.field, p.messageKey]),
  );
}

/**
 * Records who was told of a critical value, how, when, and that they read the values back. Checked here
 * with the domain's rules first; the server's field errors land on the same fields.
 */
export function AcknowledgeForm({ cnpj, notice, onCancel, onDone }: AcknowledgeFormProps) {
  const { t } = useTranslation(['results', 'validation']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [party, setParty] = useState<ContactedParty | ''>('');
  const [name, setName] = useState('');
  const [channel, setChannel] = useState<ContactChannel | ''>('');
  const [contactedAt, setContactedAt] = useState(() => localInputValue(new Date()));
  const [readBack, setReadBack] = useState(false);
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const acknowledging = useMutation({
    mutationFn: (body: Parameters<typeof acknowledgeCriticalNotice>[3]) =>
      acknowledgeCriticalNotice(api, cnpj, notice.id, body),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: criticalNoticesKey(cnpj) });
      onDone(saved);
    },
    onError: (error) => {
      const fields = toApiError(error).fields;
      if (fields.length > 0) setProblems(Object.fromEntries(fields.map((f) => [f.field, f.messageKey])));
    },
  });
  const error = acknowledging.isError ? toApiError(acknowledging.error) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      contactedParty: party,
      contactedName: name,
      channel,
      contactedAt: asIso(contactedAt),
      readBack: readBack || undefined,
      ...(note.trim() ? { note } : {}),
    };
    const found = problemsOf(body, new Date());
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    acknowledging.mutate(criticalNoticeAcknowledgementSchema.parse(body));
  }

  const problem = (field: string) => (problems[field] ? t(problems[field]) : undefined);

  return (
    <form onSubmit={submit} noValidate aria-busy={acknowledging.isPending}>
      <Stack gap="md">
        <Radio.Group
          label={t('notices.dialog.contactedParty')}
          withAsterisk
          value={party}
          onChange={(value) => setParty(value as ContactedParty)}
          error={problem('contactedParty')}
        >
          <Group gap="md" mt="xs">
            {contactedParties.map((code, i) => (
              // The dialog opens on the first choice, not on its close button.
              <Radio
                key={code}
                value={code}
                label={t(`notices.parties.${code}`)}
                data-autofocus={i === 0 || undefined}
              />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          label={t('notices.dialog.contactedName')}
          withAsterisk
          value={name}
          maxLength={CRITICAL_NOTICE_NAME_MAX}
          autoComplete="off"
          onChange={(event) => setName(event.currentTarget.value)}
          error={problem('contactedName')}
        />
        <Radio.Group
          label={t('notices.dialog.channel')}
          withAsterisk
          value={channel}
          onChange={(value) => setChannel(value as ContactChannel)}
          error={problem('channel')}
        >
          <Group gap="md" mt="xs">
            {contactChannels.map((code) => (
              <Radio key={code} value={code} label={t(`notices.channels.${code}`)} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          type="datetime-local"
          label={t('notices.dialog.contactedAt')}
          withAsterisk
          value={contactedAt}
          max={localInputValue(new Date())}
          onChange={(event) => setContactedAt(event.currentTarget.value)}
          error={problem('contactedAt')}
        />
        <Checkbox
          label={t('notices.dialog.readBack')}
          checked={readBack}
          onChange={(event) => setReadBack(event.currentTarget.checked)}
          error={problem('readBack')}
        />
        <Textarea
          label={t('notices.dialog.note')}
          value={note}
          maxLength={CRITICAL_NOTICE_NOTE_MAX}
          rows={3}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={problem('note')}
        />
        {error && error.fields.length === 0 && <ErrorAlert error={error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('notices.dialog.cancel')}
          </Button>
          <Button type="submit" loading={acknowledging.isPending}>
            {t('notices.dialog.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
