import { Badge } from '@mantine/core';
import type { ControlStatus } from '@ponto/domain';
import { useTranslation } from 'react-i18next';

/** Dark shades only: a light badge fails contrast on white (axe). */
const statusColors: Record<ControlStatus, string> = {
  running: 'blue.9',
  adequate: 'teal.9',
  inadequate: 'red.9',
  failed: 'red.9',
  cancelled: 'gray.8',
};

/** A control result's status: adequate, inadequate… */
export function StatusBadge({ status }: { status: ControlStatus }) {
  const { t } = useTranslation('quality');
  return (
    <Badge color={statusColors[status]} variant="filled" tt="none">
      {t(`status.${status}`)}
    </Badge>
  );
}
