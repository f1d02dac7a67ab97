import { type CalibrationRecord, calibrationRecordSchema } from '@ponto/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services-context';

/** While a calibration waits for its outcome the history is read again this often. */
export const PENDING_POLL_MS = 2000;

export const calibrationsQueryKey = (cnpj: string, code: string) =>
  ['readers', cnpj, 'calibrations', code] as const;

/** GET /workplace/readers/{code}/calibrations: the history, newest first. */
export function getCalibrations(api: ApiClient, cnpj: string, code: string): Promise<CalibrationRecord[]> {
  return api.request(`/workplace/readers/${encodeURIComponent(code)}/calibrations`, {
    headers: { cnpj },
    schema: z.array(calibrationRecordSchema),
  });
}

export function calibrationsQueryOptions(api: ApiClient, cnpj: string, code: string) {
  return queryOptions({
    queryKey: calibrationsQueryKey(cnpj, code),
    queryFn: () => getCalibrations(api, cnpj, code),
    refetchInterval: (query) => (query.state.data?.[0]?.outcome === 'pending' ? PENDING_POLL_MS : false),
  });
}

/** POST /workplace/readers/{code}/calibrate: starts the 2-minute capsule window (§4). */
export function startCalibration(api: ApiClient, cnpj: string, code: string): Promise<CalibrationRecord> {
  return api.request(`/workplace/readers/${encodeURIComponent(code)}/calibrate`, {
    method: 'POST',
    headers: { cnpj },
    schema: calibrationRecordSchema,
  });
}

export function useStartCalibration(cnpj: string, code: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startCalibration(api, cnpj, code),
    onSuccess: (record) => {
      // Shown at once as the newest entry; the poll then follows it to its outcome.
      const key = calibrationsQueryKey(cnpj, code);
      queryClient.setQueryData<CalibrationRecord[]>(key, (old = []) => [
        record,
        ...old.filter((r) => r.id !== record.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
