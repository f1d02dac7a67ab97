import { Group, Text } from '@mantine/core';
import type { LedColour, ReaderOverview } from '@ponto/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The CSS colour of each §4 LED colour ('allSteady' is drawn as a rainbow ring). */
const ledPaint: Record<LedColour, string> = {
  white: '#f8f9fa',
  green: '#2f9e44',
  yellow: '#f59f00',
  cyan: '#15aabf',
  blinkingCyan: '#15aabf',
  red: '#e03131',
  magenta: '#c2255c',
  allSteady: 'conic-gradient(#e03131, #f59f00, #2f9e44, #15aabf, #c2255c, #e03131)',
};

/**
 * The reader's LED: a coloured dot and the colour's name in words (never colour only). Blinking cyan
 * blinks, unless the user asked for reduced motion (global.css).
 */
export function ReaderLed({ led }: { led: LedColour | null }) {
  const { t } = useTranslation(['readers', 'domain']);
  return (
    <Group gap={6} wrap="nowrap">
      <span
        aria-hidden="true"
        className={led === 'blinkingCyan' ? 'ponto-led ponto-led-blink' : 'ponto-led'}
        style={{ background: led ? ledPaint[led] : 'transparent' }}
      />
      <Text size="sm">
        {t('readers:tile.led', { colour: led ? t(`domain:ledColour.${led}`) : t('readers:tile.unknown') })}
      </Text>
    </Group>
  );
}

/** The translated §4 reader message ("Sending result (part 2 of 5)"); null state: never heard from. */
export function readerStateText(t: TFunction, reader: Pick<ReaderOverview, 'state' | 'progress'>): string {
  if (!reader.state) return t('readers:tile.neverConnected');
  return t(`domain:readerState.${reader.state}`, {
    part: reader.progress?.part ?? 1,
    of: reader.progress?.of ?? 1,
  });
}
