import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { generate } from 'selfsigned';

/** What the stand-in received on its EHR side: one POST of a Bundle. */
export interface ReceivedBundle {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/**
 * Certificates for one run (selfsigned): a self-signed authority that is the stand-in's own certificate
 * and signs the establishment's client certificate, written as files, as the RNDS_ settings name them.
 */
export async function rndsCertificates() {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 86_400_000),
    clientCertificate: { cn: 'LABORATORIO PONTO:11222333000181' },
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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-rnds-'));
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };
  return {
    server: { key: pems.private, cert: pems.cert },
    caPath: write('ca.pem', pems.cert),
    clientPath: write('client.pem', `${pems.clientcert}\n${pems.clientprivate}`),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A local stand-in for RNDS's auth and EHR servers on one HTTPS port: it requires a client certificate its
 * authority signed, gives a token on GET /api/token, and answers POST /api/fhir/r4/Bundle with `answer(n)`
 * (201 with a Location by default), checking the token and the requester header as RNDS does.
 */
export async function startRndsStandIn(
  certificates: { server: { key: string; cert: string } },
  options: { requester: string; answer?: (n: number) => { status: number; body?: string } },
) {
  const token = 'stand-in-token';
  const received: ReceivedBundle[] = [];
  let tokens = 0;
  const server = https.createServer(
    {
      ...certificates.server,
      ca: certificates.server.cert,
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (!(req.socket as TLSSocket).authorized) {
          res.writeHead(401).end();
          return;
        }
        if (req.method === 'GET' && req.url === '/api/token') {
          tokens += 1;
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ access_token: token }));
          return;
        }
        if (req.method === 'POST' && req.url === '/api/fhir/r4/Bundle') {
          if (req.headers['x-authorization-server'] !== `Bearer ${token}`) {
            res.writeHead(401).end();
            return;
          }
          if (req.headers.authorization !== options.requester) {
            res.writeHead(403).end();
            return;
          }
          received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          const answer = options.answer?.(received.length) ?? { status: 201 };
          res
            .writeHead(answer.status, {
              ...(answer.status === 201 && { location: `/api/fhir/r4/Bundle/rnds-${received.length}` }),
              'content-type': 'application/json',
            })
            .end(answer.body ?? '');
          return;
        }
        res.writeHead(404).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    received,
    tokensGiven: () => tokens,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
