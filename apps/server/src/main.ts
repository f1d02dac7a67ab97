// First: V8's settings apply before any other module runs.
import './platform/v8-tuning';
import { createApp } from './app';
import { DataDirInUseError } from './db/data-dir-lock';
import { ConfigError, loadConfig } from './platform/config';
import { holdTickObjectShape } from './platform/tick-object-shape';
import { demoLoginLines } from './seed/demo-network';

holdTickObjectShape();

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const app = await createApp({ config, warmUpReports: true }).catch((error: unknown) => {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(75); // EX_TEMPFAIL
    }
    throw error;
  });

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.http.log.info(`${signal} received: finishing requests, then closing jobs and the database`);
    const force = setTimeout(() => {
      app.http.log.error('the portal did not stop within 20 s; exiting');
      process.exit(1);
    }, 20_000);
    force.unref();
    app.stop().then(
      () => process.exit(0),
      (error) => {
        app.http.log.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen();
  const url = address.replace('://[::1]', '://localhost');
  const lines = [
    '',
    `Ponto is running at ${url}`,
    `API reference: ${url}/api/docs`,
    `Reader devices connect to: ${app.bus.deviceUrl()}`,
    `Metrics (Prometheus): ${app.metricsUrl()}`,
    app.embedded ? `Data: ${config.DATA_DIR} (embedded PostgreSQL)` : 'Data: PostgreSQL at DATABASE_URL',
    config.SMTP_URL
      ? 'E-mail: sent through SMTP_URL'
      : `E-mail and SMS outbox: ${url}/dev/outbox and ${config.DATA_DIR}/outbox`,
    '',
    // The demo network exists in the embedded database (seeded on its first start) or when just seeded.
    ...(app.embedded || app.seeded ? ['Demo logins (password ponto123):', ...demoLoginLines(), ''] : []),
  ];
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error('Ponto could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
