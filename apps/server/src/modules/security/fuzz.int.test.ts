import crypto from 'node:crypto';
import { envelope, readerTopics } from '@ponto/domain';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { hashToken } from '../auth/tokens';
import { orderingOperator } from '../ordering/test-fixtures';
import {
  changedTables,
  expectErrorShape,
  methodOf,
  type RouteKey,
  randomCode,
  routeKeys,
  snapshot,
} from './harness';

/**
 * Fuzzing (OWASP ASVS L2 V5.1): every route the app registers gets malformed input from a signed-in
 * user of a workplace, with a fixed seed and a bounded number of runs. Whatever comes in, the answer is never
 * a 5xx, an error is the API's error shape without a stack trace, and nothing is saved. The same for what a
 * registered reader publishes on its MQTT topics.
 */

/** Same seed every run: a failure names its input and comes back the same way. */
const SEED = 1313;
/** Generated requests per route and kind (about 3,700 requests in all, ≈ 35 s on 2 busy cores). */
const RUNS_PER_ROUTE = 16;

let app: TestApp;
let op: Awaited<ReturnType<typeof orderingOperator>>;
let reader: { code: string; secret: string };
const clients: MqttClient[] = [];

beforeAll(async () => {
  // Own database: nothing else may write while the snapshots compare every table. Sign-in routes are fuzzed
  // too: a high per-address limit lets the handlers, not the limiter, answer.
  app = await createTestApp({ PORT: '0', AUTH_RATE_LIMIT_PER_MINUTE: '100000' }, undefined, {
    isolated: true,
  });
  await app.listen();
  op = await orderingOperator(app, {
    user: {
      roles: ['operator', 'manager', 'analyst', 'integrator', 'distributor', 'support'],
      labAnalyst: true,
      stockView: true,
      selfCollection: true,
    },
    workplace: {
      services: ['mab', 'clinic', 'attendance', 'rapid_test', 'ponto', 'telemedicine'],
      contracted: true,
    },
  });
  reader = { code: randomCode('FZ'), secret: crypto.randomBytes(16).toString('hex') };
  await app.database.db.insert(readers).values({
    code: reader.code,
    family: 'Flow',
    secretHash: hashToken(reader.secret),
    workplaceId: op.workplace.id,
  });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await app?.stop();
});

// ── What malformed input looks like ──

/** Deeply nested arrays and objects, as text (JSON.stringify itself would overflow on the deepest). */
const deep = (depth: number, kind: 'array' | 'object') =>
  kind === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const nastyStrings = [
  '',
  ' ',
  '\u0000',
  '../../../etc/passwd',
  '%00',
  "' OR 1=1 --",
  '"; DROP TABLE patients; --',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a log-injection attempt, on purpose
  '${jndi:ldap://x}',
  '__proto__',
  'constructor',
  '\uD800',
  '💥'.repeat(1000),
  'x'.repeat(100_000),
  '-1',
  '1e309',
  'NaN',
  'null',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

/** A value of any JSON type, odd numbers and strings included, nested a little. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.constantFrom(...nastyStrings),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 0.1, -0, 1e308, true, false, null),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'cnpj'), fc.jsonValue()),
);

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string; contentType: string }
  | { kind: 'none' };

const bodies: fc.Arbitrary<Body> = fc.oneof(
  { arbitrary: anyJson.map((value) => ({ kind: 'json' as const, value })), weight: 4 },
  {
    arbitrary: fc
      .constantFrom(
        '{',
        '{"a":',
        '[1,2',
        'nul',
        '{"a":1}garbage',
        '\uFEFF{}',
        '{"a":"\\uZZZZ"}',
        '{"__proto__":{"polluted":1}}',
        deep(5000, 'array'),
        deep(5000, 'object'),
        `{"a":"${'x'.repeat(2_000_000)}"}`,
      )
      .map((text) => ({ kind: 'text' as const, text, contentType: 'application/json' })),
    weight: 2,
  },
  {
    arbitrary: fc
      .record({
        text: fc.oneof(fc.string(), fc.constantFrom('a=1&b=2', '<x/>', '--x\r\n')),
        contentType: fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'application/octet-stream',
          'image/png',
          ';;;',
        ),
      })
      .map((b) => ({ kind: 'text' as const, ...b })),
    weight: 2,
  },
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
);

/** Path parameters: any text, URL-encoded, or raw broken escapes. */
const pathValues = fc.oneof(
  fc.string({ maxLength: 50 }).map(encodeURIComponent),
  fc.constantFrom(...nastyStrings.slice(0, 13)).map(encodeURIComponent),
  fc.constantFrom('%', '%E0%A4%A', '%C0%AF', '..', '.', '%2e%2e%2f', 'a%2Fb'),
  fc.uuid(),
);

const queries = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 30 }), { maxKeys: 4 })
    .map((q) => `?${new URLSearchParams(q).toString()}`),
  fc.constantFrom(
    '?from=%E0%A4%A&to=%',
    '?from[]=a&from[]=b',
    '?limit=-1&cursor=%00',
    '?limit=999999999999999999999',
    '?__proto__[x]=1&constructor[prototype][x]=1',
    `?q=${'a'.repeat(20_000)}`,
    '?&&&==&=',
    '?lot=../../&lang=xx-XX',
  ),
);

