import { useCallback, useRef, useState } from 'react';

export type FocusKind = 'heading' | 'invalid';

/**
 * Where focus goes after a move: the step's heading (a new step) or the first invalid field (a refused
 * Next). Each request has its own number, so asking for the same kind twice moves focus again.
 */
export function useFocusTarget() {
  const [focusTarget, setFocusTarget] = useState<{ kind: FocusKind; seq: number } | null>(null);
  const seq = useRef(0);
  const focus = useCallback((kind: FocusKind) => setFocusTarget({ kind, seq: ++seq.current }), []);
  return { focusTarget, focus };
}
