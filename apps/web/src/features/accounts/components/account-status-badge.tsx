import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Active or suspended, in words (never the colour alone). */
export function AccountStatusBadge({ suspended }: { suspended: boolean }) {
  const { t } = useTranslation('accounts');
  return (
    <Badge color={suspended ? 'red.8' : 'green.9'} variant="filled" style={{ textTransform: 'none' }}>
      {t(suspended ? 'status.suspended' : 'status.active')}
    </Badge>
  );
}
