import { Stack, Text, Title } from '@mantine/core';
import { isVeterinary } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AnimalResults } from '@/features/animals';
import { PatientResults, PatientSearchForm } from '@/features/patients';
import { useSession } from '@/lib/services-context';

/** The search in the address (?busca=): a reload, a shared link or the way back from an edit keep it. */
const SEARCH_PARAM = 'busca';

/**
 * /pacientes (§2): search the workplace's patients by name or document (§5 at least 3 characters), 'load
 * more' (§9). In a VET workplace (§6) the same page lists the veterinary patients ('Vet patients').
 */
export default function PatientsPage() {
  const { t } = useTranslation('patients');
  const session = useSession();
  const workplace = session?.currentWorkplace;
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM)?.trim() ?? '';
  const veterinary = workplace ? isVeterinary(workplace) : false;

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} size="h2">
          {t(veterinary ? 'vetTitle' : 'title')}
        </Title>
        <Text c="dimmed">{t(veterinary ? 'vetIntro' : 'intro')}</Text>
      </div>
      {workplace ? (
        <>
          <PatientSearchForm
            initial={search}
            veterinary={veterinary}
            onSearch={(text) => setParams({ [SEARCH_PARAM]: text })}
          />
          {search !== '' &&
            (veterinary ? (
              <AnimalResults cnpj={workplace.cnpj} search={search} />
            ) : (
              <PatientResults cnpj={workplace.cnpj} search={search} />
            ))}
        </>
      ) : (
        <Text>{t('noWorkplace')}</Text>
      )}
    </Stack>
  );
}
