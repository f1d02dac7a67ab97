import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReaderOverview } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { ReaderLed, readerStateText } from '@/components/ui/reader-status';
import { currentCalibrationValidity } from '@/lib/readers';
import { isUpdating, ReaderUpdateAction, ReaderUpdateStatus } from './reader-update';

/** At or below this charge a reader is flagged as low on battery even before it says lowBattery itself. */
export const LOW_BATTERY_PERCENT = 20;

export function isLowBattery(reader: Pick<ReaderOverview, 'state' | 'batteryPercent'>): boolean {
  return (
    reader.state === 'lowBattery' ||
    (reader.batteryPercent !== null && reader.batteryPercent <= LOW_BATTERY_PERCENT)
  );
}

export function isOffline(reader: Pick<ReaderOverview, 'state'>): boolean {
  return reader.state === 'offline' || reader.state === null;
}

const calibrationColour = {
  valid: 'green.9',
  expiringSoon: 'red.9',
  expired: 'red.9',
  rejected: 'red.9',
  none: 'gray.7',
} as const;

function WifiBars({ level }: { level: number }) {
  return (
    <svg width="20" height="14" viewBox="0 0 20 14" aria-hidden="true">
      {[0, 1, 2, 3].map((bar) => (
        <rect
          key={bar}
          x={bar * 5}
          y={10 - bar * 3}
          width="3.5"
          height={4 + bar * 3}
          rx="0.5"
          fill={bar < level ? 'var(--mantine-color-ponto-8)' : 'var(--mantine-color-gray-4)'}
        />
      ))}
    </svg>
  );
}

/**
 * One reader as a tile (§2 readers): code, family, the translated status message, LED colour, battery,
 * Wi-Fi level, connection, firmware and calibration validity; low battery and offline are called out, and
 * so are firmware updates (available, in progress, required by the blacklist). With `cnpj` (the managing
 * readers tab, not the read-only /visualizar-scanners) the tile also offers 'Update firmware'.
 */
export function ReaderTile({ reader, now, cnpj }: { reader: ReaderOverview; now: number; cnpj?: string }) {
  const { t, i18n } = useTranslation(['readers', 'domain']);
  const titleId = `reader-${reader.code}`;
  const offline = isOffline(reader);
  const lowBattery = isLowBattery(reader);
  const showsUpdate = reader.updateAvailable && !isUpdating(reader) && reader.state !== 'updateSucceeded';
  const validity = currentCalibrationValidity(reader.calibration, now);
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      padding="md"
      radius="md"
      h="100%"
      data-reader={reader.code}
      data-state={reader.state ?? 'unknown'}
      style={offline ? { background: 'var(--mantine-color-gray-0)', borderStyle: 'dashed' } : undefined}
    >
      <Stack gap={6}>
        <div>
          <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {reader.code}
          </Title>
          <Text size="sm" c="dimmed">
            {t('tile.family', { family: reader.family })}
          </Text>
        </div>
        {/* Under the code, where a badge has the tile's whole width and is never cut. */}
        {(offline || lowBattery || showsUpdate) && (
          <Group gap={4}>
            {offline && (
              <Badge color="gray.8" variant="filled">
                {t('tile.offline')}
              </Badge>
            )}
            {lowBattery && (
              <Badge color="red.8" variant="filled">
                {t('tile.lowBattery')}
              </Badge>
            )}
            {showsUpdate && (
              <Badge color="ponto.8" variant="filled">
                {t('update.available')}
              </Badge>
            )}
          </Group>
        )}
        <Text fw={600} data-testid="reader-state">
          {readerStateText(t, reader)}
        </Text>
        <ReaderUpdateStatus reader={reader} />
        <ReaderLed led={reader.led} />
        <Text size="sm">
          {reader.batteryPercent === null
            ? t('tile.batteryUnknown')
            : t('tile.battery', { percent: reader.batteryPercent })}
        </Text>
        <Group gap={6} wrap="nowrap">
          {reader.wifiLevel !== null && <WifiBars level={reader.wifiLevel} />}
          <Text size="sm">
            {reader.wifiLevel === null ? t('tile.wifiUnknown') : t('tile.wifi', { level: reader.wifiLevel })}
          </Text>
        </Group>
        <Text size="sm">
          {t('tile.connection', {
            type: reader.connectionType
              ? t(`domain:connectionType.${reader.connectionType}`)
              : t('tile.unknown'),
          })}
        </Text>
        <Text size="sm">{t('tile.firmware', { version: reader.firmware ?? t('tile.unknown') })}</Text>
        <Text size="sm" fw={validity === 'valid' ? 400 : 600} c={calibrationColour[validity]}>
          {t(`tile.calibration.${validity}`, {
            time: reader.calibration.expiresAt ? time(reader.calibration.expiresAt) : '',
          })}
        </Text>
        {reader.statusAt && (
          <Text size="xs" c="dimmed">
            {t('tile.statusAt', { time: time(reader.statusAt) })}
          </Text>
        )}
        {cnpj && <ReaderUpdateAction reader={reader} cnpj={cnpj} describedBy={titleId} />}
      </Stack>
    </Card>
  );
}
