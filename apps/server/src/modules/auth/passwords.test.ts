import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { hashPassword, verifyPassword } from './passwords';

describe('password storage', () => {
  it('hashes with argon2id, memory-hard (19 MiB, 2 passes at least), salted', async () => {
    const hash = await hashPassword('ponto-azul-7');
    const [, algorithm, , params] = hash.split('$');
    expect(algorithm).toBe('argon2id');
    const cost = Object.fromEntries(params!.split(',').map((pair) => pair.split('=')));
    expect(Number(cost.m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(cost.t)).toBeGreaterThanOrEqual(2);
    expect(await hashPassword('ponto-azul-7')).not.toBe(hash);
    expect(await verifyPassword(hash, 'ponto-azul-7')).toBe(true);
    expect(await verifyPassword(hash, 'ponto-azul-8')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'ponto-azul-7')).toBe(false);
  });

  it('knows the common and breached passwords, whatever their case', () => {
    for (const common of ['123456', 'password', 'Senha123', 'QWERTY'])
      expect(isCommonPassword(common)).toBe(true);
    expect(isCommonPassword('ponto-azul-7')).toBe(false);
  });
});
