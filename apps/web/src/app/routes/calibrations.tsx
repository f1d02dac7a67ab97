import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CalibrationsPanel } from '@/features/calibrations';
import { useSession } from '@/lib/services-context';

/** /calibracoes (§2): ?leitor=<code> keeps the chosen reader in the address (reload, link). */
export default function CalibrationsPage() {
  const { t } = useTranslation('calibrations');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const workplace = session?.currentWorkplace;
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      {workplace ? (
        <CalibrationsPanel
          cnpj={workplace.cnpj}
          readerCode={params.get('leitor')}
          onReaderChange={(code) => setParams({ leitor: code }, { replace: true })}
        />
      ) : (
        <Text>{t('noWorkplace')}</Text>
      )}
    </Stack>
  );
}
