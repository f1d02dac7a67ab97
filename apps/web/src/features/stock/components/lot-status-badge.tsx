import { Badge } from '@mantine/core';
import type { StockLot } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { lotStatus } from '../model/lot-status';

/** §9 a lot's status in words (never the colour alone): valid, expiring in n days, expired and blocked. */
export function LotStatusBadge({ lot }: { lot: Pick<StockLot, 'flag' | 'quantity' | 'daysLeft'> }) {
  const { t } = useTranslation('stock');
  const status = lotStatus(lot);
  return (
    <Badge
      color={status.color}
      c={status.darkText ? 'dark.9' : undefined}
      variant="filled"
      style={{ textTransform: 'none' }}
    >
      {t(status.key, status.count === undefined ? {} : { count: status.count })}
    </Badge>
  );
}
