import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isSimplifiedLayoutRequest, useSimplifiedLayout } from './simplified-layout';

const allowed = ['https://partner.example', 'http://127.0.0.1:4100'];

describe('isSimplifiedLayoutRequest', () => {
  it('accepts the message, as an object or a string, from an allowed origin', () => {
    expect(
      isSimplifiedLayoutRequest(
        { origin: 'https://partner.example', data: { type: 'applySimplifiedLayout' } },
        allowed,
      ),
    ).toBe(true);
    expect(
      isSimplifiedLayoutRequest({ origin: 'http://127.0.0.1:4100', data: 'applySimplifiedLayout' }, allowed),
    ).toBe(true);
  });

  it('ignores any other origin, the page itself included', () => {
    for (const origin of [
      'https://evil.example',
      'https://partner.example.evil.example',
      'http://127.0.0.1:4101',
      'null',
      '',
      window.location.origin,
    ]) {
      expect(isSimplifiedLayoutRequest({ origin, data: { type: 'applySimplifiedLayout' } }, allowed)).toBe(
        false,
      );
    }
  });

  it('ignores other messages from an allowed origin', () => {
    for (const data of [null, 'hello', { type: 'other' }, { kind: 'applySimplifiedLayout' }, 42]) {
      expect(isSimplifiedLayoutRequest({ origin: 'https://partner.example', data }, allowed)).toBe(false);
    }
  });

  it('compares origins, not spellings (trailing slash, default port)', () => {
    expect(
      isSimplifiedLayoutRequest({ origin: 'https://partner.example', data: 'applySimplifiedLayout' }, [
        'https://partner.example:443/',
      ]),
    ).toBe(true);
  });
});

function post(origin: string, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
}

describe('useSimplifiedLayout', () => {
  it('applies on a message from an allowed origin only', () => {
    const { result } = renderHook(() => useSimplifiedLayout(allowed));
    post('https://evil.example', { type: 'applySimplifiedLayout' });
    expect(result.current).toBe(false);
    post('https://partner.example', { type: 'applySimplifiedLayout' });
    expect(result.current).toBe(true);
  });

  it('keeps a message that arrives before the allowed origins are known and checks it then', () => {
    const { result, rerender } = renderHook(({ origins }) => useSimplifiedLayout(origins), {
      initialProps: { origins: undefined as readonly string[] | undefined },
    });
    post('https://partner.example', 'applySimplifiedLayout');
    expect(result.current).toBe(false);
    rerender({ origins: allowed });
    expect(result.current).toBe(true);
  });

  it('an early message from another origin stays ignored', () => {
    const { result, rerender } = renderHook(({ origins }) => useSimplifiedLayout(origins), {
      initialProps: { origins: undefined as readonly string[] | undefined },
    });
    post('https://evil.example', 'applySimplifiedLayout');
    rerender({ origins: allowed });
    expect(result.current).toBe(false);
  });
});
