import { NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDraft } from '@/features/new-exam/model/draft';
import { formatMoney, remainderCents } from '@/features/new-exam/model/money';
import { orderFullPrice } from '@/features/new-exam/model/order';
import { messageAt } from '../field-messages';
import { MoneyInput } from '../money-input';
import type { Wizard } from '../use-wizard';
import { CatalogueGate } from './exams-step';

/** Step 9: method (§3), full price from the catalogue, discount and motive, fee, paid, remainder live. */
export function PaymentStep({ wizard }: { wizard: Wizard }) {
  return (
    <CatalogueGate wizard={wizard}>
      <PaymentForm wizard={wizard} />
    </CatalogueGate>
  );
}

function PaymentForm({ wizard }: { wizard: Wizard }) {
  const { t, i18n } = useTranslation(['newExam', 'domain', 'patientForm']);
  const catalogue = wizard.catalogue!;
  const { payment } = wizard.draft.order;
  const fullPrice = orderFullPrice(catalogue, wizard.draft.order);
  const remainder = remainderCents({ fullPriceCents: fullPrice, ...payment });
  const set = (patch: Partial<OrderDraft['payment']>) =>
    wizard.update((d) => ({ ...d, order: { ...d.order, payment: { ...d.order.payment, ...patch } } }));
  const error = (field: string) => messageAt(t, wizard.errors, `order.payment.${field}`);
  const money = (cents: number) => formatMoney(cents, i18n.language);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label={t('payment.method')}
          data={[
            { value: '', label: t('patientForm:choose') },
            ...catalogue.paymentMethods.map((m) => ({ value: m, label: t(`domain:paymentMethod.${m}`) })),
          ]}
          value={payment.method}
          onChange={(e) => set({ method: e.currentTarget.value as OrderDraft['payment']['method'] })}
          error={error('method')}
          required
        />
        <div>
          <Text size="sm" fw={500}>
            {t('payment.fullPrice')}
          </Text>
          <Text size="lg" fw={700} data-testid="full-price">
            {money(fullPrice)}
          </Text>
          {wizard.draft.order.voucherExamIndex !== null && (
            <Text size="xs" c="dimmed">
              {t('payment.voucherTakenOff')}
            </Text>
          )}
        </div>
        <MoneyInput
          label={t('payment.discount')}
          cents={payment.discountCents}
          onChange={(discountCents) => set({ discountCents })}
          error={error('discountCents')}
        />
        <TextInput
          label={t('payment.discountMotive')}
          value={payment.discountMotive}
          onChange={(e) => set({ discountMotive: e.currentTarget.value })}
          error={error('discountMotive')}
          required={payment.discountCents > 0}
          description={t('payment.discountMotiveHint')}
          autoComplete="off"
        />
        <MoneyInput
          label={t('payment.displacementFee')}
          cents={payment.displacementFeeCents}
          onChange={(displacementFeeCents) => set({ displacementFeeCents })}
          error={error('displacementFeeCents')}
        />
        <MoneyInput
          label={t('payment.pricePaid')}
          cents={payment.pricePaidCents}
          onChange={(pricePaidCents) => set({ pricePaidCents })}
          error={error('pricePaidCents')}
        />
      </SimpleGrid>
      <div aria-live="polite">
        <Text size="sm" fw={500}>
          {t('payment.remainder')}
        </Text>
        <Text size="lg" fw={700} c={remainder < 0 ? 'red.8' : undefined} data-testid="remainder">
          {money(remainder)}
        </Text>
      </div>
    </Stack>
  );
}
