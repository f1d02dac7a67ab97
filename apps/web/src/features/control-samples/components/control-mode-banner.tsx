import { Anchor, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useApi, useSession } from '@/lib/services-context';
import { controlSessionQueryOptions } from '../api/control-samples';

/** While the user is in control-sample mode, every page says so (§4), with the way back to it. */
export function ControlModeBanner() {
  const { t } = useTranslation('controlSamples');
  const cnpj = useSession()?.currentWorkplace?.cnpj ?? null;
  const session = useQuery({ ...controlSessionQueryOptions(useApi(), cnpj ?? ''), enabled: !!cnpj });
  if (!cnpj || !session.data?.active) return null;
  return (
    <Group
      role="status"
      gap="sm"
      px="md"
      py={6}
      bg="violet.9"
      c="white"
      justify="center"
      data-testid="control-mode-banner"
    >
      <Text size="sm" fw={700} c="white">
        {t('banner')}
      </Text>
      <Anchor component={Link} to={paths.quality} size="sm" c="white" underline="always">
        {t('bannerLink')}
      </Anchor>
    </Group>
  );
}
