import { Alert, Anchor, Button, Fieldset, Group, Paper, Stack, Text } from '@mantine/core';
import {
  calendarDateOf,
  type FieldError,
  guardianRequirement,
  isAnonymisedRegistration,
  type PatientRegistration,
  stripDocument,
  toIsoDate,
} from '@ponto/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { paths } from '@/config/paths';
import type { AddressDraft } from '@/entities/address';
import {
  ageOf,
  ConsentFields,
  DocumentFields,
  errorsByGroup,
  fromRegistration,
  GuardianFields,
  HealthPlanFields,
  type PatientDraft,
  PersonalDataFields,
  phoneCountryOf,
  toRegistration,
  translateErrors,
} from '@/entities/patient';
import { ApiError, toApiError } from '@/lib/api-error';
import { maskCpf } from '@/lib/masks';
import { useApi } from '@/lib/services-context';
import {
  type PatientRecord,
  patientByDocumentQueryOptions,
  patientByIdQueryOptions,
  patientsQueryKey,
  updatePatient,
} from '../api/patients';
import { patientEditPath, patientIdPath } from './patient-links';
import { PatientRights } from './patient-rights';

/** The AddressFields, handed in by the route (a feature does not import another feature). */
export type AddressFieldsSlot = ComponentType<{
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  errors?: Partial<Record<keyof AddressDraft, string>>;
  disabled?: boolean;
}>;

export interface PatientEditProps {
  cnpj: string;
  /** The document as in the address /pacientes/{document} (masked or not); unused when `id` is given. */
  document: string;
  country: string;
  /**
   * The patient's id, as in the address /pacientes/id/{id}: loads the patient by id (GET /patients/{id}),
   * which also finds an anonymised patient, whose document is gone (docs/patient-data-rights.md).
   */
  id?: string | undefined;
  AddressFields?: AddressFieldsSlot | undefined;
  /** Today as an ISO day (tests pass one): the guardian rules go by the age on this day. */
  today?: string;
  /** A manager of the workplace: offers the patient's data export and anonymisation. */
  manager?: boolean;
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'saved' }
  | { kind: 'invalid'; fields: FieldError[]; code: ApiError['code'] }
  | { kind: 'failed'; error: ApiError };

/**
 * §2 /pacientes/{document}: loads the workplace's patient (§7 get/data/v2) and edits it; /pacientes/id/{id}
 * loads it by id, and shows an anonymised patient as such.
 */
export function PatientEdit({
  cnpj,
  document,
  country,
  id,
  AddressFields,
  today,
  manager,
}: PatientEditProps) {
  const { t } = useTranslation(['patients', 'errors']);
  const api = useApi();
  const byDocument = useQuery({
    ...patientByDocumentQueryOptions(api, cnpj, document, country),
    enabled: id === undefined,
  });
  const byId = useQuery({ ...patientByIdQueryOptions(api, cnpj, id ?? ''), enabled: id !== undefined });
  const query = id === undefined ? byDocument : byId;

  if (query.isPending) {
    return (
      <Text c="dimmed" role="status">
        {t('edit.loading')}
      </Text>
    );
  }
  if (query.isError) {
    const error = toApiError(query.error);
    // By id, an address that is not an id answers 400 on the path: no such patient either.
    if (
      error.code === 'PATIENT_NOT_REGISTERED' ||
      error.code === 'NOT_FOUND' ||
      (id !== undefined && error.code === 'VALIDATION_FAILED')
    ) {
      return (
        <Alert color="blue" variant="light" title={t('edit.notFoundTitle')} role="alert">
          <Stack gap="xs">
            <Text size="sm">
              {id === undefined ? t('edit.notFound', { document }) : t('edit.notFoundById')}
            </Text>
            <BackToSearch />
          </Stack>
        </Alert>
      );
    }
    return <ErrorAlert error={error} />;
  }
  const { registration } = query.data;
  if (isAnonymisedRegistration(registration) || ('anonymisedAt' in query.data && query.data.anonymisedAt))
    return <Anonymised />;
  return (
    <PatientEditForm
      key={query.data.id}
      cnpj={cnpj}
      record={{ ...query.data, registration }}
      AddressFields={AddressFields}
      today={today ?? toIsoDate(calendarDateOf(new Date()))}
      manager={!!manager}
    />
  );
}

