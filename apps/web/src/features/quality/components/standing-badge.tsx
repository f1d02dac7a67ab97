import { Badge } from '@mantine/core';
import type { InternalControlRow } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { standingColors, standingDate } from '../model/standing';
import { formatDay } from './format';

export function StandingBadge({ standing }: { standing: InternalControlRow['standing'] }) {
  const { t, i18n } = useTranslation('quality');
  const date = standingDate(standing);
  return (
    <Badge color={standingColors[standing.state]} variant="filled" tt="none">
      {t(`standing.${standing.state}`, { date: date ? formatDay(date, i18n.language) : '' })}
    </Badge>
  );
}
