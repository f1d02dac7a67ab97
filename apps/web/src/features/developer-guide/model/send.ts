import type { GuideRequest } from './trail';

export interface GuideResponse {
  status: number;
  contentType: string;
  /** JSON pretty-printed, text as it came, or for a file its size. */
  body: string;
  json: unknown;
}

/**
 * Sends a trail request as an integrator would: plain fetch with the guide's own token, not the portal's
 * session (the guide is public and shows what the API answers, errors included).
 */
export async function sendGuideRequest(
  request: GuideRequest,
  token: string,
  fetchFn: typeof fetch = fetch,
): Promise<GuideResponse> {
  const headers: Record<string, string> = {};
  if (request.authorised && token) headers.Authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetchFn(request.path, {
    method: request.method,
    headers,
    ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    const json: unknown = await response.json();
    return { status: response.status, contentType, body: JSON.stringify(json, null, 2), json };
  }
  if (contentType.startsWith('text/')) {
    return { status: response.status, contentType, body: await response.text(), json: null };
  }
  const size = (await response.arrayBuffer()).byteLength;
  return { status: response.status, contentType, body: `${contentType} · ${size} bytes`, json: null };
}
