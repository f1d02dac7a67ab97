import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { FieldError } from '@ponto/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { paths } from '@/config/paths';
import { ApiError, toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { animalQueryOptions, animalsQueryKey, updateAnimal } from '../api/animals';
import { type AnimalDraft, fromAnimal, toAnimal } from '../model/draft';
import { AnimalFields } from './animal-fields';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'saved' }
  | { kind: 'invalid'; fields: FieldError[] }
  | { kind: 'failed'; status: number };

function BackToSearch() {
  const { t } = useTranslation('patients');
  return (
    <Anchor component={Link} to={paths.patients} underline="always" w="fit-content">
      {t('edit.back')}
    </Anchor>
  );
}

export interface AnimalEditProps {
  cnpj: string;
  id: string;
  /**
   * For managers: the data-rights section of the tutor (docs/patient-data-rights.md), composed by
   * the route (features do not import each other); it calls `onAnonymised` once the tutor's data is erased.
   */
  rights?: (onAnonymised: () => void) => ReactNode;
}

/** What the page shows for an animal whose tutor was anonymised: nothing of the tutor is left to edit. */
function Anonymised() {
  const { t } = useTranslation('patients');
  return (
    <Alert color="gray" variant="light" title={t('rights.animal.anonymisedTitle')} role="status">
      <Stack gap="xs">
        <Text size="sm">{t('rights.animal.anonymised')}</Text>
        <BackToSearch />
      </Stack>
    </Alert>
  );
}

/** §2 'Patient edit for veterinary patients': /pacientes/{id} in a VET workplace. */
export function AnimalEdit({ cnpj, id, rights }: AnimalEditProps) {
  const { t } = useTranslation('patients');
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery(animalQueryOptions(api, cnpj, id));
  const [anonymised, setAnonymised] = useState(false);
  if (query.isPending) {
    return (
      <Text c="dimmed" role="status">
        {t('edit.loading')}
      </Text>
    );
  }
  if (query.isError) {
    const error = toApiError(query.error);
    // An id that is not one (400 on the path) or another workplace's animal (404): not this workplace's.
    if (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED') {
      return (
        <Alert color="blue" variant="light" title={t('edit.notFoundTitle')} role="alert">
          <Stack gap="xs">
            <Text size="sm">{t('edit.animalNotFound')}</Text>
            <BackToSearch />
          </Stack>
        </Alert>
      );
    }
    return <ErrorAlert error={error} />;
  }
  if (anonymised || query.data.anonymisedAt) return <Anonymised />;
  return (
    <Stack gap="lg">
      <AnimalEditForm key={query.data.id} cnpj={cnpj} id={id} initial={fromAnimal(query.data.animal)} />
      {rights?.(() => {
        // Found by nobody now: the searches are stale, and this record is loaded again when next opened.
        void queryClient.invalidateQueries({ queryKey: animalsQueryKey(cnpj), refetchType: 'none' });
        setAnonymised(true);
      })}
    </Stack>
  );
}

function AnimalEditForm({ cnpj, id, initial }: { cnpj: string; id: string; initial: AnimalDraft }) {
  const { t } = useTranslation(['patients', 'errors', 'validation']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  useEffect(() => {
    if (outcome.kind !== 'saved') return;
    const timer = setTimeout(() => setOutcome({ kind: 'idle' }), 6000);
    return () => clearTimeout(timer);
  }, [outcome]);

  const errors: Record<string, string> = {};
  if (outcome.kind === 'invalid') {
    for (const f of outcome.fields) errors[f.field] ??= t(f.messageKey, f.params ?? {});
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const updated = await updateAnimal(api, cnpj, id, toAnimal(draft));
      queryClient.setQueryData(animalQueryOptions(api, cnpj, id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: [...animalsQueryKey(cnpj), 'search'] });
      setDraft(fromAnimal(updated.animal));
      setOutcome({ kind: 'saved' });
    } catch (caught) {
      const error = toApiError(caught);
      // What was typed stays in the form (§8 'patient edit failure').
      if (error.code === 'VALIDATION_FAILED' && error.fields.length > 0) {
        setOutcome({ kind: 'invalid', fields: error.fields });
      } else {
        setOutcome({ kind: 'failed', status: error.status });
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate aria-busy={saving}>
      <Stack gap="lg">
        <Text c="dimmed">{t('edit.intro')}</Text>
        <Paper withBorder p="md" radius="md">
          <AnimalFields
            value={draft}
            onChange={(next) => {
              setDraft(next);
              if (outcome.kind === 'saved') setOutcome({ kind: 'idle' });
            }}
            errors={errors}
          />
        </Paper>
        {outcome.kind === 'invalid' && (
          <Alert color="red" variant="light" title={t('edit.reviewTitle')} role="alert">
            <Text size="sm">{t('edit.review')}</Text>
          </Alert>
        )}
        {outcome.kind === 'failed' && (
          <ErrorAlert error={new ApiError('PATIENT_EDIT_FAILED', outcome.status)} />
        )}
        {outcome.kind === 'saved' && (
          <Alert color="green" variant="light" role="status" title={t('edit.saved')} />
        )}
        <Group justify="space-between">
          <BackToSearch />
          <Button type="submit" loading={saving}>
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
