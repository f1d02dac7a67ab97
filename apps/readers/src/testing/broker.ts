import { once } from 'node:events';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { Aedes } from 'aedes';

export interface TestBroker {
  url: string;
  broker: Aedes;
  /** Credentials each client id connected with, as the broker saw them. */
  logins: Map<string, { username: string | undefined; password: string | undefined }>;
  close(): Promise<void>;
}

/** A real in-process MQTT broker (Aedes, MQTT 3.1.1) on a free port of 127.0.0.1. */
export async function startTestBroker(): Promise<TestBroker> {
  const broker = await Aedes.createBroker();
  const logins: TestBroker['logins'] = new Map();
  broker.authenticate = (client, username, password, done) => {
    logins.set(client.id, { username, password: password?.toString('utf8') });
    done(null, true);
  };
  const server: Server = createServer(broker.handle);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `mqtt://127.0.0.1:${port}`,
    broker,
    logins,
    close: async () => {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
