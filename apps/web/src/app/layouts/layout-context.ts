import { createContext, useContext } from 'react';

/** Whether an allowed embedder asked for the simplified layout (no sidebar, no header; §2). */
export const SimplifiedLayoutContext = createContext(false);

export function useIsSimplifiedLayout(): boolean {
  return useContext(SimplifiedLayoutContext);
}
