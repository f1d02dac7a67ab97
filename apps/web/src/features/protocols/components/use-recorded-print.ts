import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/lib/services-context';
import { recordPrint } from '../api/protocols';

/** Prints the open sheet or labels (window.print) once the audit trail has recorded it; not otherwise. */
export function useRecordedPrint(cnpj: string, preExamId: string, what: 'sheet' | 'labels') {
  const api = useApi();
  return useMutation({
    mutationFn: () => recordPrint(api, cnpj, preExamId, what),
    onSuccess: () => window.print(),
  });
}
