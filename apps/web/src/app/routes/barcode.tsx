import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BarcodeLookup } from '@/features/barcode';
import { useSession } from '@/lib/services-context';

/** /barcode (§2): find an exam by the label on its tube, capsule bag or protocol sheet. */
export default function BarcodePage() {
  const { t } = useTranslation('barcode');
  const workplace = useSession()?.currentWorkplace ?? null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      {workplace ? (
        <BarcodeLookup cnpj={workplace.cnpj} />
      ) : (
        <Alert color="blue" variant="light">
          {t('noWorkplace')}
        </Alert>
      )}
    </Stack>
  );
}
