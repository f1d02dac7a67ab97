import { Alert, Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useOpenCriticalNotices } from '../api/use-open-critical-notices';

/**
 * Greets whoever signs in (or opens the portal) while the workplace has critical values waiting, on every
 * page but the list itself. Closed, it stays away until another notice arrives.
 */
export function CriticalNoticesBanner() {
  const { t } = useTranslation('results');
  const { pathname } = useLocation();
  const { count, query } = useOpenCriticalNotices();
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const ids = query.data?.items.map((notice) => notice.id) ?? [];
  const unseen = count > 0 && ids.some((id) => !closed.has(id));
  if (!unseen || pathname === paths.criticalNotices) return null;
  return (
    <Alert
      color="red.9"
      variant="filled"
      role="alert"
      mb="md"
      title={t('notices.banner.title')}
      withCloseButton
      closeButtonLabel={t('critical.dismiss')}
      onClose={() => setClosed(new Set(ids))}
    >
      <Text size="sm">{t('notices.banner.text', { count })}</Text>
      <Anchor component={Link} to={paths.criticalNotices} c="white" fw={700} underline="always" size="sm">
        {t('notices.banner.link')}
      </Anchor>
    </Alert>
  );
}
