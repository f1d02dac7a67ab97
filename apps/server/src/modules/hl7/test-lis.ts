import net from 'node:net';
import { Server } from 'node-hl7-server';
import { generate } from 'selfsigned';

export type LisAnswer = 'AA' | 'AE' | 'AR' | null;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A laboratory system for tests, from node-hl7-server: it keeps what it receives and answers the n-th
 * message (from 1) with `answer(n)`: AA, AE, AR, or nothing at all (null).
 */
export async function startLis(
  answer: (n: number) => LisAnswer = () => 'AA',
  tls?: { key: string; cert: string },
) {
  const port = await freePort();
  const received: string[] = [];
  const server = new Server({ bindAddress: '127.0.0.1', ...(tls && { tls }) });
  const inbound = server.createInbound({ port }, async (req, res) => {
    received.push(req.getMessage().toString());
    const code = answer(received.length);
    if (code) await res.sendResponse(code);
  });
  // The listener binds asynchronously; wait until it takes connections.
  for (let i = 0; i < 50; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { port, received, close: () => inbound.close(), freePort };
}

/**
 * A self-signed certificate for `localhost` and 127.0.0.1, made for this run (selfsigned, no tool of the
 * machine needed): the LIS presents it, and the sender trusts it as its only CA.
 */
export async function testCertificate(): Promise<{ key: string; cert: string }> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 86_400_000),
    extensions: [
      { name: 'basicConstraints', cA: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

export { freePort };
