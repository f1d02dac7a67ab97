import { Alert, Button, Group, List, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { localised } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { examProgressPath } from '@/config/paths';
import { placeDayLabel, placeTime, WizardDriveThrough } from '@/features/drive-through';
import { getPreExam } from '@/features/new-exam/api/get-pre-exam';
import { formatMoney, remainderCents } from '@/features/new-exam/model/money';
import { chosenExams, localized, orderFullPrice } from '@/features/new-exam/model/order';
import { useApi, useSession } from '@/lib/services-context';
import type { Wizard } from '../use-wizard';
import { AnimalSummary } from './animal-summary';
import { CatalogueGate } from './exams-step';
import { PatientSummary } from './patient-summary';
import { Row } from './summary-row';

/** Step 10: everything in one summary; Save → POST /pre-exams; then the protocol number. */
export function ConfirmationStep({ wizard }: { wizard: Wizard }) {
  return (
    <CatalogueGate wizard={wizard}>
      {wizard.draft.saved ? <Saved wizard={wizard} /> : <Summary wizard={wizard} />}
    </CatalogueGate>
  );
}

function Summary({ wizard }: { wizard: Wizard }) {
  const { t, i18n } = useTranslation(['newExam', 'domain', 'patientForm', 'shell']);
  const { draft, ctx, update } = wizard;
  const cnpj = useSession()?.currentWorkplace?.cnpj ?? '';
  const onHoldChange = useCallback(
    (holdId: string | null) => update((d) => ({ ...d, driveThroughHoldId: holdId })),
    [update],
  );
  const catalogue = wizard.catalogue!;
  const lang = i18n.language;
  const { order } = draft;
  const full = orderFullPrice(catalogue, order);
  const money = (cents: number) => formatMoney(cents, lang);
  const voucherExam = catalogue.exams.find((e) => e.index === order.voucherExamIndex);
  const procedure =
    order.procedure.kind === 'registration'
      ? `${t('procedure.registration')}: ${order.procedure.registrationNumber}`
      : order.procedure.kind === 'voucher'
        ? [
            `${t('procedure.voucher')}: ${order.procedure.voucherCode}`,
            voucherExam && `${t('confirmation.voucherChecked')} (${localized(voucherExam.name, lang)})`,
          ]
            .filter(Boolean)
            .join(' · ')
        : t('procedure.none');
  const combo = catalogue.combos.find((c) => c.code === order.comboCode);
  return (
    <Stack gap="md">
      <Text>{t('confirmation.intro')}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md">
          <Title order={3} size="h5" mb="xs">
            {ctx.veterinary ? t('confirmation.animal') : t('confirmation.patient')}
          </Title>
          {ctx.veterinary ? (
            <AnimalSummary animal={draft.animal} />
          ) : (
            <PatientSummary
              draft={draft}
              withGuardian={wizard.requirement !== null && wizard.requirement !== 'none'}
            />
          )}
        </Paper>
        <Paper withBorder p="md">
          <Title order={3} size="h5" mb="xs">
            {t('confirmation.order')}
          </Title>
          {combo && (
            <Text size="sm" fw={600}>
              {localized(combo.name, lang)}
            </Text>
          )}
          <List size="sm" mb="sm" aria-label={t('exams.exams')}>
            {chosenExams(catalogue, order).map((exam) => (
              <List.Item key={exam.index}>{localized(exam.name, lang)}</List.Item>
            ))}
          </List>
          <dl>
            <Row
              label={t('exams.reportLanguages')}
              value={order.reportLanguages.map((l) => t(`shell:languages.${l}`)).join(', ')}
            />
            <Row label={t('steps.procedure')} value={procedure} />
            <Row
              label={t('procedure.kit')}
              value={order.selfCollection ? (order.selfCollectionKit ?? '') : ''}
            />
            <Row
              label={t('payment.method')}
              value={order.payment.method ? t(`domain:paymentMethod.${order.payment.method}`) : ''}
            />
            <Row label={t('payment.fullPrice')} value={money(full)} />
            <Row
              label={t('payment.discount')}
              value={order.payment.discountCents ? money(order.payment.discountCents) : ''}
            />
            <Row label={t('payment.discountMotive')} value={order.payment.discountMotive} />
            <Row
              label={t('payment.displacementFee')}
              value={order.payment.displacementFeeCents ? money(order.payment.displacementFeeCents) : ''}
            />
            <Row label={t('payment.pricePaid')} value={money(order.payment.pricePaidCents)} />
            <Row
              label={t('payment.remainder')}
              value={money(remainderCents({ fullPriceCents: full, ...order.payment }))}
            />
          </dl>
        </Paper>
      </SimpleGrid>
      {!ctx.veterinary && (
        <WizardDriveThrough
          cnpj={cnpj}
          holdId={draft.driveThroughHoldId}
          onHoldChange={onHoldChange}
          problemKey={wizard.errors.find((e) => e.field === 'driveThroughHoldId')?.messageKey}
        />
      )}
    </Stack>
  );
}

function Saved({ wizard }: { wizard: Wizard }) {
  const { t, i18n } = useTranslation(['newExam', 'driveThrough']);
  const saved = wizard.draft.saved!;
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" role="status" title={t('saved.title')}>
        <Stack gap={4}>
          <Text>
            {t('saved.protocol')}{' '}
            <Text component="strong" fw={700} size="xl" data-testid="protocol-number">
              {saved.protocolNumber}
            </Text>
          </Text>
          <Text>{t('saved.ready', { name: saved.name })}</Text>
          <Text size="sm">
            {t('saved.prices', {
              full: formatMoney(saved.fullPriceCents, i18n.language),
              remainder: formatMoney(saved.remainderCents, i18n.language),
            })}
          </Text>
          {saved.driveThrough && (
            <Text size="sm" data-testid="drive-through-time">
              {t('driveThrough:savedTime', {
                place: saved.driveThrough.placeName,
                day: placeDayLabel(saved.driveThrough.startsAt, saved.driveThrough.timeZone, i18n.language),
                time: placeTime(saved.driveThrough.startsAt, saved.driveThrough.timeZone),
              })}
            </Text>
          )}
        </Stack>
      </Alert>
      <StartLinks preExamId={saved.id} examIndexes={wizard.draft.order.examIndexes} />
      <Group gap="sm">
        {!wizard.ctx.veterinary && <Button onClick={wizard.startCohabitant}>{t('saved.cohabitant')}</Button>}
        <Button variant="default" onClick={wizard.startNew}>
          {t('saved.newExam')}
        </Button>
      </Group>
    </Stack>
  );
}

/** After saving: each exam of the pre-exam goes to its progress screen, where a reader is chosen. */
function StartLinks({ preExamId, examIndexes }: { preExamId: string; examIndexes: number[] }) {
  const { t, i18n } = useTranslation('newExam');
  const api = useApi();
  const cnpj = useSession()?.currentWorkplace?.cnpj ?? '';
  const detail = useQuery({
    queryKey: ['preExam', cnpj, preExamId],
    queryFn: () => getPreExam(api, cnpj, preExamId),
  });
  if (detail.isError) return null;
  if (!detail.data) {
    // The buttons' places, held while the exams load: the buttons below stay where the finger is going.
    return (
      <Group gap="sm" aria-hidden data-testid="start-links-loading">
        {examIndexes.map((index) => (
          <Skeleton key={index} height={36} width={200} radius="sm" />
        ))}
      </Group>
    );
  }
  return (
    <Group gap="sm">
      {detail.data.exams.map((exam) => (
        <Button key={exam.examRequestId} component={Link} to={examProgressPath(exam.examRequestId)}>
          {t('saved.start', { exam: localised(exam.name, i18n.language) })}
        </Button>
      ))}
    </Group>
  );
}
