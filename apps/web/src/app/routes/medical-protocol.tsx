import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ProtocolTable } from '../../features/protocols/components/protocol-table';
import { useSession } from '../../lib/services-context';

/** /medical-protocol (§2 protocol table). */
export default function MedicalProtocolPage() {
  const { t } = useTranslation('protocols');
  const workplace = useSession()?.currentWorkplace ?? null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Button component={Link} to={paths.newExam}>
          {t('attendance')}
        </Button>
      </Group>
      {workplace ? <ProtocolTable cnpj={workplace.cnpj} /> : <Alert color="blue">{t('noWorkplace')}</Alert>}
    </Stack>
  );
}
