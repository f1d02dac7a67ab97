import { Alert, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { LIVE_STATUS_CHECK_TIMEOUT_MS } from '@ponto/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { liveUrl } from '@/lib/live/live-client';
import { useServices } from '@/lib/services-context';
import {
  API_SLOW_MS,
  diagnose,
  LIVE_SLOW_MS,
  median,
  type NetworkMeasures,
  type Verdict,
} from '../api/diagnose';
import { measureApi, measureBroker, measureWebSocket } from '../api/measure';

const timeoutSeconds = LIVE_STATUS_CHECK_TIMEOUT_MS / 1000;

/**
 * §2 Network check: API latency (several pings: median and worst), the WebSocket to /mqtt, and the broker
 * (connect with the session token, subscribe to the workplace topic), then what is wrong in plain words.
 */
export function NetworkCheck({ cnpj }: { cnpj: string | null }) {
  const { t } = useTranslation('network');
  const services = useServices();
  const [running, setRunning] = useState(false);
  const [measures, setMeasures] = useState<NetworkMeasures | null>(null);

  async function run() {
    setRunning(true);
    setMeasures(null);
    const browserOnline = navigator.onLine;
    const api = await measureApi(services.api);
    let websocket: NetworkMeasures['websocket'] = null;
    let broker: NetworkMeasures['broker'] = null;
    if (api.samples.length > 0) {
      const url = liveUrl(window.location);
      websocket = await measureWebSocket(url, LIVE_STATUS_CHECK_TIMEOUT_MS);
      if (websocket.ok && cnpj) {
        // The broker takes the access token: renew it first when it is about to expire.
        const state = services.store.get();
        if (state && state.accessExpiresAt - Date.now() < 60_000)
          await services.api.renew().catch(() => undefined);
        const token = services.store.get()?.accessToken ?? '';
        broker = await measureBroker(
          await services.loadConnectLive(),
          url,
          token,
          cnpj,
          LIVE_STATUS_CHECK_TIMEOUT_MS,
        );
      }
    }
    setMeasures({ browserOnline, api, websocket, broker });
    setRunning(false);
  }

  return (
    <Stack gap="lg">
      <Button w="fit-content" onClick={() => void run()} loading={running}>
        {measures ? t('check.again') : t('check.run')}
      </Button>
      {running && (
        <Text role="status" size="sm">
          {t('check.running')}
        </Text>
      )}
      {measures && <Results measures={measures} />}
      <Text size="sm" c="dimmed">
        {t('check.note')}
      </Text>
    </Stack>
  );
}

function Results({ measures }: { measures: NetworkMeasures }) {
  const { t } = useTranslation('network');
  const verdicts = diagnose(measures);
  const { api, websocket, broker } = measures;
  const rows: Array<[string, string]> = [
    [
      t('check.measure.browser'),
      measures.browserOnline ? t('check.value.browserOnline') : t('check.value.browserOffline'),
    ],
    [
      t('check.measure.api'),
      api.samples.length
        ? t('check.value.api', {
            median: Math.round(median(api.samples)),
            worst: Math.max(...api.samples),
            count: api.samples.length,
          })
        : t('check.value.apiFailed', { failed: api.failed, count: api.count }),
    ],
    [
      t('check.measure.websocket'),
      !websocket
        ? t('check.value.skipped')
        : websocket.ok
          ? t('check.value.websocket', { ms: websocket.ms })
          : t('check.value.websocketFailed'),
    ],
    [t('check.measure.broker'), brokerText(t, broker)],
  ];
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Text fw={700} component="h2" size="lg">
          {t('check.results')}
        </Text>
        <Stack gap="xs" role="status">
          {verdicts.map((verdict) => (
            <Alert
              key={verdict}
              color={verdict === 'ok' ? 'green' : 'red'}
              variant="light"
              data-verdict={verdict}
            >
              <Text size="sm">{verdictText(t, verdict)}</Text>
            </Alert>
          ))}
        </Stack>
        <Table data-testid="network-measures">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w="40%">
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

function verdictText(t: T, verdict: Verdict): string {
  if (verdict === 'apiSlow') return t('check.verdict.apiSlow', { limit: API_SLOW_MS });
  if (verdict === 'slowLive') return t('check.verdict.slowLive', { limit: LIVE_SLOW_MS });
  return t(`check.verdict.${verdict}`);
}

function brokerText(t: T, broker: NetworkMeasures['broker']): string {
  switch (broker?.kind) {
    case undefined:
      return t('check.value.skipped');
    case 'ok':
      return t('check.value.broker', { connect: broker.connectMs, suback: broker.subackMs });
    case 'refused':
      return t('check.value.brokerRefused');
    case 'subscriptionRefused':
      return t('check.value.brokerSubscriptionRefused', { connect: broker.connectMs });
    case 'timeout':
      return t('check.value.brokerTimeout', { seconds: timeoutSeconds });
  }
}
