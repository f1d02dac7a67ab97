import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: a link token (/clientquiz, /iframe), a password, a key. */
const secretParams = /^(token|access_token|refresh_token|password|secret|client_secret)$/i;

/**
 * The request's URL as logs may keep it: the values of secret query parameters are replaced, so a
 * questionnaire link or an integrator's token never lands in a log file.
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is kept as it came
      }
      return secretParams.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${params.join('&')}`;
}

/** Fastify's request log line, with the URL redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
