import { Alert, Button, Group, Radio, Stack, Switch, Text, TextInput } from '@mantine/core';
import { formatDate, kitForExams } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import type { OrderDraft, ProcedureKind } from '@/features/new-exam/model/draft';
import { localized } from '@/features/new-exam/model/order';
import { messageAt } from '../field-messages';
import type { Wizard } from '../use-wizard';
import { CatalogueGate } from './exams-step';

/** Step 7: registration number or voucher (checked with the server, §8 messages), self-collection kit. */
export function ProcedureStep({ wizard }: { wizard: Wizard }) {
  return (
    <CatalogueGate wizard={wizard}>
      <ProcedureForm wizard={wizard} />
    </CatalogueGate>
  );
}

function ProcedureForm({ wizard }: { wizard: Wizard }) {
  const { t, i18n } = useTranslation('newExam');
  const catalogue = wizard.catalogue!;
  const { order } = wizard.draft;
  const setOrder = (change: (o: OrderDraft) => OrderDraft) =>
    wizard.update((d) => ({ ...d, order: change(d.order) }));
  const setProcedure = (patch: Partial<OrderDraft['procedure']>) =>
    setOrder((o) => ({ ...o, procedure: { ...o.procedure, ...patch } }));
  const kit = kitForExams(catalogue.kits, order.examIndexes);
  const voucherChecked = order.procedure.kind === 'voucher' && order.voucherExamIndex !== null;
  const voucherExam = catalogue.exams.find((e) => e.index === order.voucherExamIndex);
  const info = wizard.voucherInfo;

  return (
    <Stack gap="lg">
      <Radio.Group
        label={t('procedure.kind')}
        value={order.procedure.kind}
        onChange={(kind) => {
          wizard.setVoucherInfo(null);
          setOrder((o) => ({
            ...o,
            procedure: { ...o.procedure, kind: kind as ProcedureKind },
            voucherExamIndex: null,
          }));
        }}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="none" label={t('procedure.none')} />
          <Radio value="registration" label={t('procedure.registration')} />
          <Radio value="voucher" label={t('procedure.voucher')} />
        </Stack>
      </Radio.Group>
      {order.procedure.kind === 'registration' && (
        <TextInput
          label={t('procedure.registrationNumber')}
          value={order.procedure.registrationNumber}
          onChange={(e) => setProcedure({ registrationNumber: e.currentTarget.value })}
          error={messageAt(t, wizard.errors, 'order.procedure.registrationNumber')}
          required
          autoComplete="off"
        />
      )}
      {order.procedure.kind === 'voucher' && (
        <Stack gap="xs">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('procedure.voucherCode')}
              value={order.procedure.voucherCode}
              onChange={(e) => wizard.editVoucherCode(e.currentTarget.value)}
              error={messageAt(t, wizard.errors, 'order.procedure.voucherCode')}
              required
              autoComplete="off"
              style={{ flex: '1 1 16rem' }}
            />
            <Button
              variant="light"
              onClick={() => void wizard.checkVoucher()}
              loading={wizard.busy === 'voucher'}
              disabled={order.procedure.voucherCode.trim() === ''}
            >
              {t('procedure.checkVoucher')}
            </Button>
          </Group>
          {voucherChecked && (
            <Alert color="green" variant="light" role="status" title={t('procedure.voucherValidTitle')}>
              {t('procedure.voucherValid', {
                exam: voucherExam
                  ? localized(voucherExam.name, i18n.language)
                  : String(order.voucherExamIndex),
              })}
              {info?.remaining != null && ` ${t('procedure.voucherRemaining', { count: info.remaining })}`}
              {info?.validUntil &&
                ` ${t('procedure.voucherValidUntil', { date: formatDate(info.validUntil.slice(0, 10)) })}`}
            </Alert>
          )}
        </Stack>
      )}
      {catalogue.selfCollection && (
        <Stack gap="xs">
          <Switch
            label={t('procedure.selfCollection')}
            checked={order.selfCollection}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setOrder((o) => ({ ...o, selfCollection: on, selfCollectionKit: on && kit ? kit.code : null }));
            }}
          />
          {order.selfCollection &&
            (kit ? (
              <Radio.Group
                label={t('procedure.kit')}
                value={order.selfCollectionKit ?? ''}
                onChange={(code) => setOrder((o) => ({ ...o, selfCollectionKit: code }))}
                error={messageAt(t, wizard.errors, 'order.selfCollectionKit')}
              >
                <Radio
                  mt="xs"
                  value={kit.code}
                  label={`${localized(kit.name, i18n.language)} (${kit.code})`}
                />
              </Radio.Group>
            ) : (
              <Text c="red.8" size="sm" role="alert">
                {t('errors:NO_KITS_FOR_COMBINATION.title')}
              </Text>
            ))}
        </Stack>
      )}
    </Stack>
  );
}
