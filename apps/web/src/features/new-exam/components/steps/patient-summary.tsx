import { useTranslation } from 'react-i18next';
import type { PatientDraft } from '@/entities/patient';
import type { WizardDraft } from '@/features/new-exam/model/draft';
import { formatDocument } from '@/lib/document-format';
import { countryName, Row } from './summary-row';

const consentKeys = ['promotions', 'reportBySms', 'shareResultWithEmployer'] as const;

function documentText(
  t: (key: string) => string,
  document: PatientDraft['document'],
  language: string,
): string {
  if (document.number.trim() === '') return '';
  const issuer = [document.issuingBody.trim(), document.state.trim()].filter(Boolean).join('/');
  return [
    `${t(`domain:documentType.${document.type}`)} ${formatDocument(document.type, document.number)}`,
    issuer,
    countryName(document.countryOfOrigin, language),
  ]
    .filter(Boolean)
    .join(' · ');
}

function addressText(address: PatientDraft['address'], language: string): string {
  return [
    `${address.street} ${address.number}`.trim(),
    address.complement,
    address.district,
    [address.city, address.state].filter(Boolean).join('/'),
    address.postalCode,
    countryName(address.country, language),
  ]
    .filter(Boolean)
    .join(', ');
}

/** The confirmation's patient: every field typed, documents printed the way each country prints them. */
export function PatientSummary({ draft, withGuardian }: { draft: WizardDraft; withGuardian: boolean }) {
  const { t, i18n } = useTranslation(['newExam', 'domain', 'patientForm']);
  const lang = i18n.language;
  const { personal, healthPlan, consents, guardian } = draft.patient;
  const choice = (group: string, value: string) => (value ? t(`domain:${group}.${value}`) : '');
  return (
    <dl>
      <Row label={t('patientForm:personal.fullName')} value={personal.fullName} />
      <Row label={t('patientForm:personal.socialName')} value={personal.socialName} />
      <Row label={t('patientForm:document.legend')} value={documentText(t, draft.patient.document, lang)} />
      <Row label={t('patientForm:personal.birthDate')} value={personal.birthDate} />
      <Row label={t('patientForm:personal.sex')} value={choice('sex', personal.sex)} />
      <Row
        label={t('patientForm:personal.genderIdentity')}
        value={choice('genderIdentity', personal.genderIdentity)}
      />
      <Row label={t('patientForm:personal.ethnicity')} value={choice('ethnicity', personal.ethnicity)} />
      <Row label={t('patientForm:personal.motherName')} value={personal.motherName} />
      <Row label={t('patientForm:personal.phone')} value={personal.phone} />
      <Row label={t('patientForm:personal.email')} value={personal.email} />
      <Row
        label={t('patientForm:healthPlan.legend')}
        value={[healthPlan.insurer, healthPlan.cardNumber].filter((s) => s.trim()).join(' · ')}
      />
      <Row
        label={t('confirmation.consents')}
        value={consentKeys
          .filter((key) => consents[key])
          .map((key) => t(`patientForm:consents.${key}`))
          .join('; ')}
      />
      <Row label={t('confirmation.address')} value={addressText(draft.patient.address, lang)} />
      {withGuardian && (
        <Row
          label={t('patientForm:guardian.legend')}
          value={[
            guardian.name,
            choice('kinship', guardian.kinship),
            documentText(t, guardian.document, lang),
            guardian.phone,
            guardian.contact,
          ]
            .filter(Boolean)
            .join(' · ')}
        />
      )}
      <Row
        label={t('confirmation.photo')}
        value={draft.photo ? t('confirmation.photoTaken') : t('confirmation.noPhoto')}
      />
    </dl>
  );
}