type HeaderMutation = Record<string, string>;
const headerMutations: fc.Arbitrary<HeaderMutation> = fc.oneof(
  fc.constant({}),
  fc.record({
    cnpj: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('0'.repeat(14), 'x'.repeat(9000), '')),
  }),
  fc.record({
    authorization: fc.oneof(
      fc.string({ maxLength: 40 }).map((s) => `Bearer ${s}`),
      fc.constantFrom('Bearer', 'Basic xxx', 'Bearer a.b.c', `Bearer ${'x'.repeat(9000)}`, 'bearer  '),
    ),
  }),
  // §7: the access token may come in a `token` header instead.
  fc.record({ token: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('x'.repeat(9000), 'a.b.c')) }),
  fc.record({
    'accept-language': fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('*;q=abc', 'x'.repeat(9000), ',,,;'),
    ),
  }),
  fc.record({
    'x-request-id': fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('x'.repeat(9000), '../..', '<b>')),
  }),
);

// ── Building a request ──

/** HTTP header values may not hold control characters: strip what Node itself would refuse to send. */
const headerSafe = (value: string) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');

function requestOf(
  key: RouteKey,
  input: { path: string; body: Body; query: string; headers: HeaderMutation },
): InjectOptions {
  const method = methodOf(key) as InjectOptions['method'];
  const url = key
    .slice(key.indexOf(' ') + 1)
    .replace(/:[A-Za-z]+/g, input.path)
    .replace('*', input.path);
  const headers: Record<string, string> = { ...op.headers };
  for (const [name, value] of Object.entries(input.headers)) headers[name] = headerSafe(value);
  const options: InjectOptions = { method, url: `${url}${input.query}`, headers };
  if (method === 'GET' || method === 'HEAD') return options;
  if (input.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(input.body.value) ?? 'null';
  } else if (input.body.kind === 'text') {
    headers['content-type'] = input.body.contentType;
    options.payload = input.body.text;
  }
  return options;
}

const input = fc.record({ path: pathValues, body: bodies, query: queries, headers: headerMutations });

// ── Wrong types inside the right shape ──
// Random JSON is mostly refused at the top ("an object is expected"). These bodies have the route's own
// fields, nested as the route's schema nests them, with values of any type, and at least one top-level field
// of a type its schema does not allow: every check and refinement below the top gets its turn.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
}

const jsonTypeOf = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : Number.isInteger(value)
        ? 'integer'
        : typeof value;

function typesOf(schema: JsonSchema): Set<string> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return new Set(branches.flatMap((b) => [...typesOf(b)]));
  if (schema.type) return new Set([schema.type].flat());
  if (schema.enum) return new Set(schema.enum.map(jsonTypeOf));
  if ('const' in schema) return new Set([jsonTypeOf(schema.const)]);
  return new Set();
}

/** Values of every JSON type, by type; 1.5 is a number that is no integer. */
const valuesByType: Record<string, unknown[]> = {
  string: ['x', ''],
  number: [1.5],
  integer: [7, -1],
  boolean: [true, false],
  null: [null],
  object: [{}, { a: 1 }],
  array: [[], [1, 'a']],
};

/** A value of a type the schema refuses, or null when it takes any type. */
function wrongValue(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  const types = typesOf(schema);
  if (types.size === 0) return null;
  if (types.has('number')) types.add('integer');
  const wrong = Object.entries(valuesByType)
    .filter(([type]) => !types.has(type))
    .flatMap(([, values]) => values);
  return wrong.length > 0 ? fc.constantFrom(...wrong) : null;
}

function shaped(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 3) return anyJson;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => shaped(b, depth + 1)), anyJson);
  if (schema.properties)
    return fc.record(
      Object.fromEntries(
        Object.entries(schema.properties).map(([k, s]) => [k, fc.oneof(shaped(s, depth + 1), anyJson)]),
      ),
      { requiredKeys: [] },
    );
  if (schema.items) return fc.array(shaped(schema.items, depth + 1), { maxLength: 3 });
  return anyJson;
}

