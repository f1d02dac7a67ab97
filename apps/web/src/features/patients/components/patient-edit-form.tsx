import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { guardianRequirement } from '@ponto/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ageOf,
  ConsentFields,
  DocumentFields,
  GuardianFields,
  HealthPlanFields,
  PersonalDataFields,
  phoneCountryOf,
} from '@/entities/patient';
import { type PatientRecord, patientsQueryKey } from '../api/patients';
import { type AddressFieldsSlot, PatientAddressSection } from './patient-address-section';
import { editMessages } from './patient-edit-model';
import { PatientEditOutcome } from './patient-edit-outcome';
import { Anonymised, BackToSearch } from './patient-edit-states';
import { patientIdPath } from './patient-links';
import { PatientRights } from './patient-rights';
import { usePatientForm } from './use-patient-form';

export interface PatientEditFormProps {
  cnpj: string;
  record: PatientRecord;
  AddressFields: AddressFieldsSlot | undefined;
  today: string;
  manager: boolean;
}

/** The loaded patient's form: the field groups, the address, the guardian while the age needs one. */
export function PatientEditForm({ cnpj, record, AddressFields, today, manager }: PatientEditFormProps) {
  const { t } = useTranslation(['patients', 'errors', 'validation']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { draft, set, saving, outcome, saved, save } = usePatientForm({ cnpj, record, today });
  const [anonymised, setAnonymised] = useState(false);

  const age = ageOf(draft.personal, today);
  const requirement = age === null || age < 0 ? 'none' : guardianRequirement(age);
  const { messages, unplaced } = editMessages(t, outcome);

  if (anonymised) return <Anonymised />;

  const rights = manager && (
    <PatientRights
      cnpj={cnpj}
      id={saved.id}
      onAnonymised={() => {
        // Nothing is left to find by this document or name: the searches are stale (not refetched yet).
        void queryClient.invalidateQueries({ queryKey: patientsQueryKey(cnpj), refetchType: 'none' });
        setAnonymised(true);
        // The address named the patient by a document that is gone: it names them by id instead, so a reload
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
            <PatientAddressSection
              AddressFields={AddressFields}
              value={draft.address}
              onChange={(v) => set('address', v)}
              errors={messages.address}
              kept={saved.registration.patient.address}
            />
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
          <PatientEditOutcome outcome={outcome} unplaced={unplaced} />
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
