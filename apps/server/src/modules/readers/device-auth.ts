import crypto from 'node:crypto';
import { hashToken } from '../auth/tokens';
import type { ReadersRepository } from './repository';

/** A device signs in to the broker with its code and the secret issued when it was provisioned. */
export async function deviceSecretMatches(
  repo: ReadersRepository,
  code: string,
  secret: string,
): Promise<boolean> {
  const device = await repo.byCode(code);
  if (!device?.secretHash || !secret) return false;
  const given = Buffer.from(hashToken(secret));
  const expected = Buffer.from(device.secretHash);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