/** The route's body with wrong types in it, or null when its schema names no typed field. */
function wrongTypedBody(key: RouteKey): fc.Arbitrary<Record<string, unknown>> | null {
  const [method, url] = key.split(' ');
  const route = app.routes.find((r) => r.url === url && [r.method].flat().includes(method as 'GET'));
  const body = (route?.schema as { body?: z.ZodType } | undefined)?.body;
  if (!body) return null;
  let schema: JsonSchema;
  try {
    schema = z.toJSONSchema(body, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  } catch {
    return null;
  }
  const fields = Object.entries(schema.properties ?? {}).flatMap(([name, s]) => {
    const wrong = wrongValue(s);
    return wrong ? [{ name, wrong }] : [];
  });
  if (fields.length === 0) return null;
  return fc
    .tuple(shaped(schema, 0), fc.constantFrom(...fields))
    .chain(([base, field]) =>
      field.wrong.map((value) => ({ ...(base as Record<string, unknown>), [field.name]: value })),
    );
}

// Bounded work (RUNS_PER_ROUTE per route) that grows with the routes: the time limit is a guard, not a goal.
describe('fuzzing every route', { timeout: 180_000 }, () => {
  it('answers malformed input with a 4xx in the error shape, never a 5xx or a stack, and saves nothing', async () => {
    const keys = routeKeys(app);
    expect(keys.length).toBeGreaterThan(100);
    const before = await snapshot(app.database);
    const failures: string[] = [];
    const valid = { query: '', headers: {} };
    let shapedRoutes = 0;
    for (const key of keys) {
      const outcome = await fc.check(
        fc.asyncProperty(input, async (generated) => {
          const res = await app.http.inject(requestOf(key, generated));
          const where = `${key} with ${JSON.stringify(generated).slice(0, 300)}`;
          expect(res.statusCode, `${where} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expectErrorShape(res, where);
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      // The first failing input of each route, shortly (fast-check's own report prints it whole).
      if (outcome.failed) failures.push(String((outcome.errorInstance as Error)?.message).slice(0, 600));

      const wrongTyped = wrongTypedBody(key);
      if (!wrongTyped) continue;
      shapedRoutes += 1;
      const typed = await fc.check(
        fc.asyncProperty(fc.uuid(), wrongTyped, async (id, value) => {
          const res = await app.http.inject(
            requestOf(key, { ...valid, path: id, body: { kind: 'json', value } }),
          );
          const where = `${key} with ${JSON.stringify(value).slice(0, 300)}`;
          // A field of the wrong type is a 400, whatever else the body holds; never accepted, never a 5xx.
          expect(res.statusCode, `${where} → ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${where} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
          expectErrorShape(res, where);
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      if (typed.failed) failures.push(String((typed.errorInstance as Error)?.message).slice(0, 600));
    }
    expect(shapedRoutes, 'routes whose body got wrong types in the right shape').toBeGreaterThan(40);
    expect(failures).toEqual([]);
    const changed = changedTables(before, await snapshot(app.database));
    expect(changed).toEqual([]);
    // The session still works: nothing above signed the user out or broke the server.
    const session = await app.http.inject({ method: 'GET', url: '/auth/session', headers: op.headers });
    expect(session.statusCode).toBe(200);
  });
});

describe('what the fuzzing found (regressions)', () => {
  it('a path parameter longer than the router takes answers 400 in the error shape, not Fastify’s', async () => {
    const res = await app.http.inject({
      method: 'GET',
      url: `/patients/${'x'.repeat(150)}`,
      headers: op.headers,
    });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res, 'long path parameter');
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'url' }] });
  });

  it('a multipart body without a boundary or cut short answers 400 with the field, not 500', async () => {
    const cases: Array<[string, string, string]> = [
      ['/oauth/token', 'multipart/form-data', ''],
      ['/integration/v1/token', 'multipart/form-data', 'x'],
      [`/support/conversations/${crypto.randomUUID()}/attachments`, 'multipart/form-data', ''],
      ['/photos', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"'],
      ['/quality/documents?folder=quality', 'multipart/form-data', ''],
    ];
    for (const [url, contentType, payload] of cases) {
      const res = await app.http.inject({
        method: 'POST',
        url,
        headers: { ...op.headers, 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expectErrorShape(res, url);
      expect(res.json().error.fields).toEqual([{ field: 'body', messageKey: 'validation:unreadableForm' }]);
    }
  });
});

describe('fuzzing the reader topics (MQTT)', () => {
  it('survives malformed device messages, still answers HTTP and the reader, and stores none of them', async () => {
    const device = await mqtt.connectAsync(app.bus.deviceUrl(), {
      protocolVersion: 4,
      username: reader.code,
      password: reader.secret,
      reconnectPeriod: 0,
      connectTimeout: 5000,
    });
    clients.push(device);
    const valid = (extra: Record<string, unknown>) => ({
      ...envelope(crypto.randomUUID(), new Date()),
      code: reader.code,
      ...extra,
    });
    const malformed: Array<string | Buffer> = [
      'not json',
      '',
      '{',
      'null',
      '[]',
      '42',
      '"text"',
      Buffer.from([0xff, 0xfe, 0x00, 0x01]),
      JSON.stringify({ type: 'capsuleInserted' }),
      JSON.stringify(valid({ type: 'nope' })),
      JSON.stringify(valid({ type: 'nfcRead', capsuleCode: 42, lot: null })),
      JSON.stringify(valid({ type: 'resultPart', part: -1, of: 0, data: '!!', hashcode: 'x' })),
      JSON.stringify(valid({ code: 'SOMEONE-ELSE', type: 'capsuleInserted', examId: crypto.randomUUID() })),
      JSON.stringify(valid({ type: 'error', errorCode: 'E-NOT-A-CODE', examId: crypto.randomUUID() })),
      JSON.stringify(valid({ state: 'exploding', led: 'ultraviolet', batteryPercent: 1e9 })),
      // Within the broker's 64 KiB packet limit (a larger packet closes the connection: live/embedded-broker.test.ts).
      JSON.stringify({ ...valid({}), id: 'x'.repeat(60_000) }),
      JSON.stringify(valid({ calibration: { status: 'approved', expiresAt: 'yesterday' } })),
      deep(5000, 'array'),
      deep(5000, 'object'),
      JSON.stringify(valid({ padding: 'x'.repeat(64_000) })),
    ];
    const generated = fc.sample(
      fc
        .oneof(
          fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null'),
          fc.dictionary(fc.string(), anyJson).map((v) => JSON.stringify(valid(v))),
          fc.string(),
        )
        .filter((payload) => Buffer.byteLength(payload) < 60_000),
      { seed: SEED, numRuns: 100 },
    );
    const before = await snapshot(app.database);
    const eventsBefore = (
      await app.database.pool.query<{ id: string }>('SELECT id FROM reader_events')
    ).rows.map((r) => r.id);
    for (const topic of [readerTopics.events(reader.code), readerTopics.status(reader.code)]) {
      for (const payload of [...malformed, ...generated])
        await device.publishAsync(topic, payload, { qos: 1 });
    }
    // Sentinels: a good status, and a well-formed event about an exam the reader does not run (the protocol's
    // examId is the reader's opaque string, docs/reader-protocol.md): such an event is kept in the reader's
    // inbox (ordering, at-least-once) and handled, changing nothing else. Each topic keeps its order and a
    // reader's events are handled one after the other, so once both sentinels are through, so is all the
    // garbage before them (with an external broker too, whose acknowledgement does not wait for the server).
    await device.publishAsync(
      readerTopics.status(reader.code),
      JSON.stringify(
        valid({
          family: 'Flow',
          state: 'idle',
          led: 'green',
          batteryPercent: 80,
          wifiLevel: 3,
          connectionType: 'wifi',
          firmware: '2.4.1',
          calibration: { status: 'approved', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
          examId: null,
        }),
      ),
      { qos: 1 },
    );
    const sentinel = crypto.randomUUID();
    await device.publishAsync(
      readerTopics.events(reader.code),
      JSON.stringify({
        ...envelope(sentinel, new Date()),
        code: reader.code,
        type: 'capsuleInserted',
        examId: 'not-an-exam-of-this-reader',
      }),
      { qos: 1 },
    );
    const until = Date.now() + 10_000;
    let state: string | undefined;
    let handled = false;
    while (!(state === 'idle' && handled) && Date.now() < until) {
      const list = await app.http.inject({
        method: 'GET',
        url: '/workplace/getScanners',
        headers: op.headers,
      });
      state = (list.json() as Array<{ code: string; state: string }>).find(
        (r) => r.code === reader.code,
      )?.state;
      const { rows } = await app.database.pool.query(
        'SELECT 1 FROM reader_events WHERE id = $1 AND handled_at IS NOT NULL',
        [sentinel],
      );
      handled = rows.length === 1;
      if (!(state === 'idle' && handled)) await new Promise((r) => setTimeout(r, 50));
    }
    // The server still answers HTTP and still handles good messages from the same reader…
    expect(state).toBe('idle');
    expect(handled).toBe(true);
    expect((await app.http.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    // …and of all that was published only the sentinels are kept: the reader's status, one inbox row.
    const changed = changedTables(before, await snapshot(app.database));
    expect(changed.filter((t) => t !== 'readers' && t !== 'reader_events')).toEqual([]);
    const { rows } = await app.database.pool.query<{ id: string }>(
      'SELECT id FROM reader_events WHERE id <> ALL($1::uuid[])',
      [eventsBefore],
    );
    expect(rows.map((r) => r.id)).toEqual([sentinel]);
  });
});
