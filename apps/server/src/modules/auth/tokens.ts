import crypto from 'node:crypto';
import { createVerifier, TokenError } from 'fast-jwt';
import { SignJWT } from 'jose';

const ISSUER = 'ponto';
const AUDIENCE = 'ponto-portal';

export interface AccessClaims {
  userId: string;
  familyId: string;
  expiresAt: Date;
}

export class TokenService {
  private readonly key: Uint8Array;
  /** Imported once: importing the raw secret on every call cost more than the signature check itself. */
  private readonly hmacKey: Promise<crypto.webcrypto.CryptoKey>;
  /**
   * Checked on every call, so synchronously with Node's own HMAC (WebCrypto's asynchronous jobs cost several
   * times the check). The expiry is compared with the server's clock in verifyAccess.
   */
  private readonly verifier: (token: string) => Record<string, unknown>;

  constructor(
    secret: string,
    readonly accessTtlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.hmacKey = crypto.webcrypto.subtle.importKey(
      'raw',
      this.key,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    this.verifier = createVerifier({
      key: Buffer.from(this.key),
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      allowedAud: AUDIENCE,
      ignoreExpiration: true,
      ignoreNotBefore: true,
      // A token's signature and claims never change: a browser's next calls with the same token skip the
      // HMAC and the claim checks (the expiry is still checked on each call, below). The cache is keyed by
      // fast-jwt's own digest of the token: a key builder of one's own makes fast-jwt warn at every start.
      cache: 1000,
    });
  }

  /**
   * An access token of the session (family): it lives accessTtlSeconds, but never past `notAfter` (the
   * session's absolute end), so no token outlives the 12-hour limit.
   */
  async signAccess(
    userId: string,
    familyId: string,
    now: Date,
    notAfter?: Date,
  ): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const ttlEnd = (issuedAt + this.accessTtlSeconds) * 1000;
    const expiresAt = new Date(
      notAfter ? Math.min(ttlEnd, Math.floor(notAfter.getTime() / 1000) * 1000) : ttlEnd,
    );
    const token = await new SignJWT({ fam: familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.hmacKey);
    return { token, expiresAt };
  }

  /**
   * A keyed digest of a value (a document number) for counters that must not hold it in clear; the
   * purpose keeps digests of one value for different uses apart.
   */
  fingerprint(purpose: string, value: string): string {
    return crypto.createHmac('sha256', this.key).update(`${purpose}\0${value}`).digest('base64url');
  }

  /** Returns the claims of a valid token, or null: an allowlisted algorithm, our issuer and audience, not expired. */
  async verifyAccess(token: string, now: Date): Promise<AccessClaims | null> {
    let payload: Record<string, unknown>;
    try {
      payload = this.verifier(token);
    } catch (error) {
      if (error instanceof TokenError) return null;
      throw error;
    }
    const { sub, fam, exp } = payload;
    if (typeof sub !== 'string' || typeof fam !== 'string' || typeof exp !== 'number') return null;
    if (exp * 1000 <= now.getTime()) return null;
    return { userId: sub, familyId: fam, expiresAt: new Date(exp * 1000) };
  }
}

/** Opaque random secret for refresh and reset tokens; only its hash is stored. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
