import { storageKeys } from './storage-keys';

/**
 * Removes the patient-flow state (§3) from the given storages: the key `ponto.patientFlow` itself and
 * every key under it (`ponto.patientFlow.*`, `ponto.patientFlow:*`). Logout calls it (§4).
 */
export function clearPatientFlowState(storages: Array<Storage | null>): void {
  const prefix = storageKeys.patientFlowPrefix;
  for (const storage of storages) {
    if (!storage) continue;
    const doomed: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) doomed.push(key);
    }
    for (const key of doomed) storage.removeItem(key);
  }
}
