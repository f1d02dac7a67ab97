import { useCallback, useState } from 'react';
import { safeStorage, storageKeys } from './storage-keys';

/**
 * §3 patient flow state → reader: the Flow reader chosen with 'Select Flow reader' (§2), kept in
 * sessionStorage under `ponto.patientFlow.reader` (cleared at logout with the rest of the patient flow).
 * The new-exam flow reads it from here.
 */
export const patientFlowReaderKey = `${storageKeys.patientFlowPrefix}.reader`;

export function readFlowReader(storage: Storage | null = safeStorage('session')): string | null {
  const value = storage?.getItem(patientFlowReaderKey);
  return value ? value : null;
}

export function writeFlowReader(code: string | null, storage: Storage | null = safeStorage('session')): void {
  if (code) storage?.setItem(patientFlowReaderKey, code);
  else storage?.removeItem(patientFlowReaderKey);
}

/** The stored Flow reader and a setter that keeps storage and screen in step. */
export function useFlowReader(): [string | null, (code: string | null) => void] {
  const [code, setCode] = useState(() => readFlowReader());
  const update = useCallback((next: string | null) => {
    writeFlowReader(next);
    setCode(next);
  }, []);
  return [code, update];
}
