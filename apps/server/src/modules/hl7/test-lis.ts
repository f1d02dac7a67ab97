import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Server } from 'node-hl7-server';

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
 * A self-signed certificate for `localhost` and 127.0.0.1, made with the openssl command for this run:
 * the LIS presents it, and the sender trusts it as its only CA.
 */
export function testCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-lis-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export { freePort };
