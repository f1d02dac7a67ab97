import { SESSION_IDLE_MS } from '@ponto/domain';
import { useEffect } from 'react';
import { useServices, useSession } from './services-context';

/** What counts as the user being there: their hand on the mouse, keyboard or screen. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const CHECK_EVERY_MS = 15_000;

export interface IdleWatchOptions {
  /** Where input is heard (the window). */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Heard when the tab shows again (a computer waking up checks at once, not at the next tick). */
  visibility?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  onIdle: () => void;
  now?: () => number;
  idleMs?: number;
}

/**
 * Idle limit on the browser's side: after `idleMs` (30 minutes) without the user's input, onIdle
 * is called once. The server counts any call as activity, and an open page keeps calling (live connection,
 * polling), so only the browser can tell that nobody is at the screen. Returns a stop function.
 */
export function watchIdle(options: IdleWatchOptions): () => void {
  const now = options.now ?? Date.now;
  const idleMs = options.idleMs ?? SESSION_IDLE_MS;
  let last = now();
  let fired = false;
  const touch = () => {
    last = now();
  };
  const check = () => {
    if (fired || now() - last < idleMs) return;
    fired = true;
    options.onIdle();
  };
  const listening = { capture: true, passive: true } as const;
  for (const event of INPUT_EVENTS) options.target.addEventListener(event, touch, listening);
  options.visibility?.addEventListener('visibilitychange', check);
  const timer = setInterval(check, CHECK_EVERY_MS);
  return () => {
    clearInterval(timer);
    for (const event of INPUT_EVENTS) options.target.removeEventListener(event, touch, listening);
    options.visibility?.removeEventListener('visibilitychange', check);
  };
}

/** Signs the user out ('idle') after 30 minutes without their input, while someone is signed in. */
export function useIdleSignOut(): void {
  const services = useServices();
  const signedIn = useSession() !== null;
  useEffect(() => {
    if (!signedIn) return;
    return watchIdle({
      target: window,
      visibility: document,
      onIdle: () => void services.logout('idle'),
    });
  }, [signedIn, services]);
}
