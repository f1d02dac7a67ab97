import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { accessTokenOf } from './authenticate';

const withHeaders = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('the access token of a request', () => {
  it('is read after the Bearer scheme in any case, its own case kept', () => {
    expect(accessTokenOf(withHeaders({ authorization: 'Bearer AbC.dEf' }))).toBe('AbC.dEf');
    expect(accessTokenOf(withHeaders({ authorization: 'bEARER AbC.dEf ' }))).toBe('AbC.dEf');
  });

  it('is read from the token header when no Bearer authorization is sent', () => {
    expect(accessTokenOf(withHeaders({ token: ' AbC ' }))).toBe('AbC');
    expect(accessTokenOf(withHeaders({ authorization: 'Basic eDp5', token: 'AbC' }))).toBe('AbC');
  });

  it('is none when the header holds no token', () => {
    expect(accessTokenOf(withHeaders({ authorization: 'Bearer   ' }))).toBeNull();
    expect(accessTokenOf(withHeaders({ authorization: 'Bearer' }))).toBeNull();
    expect(accessTokenOf(withHeaders({}))).toBeNull();
  });
});
