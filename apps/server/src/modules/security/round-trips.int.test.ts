import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWorkplace } from '../../testing/factories';
import { countRoundTrips } from '../../testing/round-trips';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The door resolves who calls and for which workplace in one database round trip (platform/door.ts,
 * AuthRepository.callerState), and an audited read adds one for its entry (audit/chain-writer.ts): counted
 * here on the wire, per request.
 */

let app: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  const workplace = await createWorkplace(app.database.db);
  const user = await createUser(app.database.db, { workplaceIds: [workplace.id] });
  const { accessToken } = await signIn(app, user);
  headers = { authorization: `Bearer ${accessToken}`, cnpj: workplace.cnpj };
});

afterAll(async () => {
  await app?.stop();
});

describe('database round trips per request', () => {
  it('checks a token in one', async () => {
    const { result, roundTrips } = await countRoundTrips(() =>
      app.http.inject({ method: 'GET', url: '/users/checkToken', headers }),
    );
    expect(result.statusCode).toBe(200);
    expect(roundTrips).toHaveLength(1);
  });

  it('resolves the caller and the workplace in one, before the route’s own statements', async () => {
    const { result, roundTrips } = await countRoundTrips(() =>
      app.http.inject({ method: 'GET', url: '/exam-requests/awaiting-release', headers }),
    );
    expect(result.statusCode).toBe(200);
    // The door's statement, then the count the route itself runs.
    expect(roundTrips).toHaveLength(2);
  });

  it('records an audited read in one more, once the process knows the end of the workplace’s chain', async () => {
    const list = () => app.http.inject({ method: 'GET', url: '/exam-requests?limit=20', headers });
    expect((await list()).statusCode).toBe(200);
    const { result, roundTrips } = await countRoundTrips(list);
    expect(result.statusCode).toBe(200);
    // The door's statement, the page, and the audit entry inserted after the chain's known end.
    expect(roundTrips).toHaveLength(3);
    expect(roundTrips[2]).toMatch(/^insert into "audit_log"/);
  });
});
