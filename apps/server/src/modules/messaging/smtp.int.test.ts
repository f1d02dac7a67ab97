import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWorkplace } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const received: Array<{ to: string[]; data: string }> = [];
let smtp: SMTPServer;
let app: TestApp;

beforeAll(async () => {
  // A real SMTP server on a free port stands in for the mail relay.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, undefined, { isolated: true });
});

afterAll(async () => {
  await app?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('e-mail through SMTP_URL', () => {
  it('sends the password-reset e-mail to the relay and hides the embedded outbox', async () => {
    const workplace = await createWorkplace(app.database.db);
    const email = `smtp-${crypto.randomUUID()}@example.com`;
    const user = await createUser(app.database.db, { workplaceIds: [workplace.id], email });
    const asked = await app.http.inject({
      method: 'POST',
      url: '/auth/password-reset',
      payload: { document: user.document, channel: 'email' },
    });
    expect(asked.statusCode).toBe(202);

    await app.outbox.drain();
    const mail = received.find((m) => m.to.includes(email));
    // The body travels quoted-printable: undo the soft line breaks and the =XX escapes to read it.
    const body = Buffer.from(
      (mail?.data ?? '')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
    expect(body).toContain('Para criar uma nova senha no Ponto');
    expect(body).toMatch(/nova-senha\?token=[\w-]{20,}/);

    // With a real relay configured, nobody reads messages over HTTP.
    expect((await app.http.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
  });
});
