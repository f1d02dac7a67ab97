import { Stack, Text, Title } from '@mantine/core';
import { isVeterinary } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AddressFields } from '@/features/addresses';
import { AnimalEdit } from '@/features/animals';
import { PatientEdit, PatientRights } from '@/features/patients';
import { useSession } from '@/lib/services-context';

/**
 * /pacientes/{document} (§2 patient edit): `?country=PT` selects the document's country (§7 header
 * country, default BR). /pacientes/id/{id} is the patient by id, where the page goes once the patient is
 * anonymised (their document is gone; docs/patient-data-rights.md). In a VET workplace /pacientes/{id} edits
 * the veterinary patient.
 */
export default function PatientEditPage() {
  const { t } = useTranslation('patients');
  const session = useSession();
  const workplace = session?.currentWorkplace;
  const { document = '', id } = useParams();
  const [params] = useSearchParams();
  const country = /^[A-Za-z]{2}$/.test(params.get('country') ?? '')
    ? params.get('country')!.toUpperCase()
    : 'BR';
  const veterinary = workplace ? isVeterinary(workplace) : false;

  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} size="h2">
        {t(veterinary ? 'edit.vetTitle' : 'edit.title')}
      </Title>
      {!workplace ? (
        <Text>{t('noWorkplace')}</Text>
      ) : veterinary ? (
        <AnimalEdit
          key={id ?? document}
          cnpj={workplace.cnpj}
          id={id ?? document}
          // The tutor's data rights, for managers; the patients feature's section, for an animal.
          rights={
            session?.user.manager
              ? (onAnonymised) => (
                  <PatientRights
                    cnpj={workplace.cnpj}
                    subject="animal"
                    id={id ?? document}
                    onAnonymised={onAnonymised}
                  />
                )
              : undefined
          }
        />
      ) : (
        <PatientEdit
          key={id === undefined ? `${country}:${document}` : `id:${id}`}
          cnpj={workplace.cnpj}
          document={document}
          country={country}
          id={id}
          // The address fields, composed here (features do not import each other).
          AddressFields={AddressFields}
          manager={!!session?.user.manager}
        />
      )}
    </Stack>
  );
}
