import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWorkplace } from '../../testing/factories';
import { countRoundTrips } from '../../testing/round-trips';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { examRunFixtures } from '../exams-run/test-fixtures';
import { orderingOperator } from '../ordering/test-fixtures';

/**
 * The door resolves who calls and for which workplace in at most one database round trip (platform/door.ts,
 * AuthRepository.callerState), none once it remembers the caller (auth/caller-cache.ts), and an audited read
 * adds one for its entry (audit/chain-writer.ts): counted here on the wire, per request.
 */

let app: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  // Its own broker: on a shared one the app handles other tests' device messages, and their statements
  // would be counted with the request's.
  app = await createTestApp({ MQTT_URL: '' });
  const workplace = await createWorkplace(app.database.db);
  const user = await createUser(app.database.db, { workplaceIds: [workplace.id] });
  const { accessToken } = await signIn(app, user);
  headers = { authorization: `Bearer ${accessToken}`, cnpj: workplace.cnpj };
});

afterAll(async () => {
  await app?.stop();
});

describe('database round trips per request', () => {
  it('checks a token in one, and in none once the caller is known', async () => {
    const check = () => app.http.inject({ method: 'GET', url: '/users/checkToken', headers });
    const first = await countRoundTrips(check);
    expect(first.result.statusCode).toBe(200);
    expect(first.roundTrips, first.roundTrips.join('\n')).toHaveLength(1);
    const again = await countRoundTrips(check);
    expect(again.result.statusCode).toBe(200);
    expect(again.roundTrips).toHaveLength(0);
  });

  it('resolves the caller and the workplace in one, before the route’s own statements', async () => {
    const { result, roundTrips } = await countRoundTrips(() =>
      app.http.inject({ method: 'GET', url: '/exam-requests/awaiting-release', headers }),
    );
    expect(result.statusCode).toBe(200);
    // The door's statement (the workplace is new to it), then the count the route itself runs.
    expect(roundTrips, roundTrips.join('\n')).toHaveLength(2);
  });

  it('lists a page of exams in one, and records the audited read in one more', async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'] });
    const fx = examRunFixtures(app, []);
    await fx.examRequest(op);
    await fx.examRequest(op);
    const list = () =>
      app.http.inject({ method: 'GET', url: '/exam-requests?limit=20', headers: op.headers });
    expect((await list()).statusCode).toBe(200);
    const { result, roundTrips } = await countRoundTrips(list);
    expect(result.statusCode).toBe(200);
    expect(result.json().items).toHaveLength(2);
    // The caller and the workplace are known: the page with each request's last run, and the audit entry
    // inserted after the chain's end.
    expect(roundTrips, roundTrips.join('\n')).toHaveLength(2);
    expect(roundTrips[1]).toMatch(/^\s*INSERT INTO audit_log /);
  });
});
