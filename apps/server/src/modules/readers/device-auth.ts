import crypto from 'node:crypto';
import { hashToken } from '../auth/tokens';
import type { ReaderIdentity } from '../live/access-policy';
import type { ReadersRepository } from './repository';

/**
 * A device signs in to the broker with its code and the secret issued when it was provisioned; the identity
 * remembers which secret, so a new one ends the connections made with the old.
 */
export async function deviceIdentity(
  repo: ReadersRepository,
  code: string,
  secret: string,
): Promise<ReaderIdentity | null> {
  if (!code || !secret) return null;
  const device = await repo.byCode(code);
  if (!device?.secretHash) return null;
  const given = Buffer.from(hashToken(secret));
  const expected = Buffer.from(device.secretHash);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { kind: 'reader', code, secretHash: device.secretHash };
}
