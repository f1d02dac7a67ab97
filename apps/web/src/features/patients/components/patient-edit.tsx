import { Alert, Stack, Text } from '@mantine/core';
import { calendarDateOf, isAnonymisedRegistration, toIsoDate } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { patientByDocumentQueryOptions, patientByIdQueryOptions } from '../api/patients';
import type { AddressFieldsSlot } from './patient-address-section';
import { PatientEditForm } from './patient-edit-form';
import { patientMissing } from './patient-edit-model';
import { Anonymised, BackToSearch } from './patient-edit-states';

export type { AddressFieldsSlot } from './patient-address-section';

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
    if (patientMissing(error, id !== undefined)) {
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
