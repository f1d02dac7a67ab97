import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLiveStatus } from '@/lib/live/live-provider';

/** The dot's colour (decorative) and the text's (AA contrast on white). */
const colours = { online: 'green', connecting: 'yellow', offline: 'red' } as const;
const textColours = { online: 'green.9', connecting: 'gray.7', offline: 'red.9' } as const;

/**
 * Live or offline, in words (never colour only): whether reader status arrives as it happens. A change is
 * announced once by screen readers (role status).
 */
export function LiveIndicator() {
  const { t } = useTranslation('network');
  const status = useLiveStatus();
  if (status === 'signedOut') return null;
  return (
    <Group gap={6} wrap="nowrap" role="status" data-live-status={status}>
      <span
        aria-hidden="true"
        style={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          flex: 'none',
          background: `var(--mantine-color-${colours[status]}-7)`,
        }}
      />
      <Text size="sm" fw={600} c={textColours[status]} style={{ whiteSpace: 'nowrap' }}>
        {t(`live.${status}`)}
      </Text>
    </Group>
  );
}
