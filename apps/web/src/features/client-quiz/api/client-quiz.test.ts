import { describe, expect, it } from 'vitest';
import { json, loginResponse } from '@/testing/fixtures';
import { testServices } from '@/testing/render';
import { clientQuizQueryOptions, submitClientQuiz } from './client-quiz';

function recording(answer: () => Response) {
  const calls: { url: URL; method: string; headers: Headers; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    calls.push({
      url: new URL(String(input), 'http://portal.test'),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return answer();
  };
  return { calls, services: testServices({ fetch }) };
}

describe('client questionnaire calls (/clientquiz)', () => {
  it("sends the link's token, never the session's, even with someone signed in on the device", async () => {
    const { calls, services } = recording(() => new Response(null, { status: 204 }));
    await services.completeLogin(loginResponse());
    await submitClientQuiz(services.api, 'tok en/1', { '1': { fever: true } });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url.pathname).toBe('/public/client-quiz');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ token: 'tok en/1', answers: { '1': { fever: true } } });
    expect(call?.headers.get('authorization')).toBeNull();
  });

  it('reads the questionnaire by its token, once: an answer does not go stale and a refusal is not retried', async () => {
    const { calls, services } = recording(() => json(404, { nope: true }));
    const options = clientQuizQueryOptions(services.api, 'a&b');
    expect(options.retry).toBe(false);
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY);
    await expect(services.queryClient.fetchQuery(options)).rejects.toBeDefined();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get('token')).toBe('a&b');
  });
});
