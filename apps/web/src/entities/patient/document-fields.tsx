import { Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { type DocumentType, documentTypes } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { maskCpf } from '@/lib/masks';
import { CountrySelect } from './country-select';
import { type DocumentDraft, defaultDocumentType } from './draft';

export interface DocumentFieldsProps {
  value: DocumentDraft;
  onChange: (next: DocumentDraft) => void;
  /** Translated messages by field: type, number, countryOfOrigin, issuingBody, state. */
  errors?: Partial<Record<string, string>>;
  disabled?: boolean;
  /** The fieldset's legend (default 'Document'). */
  legend?: string;
  /** Marks the number as required (the patient's document) or optional (a guardian's). */
  required?: boolean;
}

/** Types that carry an issuing body and state (§3 'foreign document with … issuing body and state'). */
const withIssuer: readonly DocumentType[] = ['rg', 'passport', 'foreign'];

/** §3 document: type, number, country of origin, and for ids, passports and foreign documents the issuer. */
export function DocumentFields({
  value,
  onChange,
  errors = {},
  disabled,
  legend,
  required = true,
}: DocumentFieldsProps) {
  const { t } = useTranslation(['patientForm', 'domain']);
  const set = (patch: Partial<DocumentDraft>) => onChange({ ...value, ...patch });
  const typeOptions = documentTypes.map((type) => ({ value: type, label: t(`domain:documentType.${type}`) }));
  return (
    <Fieldset legend={legend ?? t('document.legend')} disabled={disabled} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CountrySelect
          label={t('document.country')}
          value={value.countryOfOrigin}
          onChange={(countryOfOrigin) =>
            // Nothing typed yet: the country's usual document is proposed (it can still be changed).
            set(
              value.number.trim() === ''
                ? { countryOfOrigin, type: defaultDocumentType(countryOfOrigin) }
                : { countryOfOrigin },
            )
          }
          error={errors.countryOfOrigin}
          required
        />
        <NativeSelect
          label={t('document.type')}
          data={typeOptions}
          value={value.type}
          onChange={(event) => {
            const type = event.currentTarget.value as DocumentType;
            set({ type, number: type === 'cpf' ? maskCpf(value.number) : value.number });
          }}
          error={errors.type}
          required
        />
        <TextInput
          label={t('document.number')}
          value={value.number}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            set({ number: value.type === 'cpf' ? maskCpf(typed) : typed });
          }}
          inputMode={
            value.type === 'cpf' || value.type === 'nif' || value.type === 'certificate' ? 'numeric' : 'text'
          }
          placeholder={value.type === 'cpf' ? '000.000.000-00' : undefined}
          description={t(`document.hint.${value.type}`)}
          error={errors.number}
          required={required}
          autoComplete="off"
        />
        {withIssuer.includes(value.type) && (
          <>
            <TextInput
              label={t('document.issuingBody')}
              value={value.issuingBody}
              onChange={(event) => set({ issuingBody: event.currentTarget.value })}
              error={errors.issuingBody}
            />
            <TextInput
              label={t('document.state')}
              value={value.state}
              onChange={(event) => set({ state: event.currentTarget.value })}
              error={errors.state}
            />
          </>
        )}
      </SimpleGrid>
    </Fieldset>
  );
}
