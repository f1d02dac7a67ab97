import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { availableFlows, flowPaths, ProtocolTable } from '@/features/protocols';
import { useSession } from '@/lib/services-context';

/** /medical-protocol (§2 protocol table), with the flows this workplace and user may start (§6). */
export default function MedicalProtocolPage() {
  const { t } = useTranslation('protocols');
  const session = useSession();
  const workplace = session?.currentWorkplace ?? null;
  const flows = availableFlows(workplace, session?.user.permissions ?? null);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        {flows.length > 0 && (
          <Group gap="sm" wrap="wrap">
            {flows.map((flow, index) => (
              <Button
                key={flow}
                component={Link}
                to={flowPaths[flow]}
                variant={index === 0 ? 'filled' : 'default'}
              >
                {t(`flows.${flow}`)}
              </Button>
            ))}
          </Group>
        )}
      </Group>
      {workplace ? <ProtocolTable cnpj={workplace.cnpj} /> : <Alert color="blue">{t('noWorkplace')}</Alert>}
    </Stack>
  );
}
