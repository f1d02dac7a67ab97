import crypto from 'node:crypto';
import { envelope, readerTopics } from '@ponto/domain';
import { eq } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { expect } from 'vitest';
import { examRequests, exams, lots, preExams, readers } from '../../db/schema';
import { randomCpf } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';
import { hashToken } from '../auth/tokens';
import { order, type orderingOperator, registration } from '../ordering/test-fixtures';

export type Operator = Awaited<ReturnType<typeof orderingOperator>>;
export type Json = Record<string, unknown>;

export async function eventually<T>(probe: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Test helpers bound to one test app: fake readers over the broker, exam requests, lots and calls. */
export function examRunFixtures(app: TestApp, clients: MqttClient[]) {
  /**
   * A fake reader registered to the workplace, connected over the broker, reporting idle and calibrated
   * (or the status given).
   */
  async function reader(
    op: Operator,
    family = 'Flow',
    status: { state?: string; led?: string; calibration?: Json } = {},
  ) {
    const code = `T${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
    const secret = crypto.randomBytes(16).toString('hex');
    await app.database.db
      .insert(readers)
      .values({ code, family, secretHash: hashToken(secret), workplaceId: op.workplace.id });
    const client = await mqtt.connectAsync(app.bus.deviceUrl(), {
      protocolVersion: 4,
      username: code,
      password: secret,
      reconnectPeriod: 0,
      connectTimeout: 5000,
    });
    clients.push(client);
    const commands: Json[] = [];
    await client.subscribeAsync(readerTopics.commands(code), { qos: 1 });
    client.on('message', (topic, payload) => {
      if (topic === readerTopics.commands(code)) commands.push(JSON.parse(payload.toString()));
    });
    await client.publishAsync(
      readerTopics.status(code),
      JSON.stringify({
        ...envelope(crypto.randomUUID(), new Date()),
        code,
        family,
        state: 'idle',
        led: 'green',
        batteryPercent: 80,
        wifiLevel: 3,
        connectionType: 'wifi',
        firmware: '2.4.1',
        calibration: { status: 'approved', expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString() },
        examId: null,
        ...status,
      }),
      { qos: 1, retain: true },
    );
    await eventually(
      async () =>
        (await app.http.inject({ method: 'GET', url: '/workplace/getScanners', headers: op.headers })).json(),
      (list: Array<{ code: string; state: string }>) =>
        list.some((r) => r.code === code && r.state === 'idle'),
    );
    // Numbered as a reader numbers its events (protocol `order`), so the server can keep their order.
    const boot = crypto.randomUUID();
    let seq = 0;
    return {
      code,
      commands,
      /** Publishes a device event for an exam (QoS 1: acknowledged once the server has handled it). */
      async send(examId: string, event: Json) {
        seq += 1;
        await client.publishAsync(
          readerTopics.events(code),
          JSON.stringify({
            ...envelope(crypto.randomUUID(), new Date()),
            code,
            examId,
            order: { boot, seq },
            ...event,
          }),
          { qos: 1 },
        );
      },
      /**
       * Sends a result as a reader does: the JSON document in base64 parts ("part x of y") with its
       * SHA-256. By default the exam's analyte of COVID_AG, negative.
       */
      async result(
        examId: string,
        results: Json[] = [{ analyte: 'SARS_COV_2_AG', value: 0 }],
        partChars = 40,
      ) {
        const json = JSON.stringify({
          examId,
          results: results.map((r) => ({ valid: true, resultAt: new Date().toISOString(), ...r })),
        });
        const base64 = Buffer.from(json, 'utf8').toString('base64');
        const hashcode = crypto.createHash('sha256').update(json).digest('hex');
        const of = Math.ceil(base64.length / partChars);
        for (let i = 0; i < of; i++)
          await this.send(examId, {
            type: 'resultPart',
            part: i + 1,
            of,
            data: base64.slice(i * partChars, (i + 1) * partChars),
            hashcode,
          });
      },
      /** Waits for a command of that type and answers the last one. */
      async command(type: string) {
        const seen = await eventually(
          async () => commands,
          (c) => c.some((m) => m.type === type),
        );
        return seen.filter((m) => m.type === type).at(-1);
      },
    };
  }

  /** A saved pre-exam with one exam; answers its exam request id and protocol number. */
  async function examRequest(op: Operator, examCode = 'COVID_AG', fullName = 'Maria Souza') {
    const res = await app.http.inject({
      method: 'POST',
      url: '/pre-exams',
      headers: op.headers,
      payload: {
        subject: { kind: 'patient', registration: registration(randomCpf(), { fullName }) },
        order: order([op.index(examCode)], {
          quizForm: examCode === 'COVID_AG' ? { [op.index(examCode)]: { symptoms: false } } : {},
        }),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await app.database.db
      .select({ id: examRequests.id, protocolNumber: preExams.protocolNumber })
      .from(examRequests)
      .innerJoin(preExams, eq(preExams.id, examRequests.preExamId))
      .where(eq(preExams.id, res.json().id));
    return row!.id;
  }

  async function lot(op: Operator, examCode = 'COVID_AG', expiresOn = '2099-12-31') {
    const [exam] = await app.database.db.select().from(exams).where(eq(exams.code, examCode));
    const lotNumber = `L${crypto.randomUUID().slice(0, 9).toUpperCase()}`;
    const [row] = await app.database.db
      .insert(lots)
      .values({
        workplaceId: op.workplace.id,
        examId: exam!.id,
        lotNumber,
        internalLot: lotNumber,
        manufacturedOn: '2020-01-01',
        expiresOn,
        quantity: 10,
      })
      .returning({ id: lots.id });
    return { number: lotNumber, id: row!.id };
  }

  const call = (op: Operator, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
    app.http.inject({ method, url, headers: op.headers, ...(payload ? { payload } : {}) });

  const start = (op: Operator, id: string, readerCode: string, extra: Json = {}) =>
    call(op, 'POST', `/exam-requests/${id}/start`, { readerCode, ...extra });

  async function get(op: Operator, id: string): Promise<Json> {
    const res = await call(op, 'GET', `/exam-requests/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  const until = (op: Operator, id: string, ok: (d: Json) => boolean) => eventually(() => get(op, id), ok);

  return { reader, examRequest, lot, call, start, get, until };
}

export const capsule = () => `CP${crypto.randomUUID().slice(0, 10).toUpperCase()}`;
export const lastEntry = (d: Json) => (d.timeline as Json[] | undefined)?.at(-1)?.type;
