import { SESSION_IDLE_MS } from '@ponto/domain';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, loginResponse } from '../testing/fixtures';
import { createAppServices } from './app-services';
import { useIdleSignOut, watchIdle } from './idle-sign-out';
import { ServicesProvider } from './services-context';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sign-out after 30 minutes without input', () => {
  it('fires once after 30 minutes without input, and input puts it off', () => {
    const target = new EventTarget();
    const onIdle = vi.fn();
    const stop = watchIdle({ target, onIdle, now: Date.now });
    vi.advanceTimersByTime(29 * MINUTE);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(29 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('pointermove'));
    vi.advanceTimersByTime(SESSION_IDLE_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SESSION_IDLE_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('checks at once when the page shows again (a computer waking up)', () => {
    const target = new EventTarget();
    const visibility = new EventTarget();
    const onIdle = vi.fn();
    let clock = 0;
    const stop = watchIdle({ target, visibility, onIdle, now: () => clock });
    // Asleep: no timer ran, but the clock went on.
    clock = 31 * MINUTE;
    visibility.dispatchEvent(new Event('visibilitychange'));
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops listening when stopped', () => {
    const target = new EventTarget();
    const onIdle = vi.fn();
    watchIdle({ target, onIdle })();
    vi.advanceTimersByTime(2 * SESSION_IDLE_MS);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('signs the signed-in user out with the "idle" reason, and revokes the session on the server', async () => {
    const calls: string[] = [];
    const services = createAppServices({
      sessionStorage: null,
      localStorage: null,
      fetch: (async (input: RequestInfo | URL) => {
        calls.push(String(input));
        // The page's own calls kept the session alive on the server: the logout renews its token first.
        if (String(input) === '/oauth/token')
          return json(200, {
            access_token: 'a2',
            refresh_token: 'r2',
            token_type: 'Bearer',
            expires_in: 900,
          });
        return new Response(null, { status: 204 });
      }) as typeof fetch,
    });
    await services.completeLogin(loginResponse());
    function Page() {
      useIdleSignOut();
      return null;
    }
    render(
      <ServicesProvider services={services}>
        <Page />
      </ServicesProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SESSION_IDLE_MS + MINUTE);
    });
    expect(services.store.get()).toBeNull();
    expect(services.store.logoutReason()).toBe('idle');
    expect(calls).toContain('/auth/logout');
  });
});
