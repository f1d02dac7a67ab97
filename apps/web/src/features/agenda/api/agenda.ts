import { type BookingBody, bookingListSchema, bookingSchema } from '@ponto/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';

export const agendaKey = (cnpj: string) => ['agenda', cnpj] as const;

export function bookingsQueryOptions(api: ApiClient, cnpj: string, from: Date, to: Date) {
  return queryOptions({
    queryKey: [...agendaKey(cnpj), from.toISOString(), to.toISOString()],
    queryFn: ({ signal }) =>
      api.request(`/schedule?${new URLSearchParams({ from: from.toISOString(), to: to.toISOString() })}`, {
        headers: { cnpj },
        schema: bookingListSchema,
        signal,
      }),
  });
}

export const saveBooking = (api: ApiClient, cnpj: string, body: BookingBody) =>
  api.request('/schedule/save', { method: 'POST', headers: { cnpj }, body, schema: bookingSchema });

export const editBooking = (api: ApiClient, cnpj: string, id: string, body: BookingBody) =>
  api.request('/schedule/edit', { method: 'POST', headers: { cnpj, id }, body, schema: bookingSchema });

export const deleteBooking = (api: ApiClient, cnpj: string, id: string) =>
  api.request('/schedule/delete', {
    method: 'POST',
    headers: { cnpj, id },
    schema: z.object({ deleted: z.literal(true) }),
  });
