import { Alert, Anchor, List, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  LENS_READY_MS,
  POWER_BUTTON_HOLD_MS,
  POWER_SUPPLY,
  READER_UPDATE_MAX_MS,
  READER_UPDATE_MIN_MS,
} from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export const readerManuals = ['reader-wifi', 'reader-cable', 'reader-usb'] as const;
export type ReaderManual = (typeof readerManuals)[number];

const steps: Record<ReaderManual, readonly string[]> = {
  'reader-wifi': ['power', 'pairing', 'network', 'ready', 'check'],
  'reader-cable': ['cable', 'power', 'dhcp', 'ready', 'check'],
  'reader-usb': ['usb', 'power', 'share', 'ready', 'check'],
};

/** §9 setup facts, from the domain constants so that text and rules cannot drift apart. */
function facts() {
  return {
    volts: POWER_SUPPLY.volts,
    amperes: POWER_SUPPLY.amperes,
    holdSeconds: POWER_BUTTON_HOLD_MS / 1000,
    lensMinutes: LENS_READY_MS / 60_000,
    updateMin: READER_UPDATE_MIN_MS / 60_000,
    updateMax: READER_UPDATE_MAX_MS / 60_000,
  };
}

/** Reader connection tutorials (§2): Wi-Fi, cable and USB, step by step. */
export function ReaderConnectionGuide({
  manual,
  onManualChange,
}: {
  manual: ReaderManual;
  onManualChange: (manual: ReaderManual) => void;
}) {
  const { t } = useTranslation('manuals');
  const values = facts();
  return (
    <Stack gap="lg">
      <Alert color="blue" variant="light" title={t('before.title')}>
        <List size="sm" spacing={4}>
          <List.Item>{t('before.power', values)}</List.Item>
          <List.Item>{t('before.button', values)}</List.Item>
          <List.Item>{t('before.lens', values)}</List.Item>
          <List.Item>{t('before.led')}</List.Item>
        </List>
      </Alert>
      <Tabs value={manual} onChange={(value) => value && onManualChange(value as ReaderManual)}>
        <Tabs.List aria-label={t('tabs')}>
          {readerManuals.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`${name}.tab`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {readerManuals.map((name) => (
          <Tabs.Panel key={name} value={name} pt="md">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t(`${name}.title`)}
              </Title>
              <Text>{t(`${name}.intro`)}</Text>
              <List type="ordered" spacing="xs">
                {steps[name].map((step) => (
                  <List.Item key={step}>{t(`${name}.steps.${step}`, values)}</List.Item>
                ))}
              </List>
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <div>
        <Title order={2} size="h3" mb="xs">
          {t('after.title')}
        </Title>
        <List spacing="xs">
          <List.Item>{t('after.register')}</List.Item>
          <List.Item>{t('after.calibrate')}</List.Item>
          <List.Item>{t('after.update', values)}</List.Item>
          <List.Item>{t('after.firewall')}</List.Item>
        </List>
      </div>
      <Text>
        {t('after.trouble')}{' '}
        <Anchor component={Link} to={paths.networkCheck} underline="always">
          {t('after.networkCheck')}
        </Anchor>
        {' · '}
        <Anchor component={Link} to={paths.calibrations} underline="always">
          {t('after.calibrations')}
        </Anchor>
      </Text>
    </Stack>
  );
}
