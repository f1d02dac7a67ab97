import { stripDocument } from '@ponto/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { type PatientDraft, toRegistration } from '@/entities/patient';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import {
  type PatientRecord,
  patientByDocumentQueryOptions,
  patientsQueryKey,
  updatePatient,
} from '../api/patients';
import { documentMoved, draftOf, type EditOutcome, outcomeOfFailure } from './patient-edit-model';
import { patientEditPath } from './patient-links';

/** How long "Saved" stays before it goes by itself. */
const SAVED_NOTICE_MS = 6000;

/**
 * The edit form's state and its save (PUT /patients/{id}): what is typed, the record as last saved, and what
 * the last save came to. What was typed stays whatever the save answers (§8 'patient edit failure').
 */
export function usePatientForm({
  cnpj,
  record,
  today,
}: {
  cnpj: string;
  record: PatientRecord;
  today: string;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<PatientDraft>(() => draftOf(record.registration));
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<EditOutcome>({ kind: 'idle' });
  const [saved, setSaved] = useState(record);

  useEffect(() => {
    if (outcome.kind !== 'saved') return;
    const timer = setTimeout(() => setOutcome({ kind: 'idle' }), SAVED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  /** Typing again takes "Saved" away: it no longer describes the form. */
  const change = (next: PatientDraft) => {
    setDraft(next);
    if (outcome.kind === 'saved') setOutcome({ kind: 'idle' });
  };

  const set = <K extends keyof PatientDraft>(key: K, value: PatientDraft[K]) =>
    change({ ...draft, [key]: value });

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
      if (documentMoved(saved.registration.patient.document, patient.document)) {
        // The address names the patient by document: follow a changed one.
        void navigate(
          patientEditPath(stripDocument(patient.document.number), patient.document.countryOfOrigin),
          {
            replace: true,
          },
        );
      }
    } catch (caught) {
      setOutcome(outcomeOfFailure(toApiError(caught)));
    } finally {
      setSaving(false);
    }
  }

  return { draft, set, saving, outcome, saved, save };
}
