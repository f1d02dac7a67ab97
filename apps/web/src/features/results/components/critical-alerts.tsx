import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { localised } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { examProgressPath, paths } from '@/config/paths';
import { criticalAlerts, useCriticalAlerts } from '@/lib/live/critical-alerts';
import { useSession } from '@/lib/services-context';

/**
 * A result out of its critical range is announced to everyone of the workplace, on any page, and
 * stays until dismissed, with links to the list of critical values (where it waits for acknowledgement)
 * and to the exam.
 */
export function CriticalAlerts() {
  const { t, i18n } = useTranslation('results');
  const cnpj = useSession()?.currentWorkplace?.cnpj ?? null;
  const alerts = useCriticalAlerts().filter((alert) => alert.cnpj === cnpj);
  if (alerts.length === 0) return null;
  return (
    <Stack gap="xs" mb="md">
      {alerts.map(({ message }) => {
        const values = message.analytes
          .map(
            (a) =>
              `${localised(a.name, i18n.language)} ${formatValue(a.value, i18n.language)}${a.unit ? ` ${a.unit}` : ''}`,
          )
          .join('; ');
        return (
          <Alert
            key={message.examId}
            color="red"
            variant="light"
            role="alert"
            title={t('critical.alertTitle')}
            withCloseButton
            closeButtonLabel={t('critical.dismiss')}
            onClose={() => criticalAlerts.dismiss(message.examId)}
          >
            <Text size="sm">
              {t('critical.alertText', {
                patient: message.patient,
                protocol: message.protocolNumber,
                values,
              })}
            </Text>
            <Group gap="md">
              <Anchor
                component={Link}
                to={paths.criticalNotices}
                c="red.9"
                fw={600}
                underline="always"
                size="sm"
              >
                {t('critical.list')}
              </Anchor>
              <Anchor
                component={Link}
                to={examProgressPath(message.examId)}
                c="red.9"
                fw={600}
                underline="always"
                size="sm"
              >
                {t('critical.open')}
              </Anchor>
            </Group>
          </Alert>
        );
      })}
    </Stack>
  );
}

const formatValue = (value: string, locale: string) =>
  Number.isFinite(Number(value))
    ? new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(Number(value))
    : value;
