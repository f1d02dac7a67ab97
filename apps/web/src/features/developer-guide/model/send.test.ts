import { describe, expect, it, vi } from 'vitest';
import { sendGuideRequest } from './send';

const answer = (body: BodyInit, type: string, status = 200) =>
  vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } }));

describe('sendGuideRequest', () => {
  it('sends the token and the JSON body, and pretty-prints a JSON answer', async () => {
    const fetchFn = answer('{"id":"p1"}', 'application/json');
    const result = await sendGuideRequest(
      { method: 'POST', path: '/integration/v1/pre-exams', body: { a: 1 }, authorised: true },
      'tok',
      fetchFn as unknown as typeof fetch,
    );
    expect(fetchFn).toHaveBeenCalledWith('/integration/v1/pre-exams', {
      method: 'POST',
      headers: { Authorization: 'Bearer tok', 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    expect(result).toMatchObject({ status: 200, json: { id: 'p1' }, body: '{\n  "id": "p1"\n}' });
  });

  it('tells a file by its type and size; an error answer is shown as it came', async () => {
    const pdf = await sendGuideRequest(
      { method: 'GET', path: '/x.pdf', authorised: true },
      '',
      answer(new Uint8Array([1, 2, 3]), 'application/pdf') as unknown as typeof fetch,
    );
    expect(pdf.body).toBe('application/pdf · 3 bytes');
    const text = await sendGuideRequest(
      { method: 'GET', path: '/t', authorised: false },
      'tok',
      answer('nope', 'text/plain', 502) as unknown as typeof fetch,
    );
    expect(text).toMatchObject({ status: 502, body: 'nope' });
  });
});
