import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuditPanel } from '@/features/audit';
import { OperatorsPanel } from '@/features/operators';
import { useSession } from '@/lib/services-context';

/**
 * /gestao (§2 management, managers only by the route guard): the people of the current workplace, and its
 * audit trail.
 */
export default function ManagementPage() {
  const { t } = useTranslation('operators');
  const session = useSession();
  const workplace = session?.currentWorkplace;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {session && workplace ? (
        <>
          <OperatorsPanel cnpj={workplace.cnpj} workplaceName={workplace.name} selfId={session.user.id} />
          <AuditPanel cnpj={workplace.cnpj} />
        </>
      ) : (
        <Text>{t('noWorkplace')}</Text>
      )}
    </Stack>
  );
}
