import crypto from 'node:crypto';
import { workplaceMessageSchema, workplaceTopics } from '@ponto/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, createWorkplace } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { orderingOperator } from '../ordering/test-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await app?.stop();
});

type Op = Awaited<ReturnType<typeof orderingOperator>>;
const call = (headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.http.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function supportUser() {
  // Support staff sign in through a workplace like everyone; the queue spans them all.
  const workplace = await createWorkplace(app.database.db);
  const user = await createUser(app.database.db, { roles: ['support'], workplaceIds: [workplace.id] });
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: user.document, password: user.password },
  });
  if (login.statusCode !== 200) throw new Error(login.body);
  return { authorization: `Bearer ${login.json().accessToken}` };
}

function multipart(content: Buffer, filename: string) {
  const boundary = `----ponto${crypto.randomUUID()}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('support chat (§2)', () => {
  it('an operator opens a conversation; support sees it in the queue, answers, and unread counts follow', async () => {
    const op: Op = await orderingOperator(app);
    const support = await supportUser();
    const opened = await call(op.headers, 'POST', '/support/conversations', {
      body: 'O leitor não conecta',
      context: { error: 'READER_OFFLINE' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json().conversation.id as string;
    expect(opened.json().messages).toEqual([
      expect.objectContaining({ side: 'operator', body: 'O leitor não conecta' }),
    ]);

    const queue = (await call(support, 'GET', '/support/queue')).json();
    const mine = queue.items.find((c: { id: string }) => c.id === id);
    expect(mine).toMatchObject({
      unread: 1,
      context: { error: 'READER_OFFLINE' },
      lastMessage: 'O leitor não conecta',
    });
    expect(mine.workplace.cnpj).toBe(op.workplace.cnpj);

    app.clock.advance(1000);
    const reply = await call(support, 'POST', `/support/conversations/${id}/messages`, {
      body: 'Reinicie o leitor, por favor',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    // Answering reads what came before; the operator now has one unread.
    expect(
      (await call(support, 'GET', '/support/queue')).json().items.find((c: { id: string }) => c.id === id)
        .unread,
    ).toBe(0);
    const operatorList = (await call(op.headers, 'GET', '/support/conversations')).json();
    expect(operatorList).toMatchObject({ unread: 1, items: [{ id, unread: 1 }] });
    const thread = (await call(op.headers, 'GET', `/support/conversations/${id}`)).json();
    expect(thread.messages.map((m: { side: string }) => m.side)).toEqual(['operator', 'support']);
    app.clock.advance(1000);
    await call(op.headers, 'POST', `/support/conversations/${id}/read`);
    expect((await call(op.headers, 'GET', '/support/conversations')).json().unread).toBe(0);
  });

  it("announces each message on the workplace's chat topic (the protocol's message, without the text)", async () => {
    const op: Op = await orderingOperator(app);
    const support = await supportUser();
    const published = vi.spyOn(app.bus, 'publish');
    try {
      const id = (await call(op.headers, 'POST', '/support/conversations', { body: 'Sem sinal' })).json()
        .conversation.id;
      await call(support, 'POST', `/support/conversations/${id}/messages`, { body: 'Vamos ver' });
      const announced = published.mock.calls
        .filter(([topic]) => topic === workplaceTopics.chat(op.workplace.cnpj))
        .map(([, message]) => message);
      expect(announced.map((m) => workplaceMessageSchema.parse(m))).toEqual([
        expect.objectContaining({ type: 'chat', conversationId: id, from: 'user' }),
        expect.objectContaining({ type: 'chat', conversationId: id, from: 'support' }),
      ]);
      expect(JSON.stringify(announced)).not.toMatch(/Sem sinal|Vamos ver/);
    } finally {
      published.mockRestore();
    }
  });

  it('keeps conversations to their operator and support; the queue is for support users only', async () => {
    const op = await orderingOperator(app);
    const other = await orderingOperator(app);
    const id = (await call(op.headers, 'POST', '/support/conversations', { body: 'Ajuda' })).json()
      .conversation.id;
    expect((await call(other.headers, 'GET', `/support/conversations/${id}`)).statusCode).toBe(404);
    expect(
      (await call(other.headers, 'POST', `/support/conversations/${id}/messages`, { body: 'oi' })).statusCode,
    ).toBe(404);
    expect((await call(other.headers, 'GET', '/support/conversations')).json().items).toEqual([]);
    expect((await call(op.headers, 'GET', '/support/queue')).statusCode).toBe(403);
    expect((await call(op.headers, 'POST', `/support/conversations/${id}/close`)).statusCode).toBe(403);
    const empty = await call(op.headers, 'POST', `/support/conversations/${id}/messages`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields[0].field).toBe('body');
  });

  it('takes an image or a PDF attached, refuses anything else, and serves it to both sides only', async () => {
    const op = await orderingOperator(app);
    const support = await supportUser();
    const id = (await call(op.headers, 'POST', '/support/conversations', { body: 'Segue o laudo' })).json()
      .conversation.id;
    const pdf = Buffer.from('%PDF-1.4\n% laudo\n%%EOF\n');
    const body = multipart(pdf, 'laudo.pdf');
    const sent = await app.http.inject({
      method: 'POST',
      url: `/support/conversations/${id}/attachments`,
      headers: { ...op.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const message = sent.json().messages.at(-1);
    expect(message.attachment).toEqual({
      name: 'laudo.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    const file = await call(support, 'GET', `/support/messages/${message.id}/attachment`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-disposition']).toContain('attachment');
    const stranger = await orderingOperator(app);
    expect(
      (await call(stranger.headers, 'GET', `/support/messages/${message.id}/attachment`)).statusCode,
    ).toBe(404);

    const exe = multipart(Buffer.from('MZ not a picture'), 'foto.png');
    const refused = await app.http.inject({
      method: 'POST',
      url: `/support/conversations/${id}/attachments`,
      headers: { ...op.headers, 'content-type': exe.contentType },
      payload: exe.payload,
    });
    expect(refused.json().error.code).toBe('SUPPORT_ATTACHMENT_REJECTED');
    expect((await call(op.headers, 'GET', `/support/conversations/${id}`)).json().messages).toHaveLength(2);
  });

  it('support closes a conversation; the operator writing again reopens it', async () => {
    const op = await orderingOperator(app);
    const support = await supportUser();
    const id = (await call(op.headers, 'POST', '/support/conversations', { body: 'Dúvida' })).json()
      .conversation.id;
    expect(
      (await call(support, 'POST', `/support/conversations/${id}/close`)).json().conversation.status,
    ).toBe('closed');
    expect(
      (await call(support, 'GET', '/support/queue')).json().items.some((c: { id: string }) => c.id === id),
    ).toBe(false);
    await call(op.headers, 'POST', `/support/conversations/${id}/messages`, { body: 'Ainda não resolveu' });
    expect(
      (await call(support, 'GET', '/support/queue')).json().items.some((c: { id: string }) => c.id === id),
    ).toBe(true);
  });
});