/** What the page shows once the patient was anonymised here: nothing of them is left to edit. */
function Anonymised() {
  const { t } = useTranslation('patients');
  return (
    <Alert color="gray" variant="light" title={t('rights.anonymisedTitle')} role="status">
      <Stack gap="xs">
        <Text size="sm">{t('rights.anonymised')}</Text>
        <BackToSearch />
      </Stack>
    </Alert>
  );
}

function BackToSearch() {
  const { t } = useTranslation('patients');
  return (
    <Anchor component={Link} to={paths.patients} underline="always" w="fit-content">
      {t('edit.back')}
    </Anchor>
  );
}

function addressLine(address: PatientRegistration['patient']['address']): string {
  return [
    [address.street, address.number].filter(Boolean).join(', '),
    address.complement,
    address.district,
    [address.city, address.state].filter(Boolean).join(' - '),
    address.postalCode,
    address.country,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The stored registration as the form shows it: a CPF masked as typed (000.000.000-00). */
function draftOf(registration: PatientRegistration): PatientDraft {
  const draft = fromRegistration(registration);
  return draft.document.type === 'cpf'
    ? { ...draft, document: { ...draft.document, number: maskCpf(draft.document.number) } }
    : draft;
}

/** Codes of a failed save that name a field of the form rather than the save as a whole. */
const fieldCodes = new Set<ApiError['code']>(['VALIDATION_FAILED', 'PATIENT_ALREADY_REGISTERED']);

function PatientEditForm({
  cnpj,
  record,
  AddressFields,
  today,
  manager,
}: {
  cnpj: string;
  record: PatientRecord;
  AddressFields: AddressFieldsSlot | undefined;
  today: string;
  manager: boolean;
}) {
  const { t } = useTranslation(['patients', 'errors', 'validation']);
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<PatientDraft>(() => draftOf(record.registration));
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [saved, setSaved] = useState(record);
  const [anonymised, setAnonymised] = useState(false);

  const age = ageOf(draft.personal, today);
  const requirement = age === null || age < 0 ? 'none' : guardianRequirement(age);
  const fields = outcome.kind === 'invalid' ? outcome.fields : [];
  const groups = errorsByGroup(fields);
  const messages = {
    document: translateErrors(t, groups.document),
    personal: translateErrors(t, groups.personal),
    healthPlan: translateErrors(t, groups.healthPlan),
    consents: translateErrors(t, groups.consents),
    address: translateErrors(t, groups.address),
    guardian: translateErrors(t, groups.guardian),
  };
  if (
    outcome.kind === 'invalid' &&
    outcome.code === 'PATIENT_ALREADY_REGISTERED' &&
    !messages.document.number
  ) {
    messages.document.number = t('errors:PATIENT_ALREADY_REGISTERED.title');
  }
  const unplaced = fields.filter(
    (f) => !Object.values(groups).some((group) => Object.values(group).includes(f)),
  );

  useEffect(() => {
    if (outcome.kind !== 'saved') return;
    const timer = setTimeout(() => setOutcome({ kind: 'idle' }), 6000);
    return () => clearTimeout(timer);
  }, [outcome]);

  const change = (next: PatientDraft) => {
    setDraft(next);
    if (outcome.kind === 'saved') setOutcome({ kind: 'idle' });
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const updated = await updatePatient(api, cnpj, saved.id, toRegistration(draft, today));
      const { patient } = updated.registration;
      queryClient.setQueryData(
        patientByDocumentQueryOptions(api, cnpj, patient.document.number, patient.document.countryOfOrigin)
          .queryKey,
        updated,
      );
      void queryClient.invalidateQueries({ queryKey: [...patientsQueryKey(cnpj), 'search'] });
      setSaved(updated);
      setDraft(draftOf(updated.registration));
      setOutcome({ kind: 'saved' });
      const before = saved.registration.patient.document;
      const number = stripDocument(patient.document.number);
      if (
        stripDocument(before.number) !== number ||
        before.countryOfOrigin !== patient.document.countryOfOrigin
      ) {
        // The address names the patient by document: follow a changed one.
        void navigate(patientEditPath(number, patient.document.countryOfOrigin), {
          replace: true,
        });
      }
    } catch (caught) {
      const error = toApiError(caught);
      // What was typed stays in the form whatever happened (§8 'patient edit failure').
      if (
        fieldCodes.has(error.code) &&
        (error.fields.length > 0 || error.code === 'PATIENT_ALREADY_REGISTERED')
      ) {
        setOutcome({ kind: 'invalid', fields: error.fields, code: error.code });
      } else {
        setOutcome({ kind: 'failed', error });
      }
    } finally {
      setSaving(false);
    }
  }

  const set = <K extends keyof PatientDraft>(key: K, value: PatientDraft[K]) =>
    change({ ...draft, [key]: value });

  if (anonymised) return <Anonymised />;

  const rights = manager && (
    <PatientRights
      cnpj={cnpj}
      id={saved.id}
      onAnonymised={() => {
        // Nothing is left to find by this document or name: the searches are stale (not refetched now).
        void queryClient.invalidateQueries({ queryKey: patientsQueryKey(cnpj), refetchType: 'none' });
        setAnonymised(true);
        // The address named the patient by a document that is gone: it names them by id now, so a reload
        // (or the link copied) still shows the anonymised patient instead of 'not found'.
        void navigate(patientIdPath(saved.id), { replace: true });
      }}
    />
  );

  return (
    <Stack gap="lg">
      <form onSubmit={save} noValidate aria-busy={saving}>
        <Stack gap="lg">
          <Text c="dimmed">{t('edit.intro')}</Text>
          <Paper withBorder p="md" radius="md">
            <Stack gap="lg">
              <DocumentFields
                value={draft.document}
                onChange={(v) => set('document', v)}
                errors={messages.document}
              />
              <PersonalDataFields
                value={draft.personal}
                onChange={(v) => set('personal', v)}
                phoneCountry={phoneCountryOf(draft)}
                errors={messages.personal}
              />
              <HealthPlanFields
                value={draft.healthPlan}
                onChange={(v) => set('healthPlan', v)}
                errors={messages.healthPlan}
              />
              <ConsentFields
                value={draft.consents}
                onChange={(v) => set('consents', v)}
                errors={messages.consents}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Fieldset legend={t('edit.address')} variant="unstyled">
              {AddressFields ? (
                <AddressFields
                  value={draft.address}
                  onChange={(v) => set('address', v)}
                  errors={messages.address}
                />
              ) : (
                <Stack gap={4}>
                  <Text size="sm">
                    {saved.registration.patient.address.street
                      ? t('edit.addressKept', { address: addressLine(saved.registration.patient.address) })
                      : t('edit.addressNone')}
                  </Text>
                  {Object.values(messages.address).map((message) => (
                    <Text key={message} size="sm" c="red.8">
                      {message}
                    </Text>
                  ))}
                </Stack>
              )}
            </Fieldset>
          </Paper>
          {requirement !== 'none' && (
            <Paper withBorder p="md" radius="md">
              <GuardianFields
                value={draft.guardian}
                onChange={(v) => set('guardian', v)}
                phoneCountry={phoneCountryOf(draft)}
                requirement={requirement}
                errors={messages.guardian}
              />
            </Paper>
          )}
          {outcome.kind === 'invalid' && (
            <Alert color="red" variant="light" title={t('edit.reviewTitle')} role="alert">
              <Stack gap={4}>
                <Text size="sm">
                  {outcome.code === 'PATIENT_ALREADY_REGISTERED'
                    ? t('errors:PATIENT_ALREADY_REGISTERED.advice')
                    : t('edit.review')}
                </Text>
                {unplaced.map((f) => (
                  <Text key={`${f.field}:${f.messageKey}`} size="sm">
                    {t(f.messageKey, f.params ?? {})}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
          {outcome.kind === 'failed' && (
            // §8 'patient edit failure' whatever went wrong (never a reload button that would lose the form).
            <ErrorAlert error={new ApiError('PATIENT_EDIT_FAILED', outcome.error.status)} />
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
      {rights}
    </Stack>
  );
}
