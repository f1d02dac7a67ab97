import { CLIENT_QUIZ_LINK_TTL_DAYS, CLIENT_QUIZ_TOKEN_AUDIENCE } from '@ponto/domain';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'ponto';
const DAY_SECONDS = 24 * 60 * 60;

export type QuizTokenCheck = { ok: true; preExamId: string } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * The /clientquiz link's token: signed with the server's secret, bound to its purpose (audience
 * 'clientquiz') and to one pre-exam (sub), valid 7 days. A session token has another audience, so it never
 * opens a questionnaire, and this one never opens a session.
 */
export class QuizTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(preExamId: string, now: Date, ttlSeconds = CLIENT_QUIZ_LINK_TTL_DAYS * DAY_SECONDS) {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = new Date((issuedAt + ttlSeconds) * 1000);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(preExamId)
      .setIssuer(ISSUER)
      .setAudience(CLIENT_QUIZ_TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  async verify(token: string, now: Date): Promise<QuizTokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: CLIENT_QUIZ_TOKEN_AUDIENCE,
        currentDate: now,
      });
      if (typeof payload.sub !== 'string' || !payload.exp) return { ok: false, reason: 'invalid' };
      return { ok: true, preExamId: payload.sub };
    } catch (error) {
      // jose checks the signature before the claims: an expired token was one of ours.
      if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
      if (error instanceof joseErrors.JOSEError) return { ok: false, reason: 'invalid' };
      throw error;
    }
  }
}
