import crypto from 'node:crypto';
import { createVerifier, TokenError } from 'fast-jwt';
import { SignJWT } from 'jose';

const ISSUER = 'ponto';
const AUDIENCE = 'ponto-portal';
/** Verified tokens remembered per process: a few per signed-in browser over an access token's life. */
const VERIFIED_TOKENS_KEPT = 5000;

export interface AccessClaims {
  userId: string;
  familyId: string;
  expiresAt: Date;
  /** expiresAt in ISO 8601, written once per token: checkToken answers it on every call. */
  expiresAtText: string;
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
  /**
   * Tokens already verified, with their claims: a token's signature and claims never change, so a browser's
   * next calls with the same token skip the HMAC and the claim checks (the expiry is still checked on each
   * call). Found by the token's signature, its last part, whose text a Map hashes in a seventh of the time
   * of the whole token's (fast-jwt's own cache took a SHA-256 digest of it on every call); a token is taken
   * as verified only when its whole text is the one kept.
   */
  private readonly verified = new Map<string, { token: string; claims: AccessClaims }>();

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
  verifyAccess(token: string, now: Date): AccessClaims | null {
    const kept = this.verified.get(signatureOf(token));
    const claims = kept?.token === token ? kept.claims : this.verify(token);
    if (!claims || claims.expiresAt.getTime() <= now.getTime()) return null;
    return claims;
  }

  /** The claims of a token whose signature and claims hold (expiry aside), remembered; null otherwise. */
  private verify(token: string): AccessClaims | null {
    let payload: Record<string, unknown>;
    try {
      payload = this.verifier(token);
    } catch (error) {
      if (error instanceof TokenError) return null;
      throw error;
    }
    const { sub, fam, exp } = payload;
    if (typeof sub !== 'string' || typeof fam !== 'string' || typeof exp !== 'number') return null;
    const expiresAt = new Date(exp * 1000);
    const claims = { userId: sub, familyId: fam, expiresAt, expiresAtText: expiresAt.toISOString() };
    // Bounded: the oldest entry goes first (a Map keeps insertion order).
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(signatureOf(token), { token, claims });
    return claims;
  }
}

/** A compact JWS's signature: the text after its last dot (the whole text when it has none). */
function signatureOf(token: string): string {
  return token.slice(token.lastIndexOf('.') + 1);
}

/** Opaque random secret for refresh and reset tokens; only its hash is stored. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
