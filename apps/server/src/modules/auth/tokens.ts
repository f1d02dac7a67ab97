import crypto from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'ponto';
const AUDIENCE = 'ponto-portal';

export interface AccessClaims {
  userId: string;
  familyId: string;
  expiresAt: Date;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly accessTtlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
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
      .sign(this.key);
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
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: now,
      });
      if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string' || !payload.exp) return null;
      return { userId: payload.sub, familyId: payload.fam, expiresAt: new Date(payload.exp * 1000) };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}

/** Opaque random secret for refresh and reset tokens; only its hash is stored. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
