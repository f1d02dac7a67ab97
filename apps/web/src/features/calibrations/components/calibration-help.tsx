import { Accordion, Text } from '@mantine/core';
import { errorAdviceKey, errorTitleKey } from '@ponto/domain';
import { useTranslation } from 'react-i18next';

/** Every §8 calibration error, with what to do: what the user may meet while calibrating. */
export const calibrationErrors = [
  'CALIBRATION_FAILED',
  'CALIBRATION_NEEDED',
  'CALIBRATION_WRONG_CAPSULE',
  'CALIBRATION_WRONG_POSITION',
  'CALIBRATION_TIMEOUT',
] as const;

export function CalibrationHelp() {
  const { t } = useTranslation(['calibrations', 'errors']);
  return (
    <div>
      <Text fw={700} mb="xs" component="h2" size="lg">
        {t('help.title')}
      </Text>
      <Accordion variant="separated" chevronPosition="left">
        {calibrationErrors.map((code) => (
          <Accordion.Item key={code} value={code}>
            <Accordion.Control>{t(errorTitleKey(code))}</Accordion.Control>
            <Accordion.Panel>
              <Text size="sm">{t(errorAdviceKey(code))}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </div>
  );
}
