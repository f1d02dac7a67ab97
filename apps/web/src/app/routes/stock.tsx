import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AddressFields } from '@/features/addresses';
import { ArrivalTab, OrdersTab } from '@/features/orders';
import { BatchesTab, RecallTab, StockTab, TransferTab } from '@/features/stock';

const tabs = ['estoque', 'pedidos', 'chegada', 'lotes', 'transferencia', 'recall'] as const;
type TabKey = (typeof tabs)[number];

/**
 * /estoque (§2 orders and inventory): my stock, my orders, confirm arrival by invoice, batches and internal
 * lots, exam transfer and lot recall, one tab each; ?aba= keeps the tab in the address so it can be shared.
 */
export default function StockPage() {
  const { t } = useTranslation('stock');
  const [params, setParams] = useSearchParams();
  const wanted = params.get('aba');
  const active: TabKey = tabs.includes(wanted as TabKey) ? (wanted as TabKey) : 'estoque';
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Tabs
        value={active}
        onChange={(value) => setParams(value && value !== 'estoque' ? { aba: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="estoque" pt="md">
          <StockTab />
        </Tabs.Panel>
        <Tabs.Panel value="pedidos" pt="md">
          {/* The address fields, composed here (features do not import each other). */}
          <OrdersTab AddressFields={AddressFields} />
        </Tabs.Panel>
        <Tabs.Panel value="chegada" pt="md">
          <ArrivalTab />
        </Tabs.Panel>
        <Tabs.Panel value="lotes" pt="md">
          <BatchesTab />
        </Tabs.Panel>
        <Tabs.Panel value="transferencia" pt="md">
          <TransferTab />
        </Tabs.Panel>
        <Tabs.Panel value="recall" pt="md">
          <RecallTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
