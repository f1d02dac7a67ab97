import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { TokenService } from './tokens';

const secret = crypto.randomBytes(32).toString('hex');
const key = new TextEncoder().encode(secret);
const now = new Date('2026-03-10T12:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A token like ours, with one thing changed. */
function forge(
  change: { alg?: string; audience?: string; issuer?: string; expiresAt?: Date; signWith?: Uint8Array } = {},
) {
  return new SignJWT({ fam: 'family-1' })
    .setProtectedHeader({ alg: change.alg ?? 'HS256', typ: 'JWT' })
    .setSubject('user-1')
    .setIssuer(change.issuer ?? 'ponto')
    .setAudience(change.audience ?? 'ponto-portal')
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(change.expiresAt ?? new Date(now.getTime() + 60_000)))
    .sign(change.signWith ?? key);
}

describe('access tokens', () => {
  const tokens = new TokenService(secret, 900);

  it('lives at most 15 minutes: the default is 900 s and a longer setting stops the start', () => {
    expect(loadConfig({}).ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '901' })).toThrow(/ACCESS_TOKEN_TTL_SECONDS/);
    expect(loadConfig({}).REFRESH_TOKEN_TTL_HOURS).toBe(12);
    expect(() => loadConfig({ REFRESH_TOKEN_TTL_HOURS: '13' })).toThrow(/REFRESH_TOKEN_TTL_HOURS/);
  });

  it('accepts its own token until it expires, and not a second later', async () => {
    const { token, expiresAt } = await tokens.signAccess('user-1', 'family-1', now);
    expect(expiresAt.getTime() - now.getTime()).toBe(900_000);
    expect(await tokens.verifyAccess(token, now)).toEqual({
      userId: 'user-1',
      familyId: 'family-1',
      expiresAt,
      expiresAtText: expiresAt.toISOString(),
    });
    expect(await tokens.verifyAccess(token, new Date(expiresAt.getTime() - 1000))).not.toBeNull();
    expect(await tokens.verifyAccess(token, new Date(expiresAt.getTime() + 1000))).toBeNull();
  });

  it('refuses a token changed in one character after the real one was accepted (and remembered)', async () => {
    const { token } = await tokens.signAccess('user-1', 'family-1', now);
    expect(await tokens.verifyAccess(token, now)).not.toBeNull();
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    expect(await tokens.verifyAccess(tampered, now)).toBeNull();
    expect(await tokens.verifyAccess(token, now)).not.toBeNull();
  });

  it("refuses another user's claims under a remembered token's signature", async () => {
    const { token } = await tokens.signAccess('user-1', 'family-1', now);
    expect(await tokens.verifyAccess(token, now)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'user-2' })).toString('base64url');
    expect(await tokens.verifyAccess(`${header}.${otherPayload}.${signature}`, now)).toBeNull();
    expect((await tokens.verifyAccess(token, now))?.userId).toBe('user-1');
  });

  it('never outlives the end of its session', async () => {
    const sessionEnd = new Date(now.getTime() + 5 * 60_000);
    const { token, expiresAt } = await tokens.signAccess('user-1', 'family-1', now, sessionEnd);
    expect(expiresAt).toEqual(sessionEnd);
    expect(await tokens.verifyAccess(token, new Date(sessionEnd.getTime() + 1000))).toBeNull();
  });

  it('is the same as a token forged with our claims (the control for the refusals below)', async () => {
    expect(await tokens.verifyAccess(await forge(), now)).toMatchObject({ userId: 'user-1' });
  });

  it('refuses another algorithm, even one signed with the right key', async () => {
    for (const alg of ['HS384', 'HS512'])
      expect(await tokens.verifyAccess(await forge({ alg }), now), alg).toBeNull();
    const none = [
      Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url'),
      Buffer.from(
        JSON.stringify({ sub: 'user-1', fam: 'family-1', iss: 'ponto', aud: 'ponto-portal', exp: 2e9 }),
      ).toString('base64url'),
      '',
    ].join('.');
    expect(await tokens.verifyAccess(none, now)).toBeNull();
  });

  it('refuses another audience or issuer, an expired token and another key', async () => {
    expect(await tokens.verifyAccess(await forge({ audience: 'ponto-integration' }), now)).toBeNull();
    expect(await tokens.verifyAccess(await forge({ issuer: 'someone-else' }), now)).toBeNull();
    expect(
      await tokens.verifyAccess(await forge({ expiresAt: new Date(now.getTime() - 1000) }), now),
    ).toBeNull();
    expect(await tokens.verifyAccess(await forge({ signWith: crypto.randomBytes(32) }), now)).toBeNull();
    expect(await tokens.verifyAccess('not.a.token', now)).toBeNull();
  });

  it('fingerprints a value with the key, apart per purpose', () => {
    const other = new TokenService(crypto.randomBytes(32).toString('hex'), 900);
    const digest = tokens.fingerprint('sign-in-account', '11144477735');
    expect(digest).toBe(tokens.fingerprint('sign-in-account', '11144477735'));
    expect(digest).not.toContain('11144477735');
    expect(digest).not.toBe(tokens.fingerprint('other', '11144477735'));
    expect(digest).not.toBe(other.fingerprint('sign-in-account', '11144477735'));
  });
});
