import { Badge } from '@mantine/core';
import type { OrderStatus } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { statusColor } from '../model/order-draft';

/** §4 order status as a badge: the status's name, never the colour alone. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('domain');
  return (
    <Badge color={statusColor(status)} variant="light" style={{ textTransform: 'none' }}>
      {t(`orderStatus.${status}`)}
    </Badge>
  );
}
