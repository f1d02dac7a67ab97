/** Cache keys of the exam requests: the live connection invalidates both on every examProgress of the workplace. */
export const examRequestKey = (cnpj: string, id: string) => ['examRequests', cnpj, 'detail', id] as const;
export const examRequestsKey = (cnpj: string) => ['examRequests', cnpj] as const;
