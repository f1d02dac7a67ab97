import { Badge } from '@mantine/core';
import type { UserStatus } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { userStatusColor } from '../model/operator-draft';

/** §4 user status as a badge: the status's name, never the colour alone. */
export function OperatorStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('domain');
  const { color, dark } = userStatusColor(status);
  return (
    <Badge color={color} variant="filled" c={dark ? 'dark.9' : undefined} style={{ textTransform: 'none' }}>
      {t(`userStatus.${status}`)}
    </Badge>
  );
}
