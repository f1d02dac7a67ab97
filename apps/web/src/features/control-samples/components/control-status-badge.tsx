import { Badge } from '@mantine/core';
import type { ControlStatus } from '@ponto/domain';
import { useTranslation } from 'react-i18next';

// Dark shades: a light badge fails contrast (axe) on white.
const colors: Record<ControlStatus, string> = {
  running: 'blue.9',
  adequate: 'teal.9',
  inadequate: 'red.9',
  failed: 'red.9',
  cancelled: 'gray.8',
};

export function ControlStatusBadge({
  status,
  size = 'md',
}: {
  status: ControlStatus;
  size?: 'md' | 'lg' | 'xl';
}) {
  const { t } = useTranslation('controlSamples');
  return (
    <Badge color={colors[status]} variant="filled" size={size}>
      {t(`status.${status}`)}
    </Badge>
  );
}
