import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QualityNav } from '@/features/quality';
import { useSession } from '@/lib/services-context';

/** The frame of every /qualidade/* page: its title, the sections, and the workplace it acts on. */
export function QualitySection({
  title,
  children,
}: {
  title: string;
  children: (cnpj: string, manager: boolean) => ReactNode;
}) {
  const { t } = useTranslation('quality');
  const session = useSession();
  const cnpj = session?.currentWorkplace?.cnpj ?? null;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <QualityNav />
      {cnpj ? children(cnpj, !!session?.user.manager) : <Text>{t('noWorkplace')}</Text>}
    </Stack>
  );
}
