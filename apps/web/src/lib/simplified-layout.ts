import { useEffect, useRef, useState } from 'react';

/** The message an embedding page posts to ask for the portal without its sidebar and header (§2). */
export const SIMPLIFIED_LAYOUT_MESSAGE = 'applySimplifiedLayout';

function normaliseOrigin(origin: string): string | null {
  try {
    return new URL(origin).origin;
  } catch {
    return null;
  }
}

/**
 * True when `event` asks for the simplified layout and comes from one of `allowedOrigins`
 * (GET /specialist/customization → allowedEmbedOrigins). Any other origin, the page's own included, is
 * ignored: only a configured partner may change the layout.
 */
export function isSimplifiedLayoutRequest(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  allowedOrigins: readonly string[],
): boolean {
  const origin = normaliseOrigin(event.origin);
  if (!origin) return false;
  const allowed = allowedOrigins.some((candidate) => normaliseOrigin(candidate) === origin);
  if (!allowed) return false;
  const { data } = event;
  if (data === SIMPLIFIED_LAYOUT_MESSAGE) return true;
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === SIMPLIFIED_LAYOUT_MESSAGE
  );
}

/**
 * Listens for the simplified-layout message. Messages that arrive before the allowed origins are known
 * are kept and checked once they are (an embedder may post right after the frame loads).
 */
export function useSimplifiedLayout(allowedOrigins: readonly string[] | undefined): boolean {
  const [simplified, setSimplified] = useState(false);
  const early = useRef<Array<Pick<MessageEvent, 'origin' | 'data'>>>([]);

  useEffect(() => {
    if (allowedOrigins) {
      if (early.current.some((event) => isSimplifiedLayoutRequest(event, allowedOrigins)))
        setSimplified(true);
      early.current = [];
    }
    function onMessage(event: MessageEvent) {
      if (!allowedOrigins) {
        if (early.current.length < 20) early.current.push({ origin: event.origin, data: event.data });
        return;
      }
      if (isSimplifiedLayoutRequest(event, allowedOrigins)) setSimplified(true);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [allowedOrigins]);

  return simplified;
}
