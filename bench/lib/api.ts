/** The two portal calls the benchmark needs: sign in, and provision virtual devices on a workplace. */

export interface ProvisionedReader {
  code: string;
  secret: string;
}

async function call<T>(url: string, init: RequestInit, timeoutMs: number): Promise<T> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

export async function login(baseUrl: string, document: string, password: string): Promise<string> {
  const answer = await call<{ accessToken: string }>(
    `${baseUrl}/auth/login`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ document, password }),
    },
    30_000,
  );
  return answer.accessToken;
}

export async function provisionVirtual(
  baseUrl: string,
  token: string,
  cnpj: string,
  count: number,
): Promise<{ brokerUrl: string; readers: ProvisionedReader[] }> {
  return call(
    `${baseUrl}/devices/virtual`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, cnpj },
      body: JSON.stringify({ family: 'Flow', count }),
    },
    120_000,
  );
}
