import { afterAll, describe, expect, it } from 'vitest';
import { mllpSender, mllpSenderWith } from './mllp';
import { buildOru } from './oru';
import { freePort, type LisAnswer, startLis, testCertificate } from './test-lis';

const servers: Array<{ close: () => Promise<boolean> }> = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function lis(answer: LisAnswer) {
  const started = await startLis(() => answer);
  servers.push(started);
  return started;
}

const message = (controlId: string) =>
  buildOru({
    controlId,
    at: new Date('2026-03-04T15:06:07Z'),
    facility: '11222333000181',
    patient: {
      documentType: 'cpf',
      documentNumber: '1',
      fullName: 'Ana Souza',
      birthDate: '1990-01-01',
      sex: null,
    },
    order: {
      protocolNumber: 'P1',
      examCode: 'GLUCOSE',
      examName: 'Glicose',
      sampleType: 'capillary_blood',
      requestedAt: new Date('2026-03-04T14:00:00Z'),
      releasedAt: new Date('2026-03-04T15:06:07Z'),
    },
    results: [],
  });

describe('MLLP sender', () => {
  it('answers the LIS’s ACK code: AA, AE', async () => {
    const accepting = await lis('AA');
    const text = message('c-aa');
    expect(await mllpSender({ host: '127.0.0.1', port: accepting.port, tls: false }, text, 5000)).toEqual({
      code: 'AA',
      text: '',
    });
    expect(accepting.received).toEqual([text]);
    const failing = await lis('AE');
    expect(
      (await mllpSender({ host: '127.0.0.1', port: failing.port, tls: false }, message('c-ae'), 5000)).code,
    ).toBe('AE');
  });

  it('throws when no ACK comes in time, or the connection is refused', async () => {
    const silent = await lis(null);
    const started = Date.now();
    await expect(
      mllpSender({ host: '127.0.0.1', port: silent.port, tls: false }, message('c-none'), 500),
    ).rejects.toThrow('no ACK within 0.5 s');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(silent.received).toHaveLength(1);
    const closed = await freePort();
    await expect(
      mllpSender({ host: '127.0.0.1', port: closed, tls: false }, message('c-refused'), 3000),
    ).rejects.toThrow('ECONNREFUSED');
  });

  it('over TLS: the LIS’s certificate is checked against the trusted CA, by name or IP address', async () => {
    const certificate = await testCertificate();
    const secure = await startLis(() => 'AA', certificate);
    servers.push(secure);
    const trusting = mllpSenderWith({ ca: certificate.cert });
    for (const host of ['localhost', '127.0.0.1']) {
      const ack = await trusting({ host, port: secure.port, tls: true }, message(`c-tls-${host}`), 5000);
      expect(ack.code, host).toBe('AA');
    }
    expect(secure.received).toHaveLength(2);
    // Not trusted (Node's own CAs): refused before anything is sent.
    await expect(
      mllpSender({ host: 'localhost', port: secure.port, tls: true }, message('c-untrusted'), 3000),
    ).rejects.toThrow(/self-signed|certificate/);
    // Plain TCP to a TLS listener gets no ACK.
    await expect(
      mllpSender({ host: '127.0.0.1', port: secure.port, tls: false }, message('c-plain'), 700),
    ).rejects.toThrow();
    expect(secure.received).toHaveLength(2);
  });
});
