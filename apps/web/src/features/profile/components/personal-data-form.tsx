import {
  Button,
  Fieldset,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { EMAIL_MAX, type FieldError, PERSON_NAME_MAX, type Profile, sexes } from '@ponto/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CouncilFields } from '@/components/ui/council-fields';
import { ErrorAlert } from '@/components/ui/error-alert';
import type { AddressDraft } from '@/entities/address';
import { type ApiError, toApiError } from '@/lib/api-error';
import { maskCpf } from '@/lib/masks';
import { useApi, useServices } from '@/lib/services-context';
import { profileKey, readSession, saveProfile } from '../api/profile';
import {
  type CouncilDraft,
  messagesByField,
  messagesUnder,
  type ProfileDraft,
  profileBodyOf,
  profileDraftOf,
  profileDraftProblems,
} from '../model/profile-draft';

/** The AddressFields (docs/addresses.md), handed in by the route: a feature does not import another. */
export type AddressFieldsSlot = ComponentType<{
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  errors?: Partial<Record<keyof AddressDraft, string>>;
  disabled?: boolean;
}>;

/**
 * §2 profile personal data and address, with the council data printed on result sheets. The document is
 * the login: shown, never changed here. Checked with the domain's rules before sending; the server's
 * field problems show at their fields.
 */
export function PersonalDataForm({
  profile,
  AddressFields,
}: {
  profile: Profile;
  AddressFields: AddressFieldsSlot;
}) {
  const { t } = useTranslation(['profile', 'validation', 'domain', 'errors']);
  const api = useApi();
  const services = useServices();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ProfileDraft>(() => profileDraftOf(profile));
  const [problems, setProblems] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [done, setDone] = useState(false);

  const save = useMutation({
    mutationFn: (value: ProfileDraft) => saveProfile(api, profileBodyOf(value)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileKey, saved);
      setDraft(profileDraftOf(saved));
      setDone(true);
      // The header shows the name from the session: read it again (best effort, the save already counted).
      await readSession(api)
        .then((session) => services.updateSession(session))
        .catch(() => undefined);
    },
    onError: (cause) => {
      const error = toApiError(cause);
      setProblems(error.fields);
      setFailure(error.fields.length === 0 ? error : null);
    },
  });

  const messages = messagesByField(problems, (key, params) => t(key, params) as string);
  const update = (patch: Partial<ProfileDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const updateCouncil = (patch: Partial<CouncilDraft>) =>
    setDraft((current) => ({ ...current, council: { ...current.council, ...patch } }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setDone(false);
    const found = profileDraftProblems(draft);
    setProblems(found);
    if (found.length === 0) save.mutate(draft);
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="profile-personal">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="profile-personal">
            {t('personal.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            <TextInput
              label={t('personal.document')}
              value={/^\d{11}$/.test(profile.document) ? maskCpf(profile.document) : profile.document}
              description={t('personal.documentFixed')}
              readOnly
            />
            <TextInput
              label={t('personal.name')}
              value={draft.name}
              onChange={(event) => update({ name: event.currentTarget.value })}
              error={messages.name}
              maxLength={PERSON_NAME_MAX}
              autoComplete="name"
              required
            />
            <TextInput
              type="date"
              label={t('personal.birthDate')}
              value={draft.birthDate}
              onChange={(event) => update({ birthDate: event.currentTarget.value })}
              error={messages.birthDate}
            />
            <NativeSelect
              label={t('personal.sex')}
              value={draft.sex}
              onChange={(event) => update({ sex: event.currentTarget.value as ProfileDraft['sex'] })}
              data={[
                { value: '', label: t('personal.noSex') },
                ...sexes.map((sex) => ({ value: sex, label: t(`domain:sex.${sex}`) })),
              ]}
              error={messages.sex}
            />
            <TextInput
              type="email"
              label={t('personal.email')}
              value={draft.email}
              onChange={(event) => update({ email: event.currentTarget.value })}
              error={messages.email}
              maxLength={EMAIL_MAX}
              autoComplete="email"
            />
            <TextInput
              type="tel"
              label={t('personal.phone')}
              value={draft.phone}
              onChange={(event) => update({ phone: event.currentTarget.value })}
              error={messages.phone}
              autoComplete="tel"
            />
          </SimpleGrid>
          <Fieldset legend={t('personal.address')}>
            <Stack gap="sm">
              <Text size="sm">{t('personal.addressHint')}</Text>
              <AddressFields
                value={draft.address}
                onChange={(address) => update({ address })}
                errors={messagesUnder(messages, 'address.')}
                disabled={save.isPending}
              />
            </Stack>
          </Fieldset>
          <CouncilFields value={draft.council} onChange={updateCouncil} errors={messages} />
          {problems.length > 0 && (
            <Text size="sm" c="red.8" role="alert">
              {t('personal.fixFields')}
            </Text>
          )}
          {failure && <ErrorAlert error={failure} />}
          {done && (
            <Text size="sm" fw={500} role="status">
              {t('personal.done')}
            </Text>
          )}
          <Button type="submit" loading={save.isPending} w="fit-content">
            {t('personal.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
