import { Anchor, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type CriticalNotice, localised } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { examProgressPath } from '@/config/paths';
import { formatMoment, formatValue, rangeText } from '../model/analyte-text';

export interface CriticalNoticeCardProps {
  notice: CriticalNotice;
  /** Open notices offer the acknowledgement. */
  onAcknowledge?: (notice: CriticalNotice) => void;
}

/** One critical notice: the patient, the exam, the values with their critical range, and who was told. */
export function CriticalNoticeCard({ notice, onAcknowledge }: CriticalNoticeCardProps) {
  const { t, i18n } = useTranslation('results');
  const locale = i18n.language;
  const headingId = `critical-notice-${notice.id}`;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {notice.patientName}
            </Title>
            <Text size="sm" c="dimmed">
              {t('notices.protocol', { protocol: notice.protocolNumber })} ·{' '}
              {localised(notice.examName, locale)} ·{' '}
              {t('notices.flaggedAt', { at: formatMoment(notice.createdAt, locale) })}
            </Text>
          </div>
          {onAcknowledge && (
            <Button
              color="red.9"
              onClick={() => onAcknowledge(notice)}
              aria-label={t('notices.acknowledgeFor', { patient: notice.patientName })}
            >
              {t('notices.acknowledge')}
            </Button>
          )}
        </Group>
        <List size="sm" spacing={2}>
          {notice.analytes.map((a) => (
            <List.Item key={a.code}>
              <Badge color="red.9" variant="filled" size="sm" mr="xs">
                {t('critical.badge')}
              </Badge>
              <Text span fw={600}>
                {localised(a.name, locale)} {formatValue(a.value, locale)}
                {a.unit ? ` ${a.unit}` : ''}
              </Text>{' '}
              <Text span c="dimmed">
                ({rangeText(a.criticalRange, t, locale)})
              </Text>
            </List.Item>
          ))}
        </List>
        {notice.acknowledgement && <AcknowledgementDetails notice={notice} />}
        <Anchor component={Link} to={examProgressPath(notice.examRequestId)} size="sm" underline="always">
          {t('critical.open')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

function AcknowledgementDetails({ notice }: { notice: CriticalNotice }) {
  const { t, i18n } = useTranslation('results');
  const ack = notice.acknowledgement!;
  const locale = i18n.language;
  const rows: Array<[string, string]> = [
    [t('notices.acknowledgedBy'), t('notices.at', { name: ack.by.name, at: formatMoment(ack.at, locale) })],
    [t('notices.told'), `${t(`notices.parties.${ack.contactedParty}`)}: ${ack.contactedName}`],
    [t('notices.how'), t(`notices.channels.${ack.channel}`)],
    [t('notices.when'), formatMoment(ack.contactedAt, locale)],
    ...(ack.readBack ? [[t('notices.readBack'), t('notices.readBackConfirmed')] as [string, string]] : []),
    ...(ack.note ? [[t('notices.note'), ack.note] as [string, string]] : []),
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4} m={0}>
      {rows.map(([term, value]) => (
        <Group key={term} gap={6} wrap="nowrap" align="baseline">
          <Text component="dt" size="sm" fw={600}>
            {term}:
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value}
          </Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}
