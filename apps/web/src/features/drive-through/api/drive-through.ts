import {
  type DriveThroughPlaceBody,
  type DriveThroughReserveBody,
  driveThroughAvailabilitySchema,
  driveThroughDaySchema,
  driveThroughHoldSchema,
  driveThroughPlaceListSchema,
  driveThroughPlaceSchema,
  driveThroughReservedSchema,
} from '@ponto/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';

/** Every drive-through query of a workplace starts with this key (a reservation invalidates them all). */
export const driveThroughKey = (cnpj: string) => ['driveThrough', cnpj] as const;

/** GET totem/getPlaces (with inactive ones for the managers' list). */
export function placesQueryOptions(api: ApiClient, cnpj: string, all = false) {
  return queryOptions({
    queryKey: [...driveThroughKey(cnpj), 'places', all],
    queryFn: ({ signal }) =>
      api.request(`/totem/getPlaces${all ? '?all=true' : ''}`, {
        headers: { cnpj },
        schema: driveThroughPlaceListSchema,
        signal,
      }),
  });
}

/** GET totem/getAvailable: the times of the day of `timestamp` at one place. */
export function availabilityQueryOptions(api: ApiClient, cnpj: string, placeId: string, timestamp: string) {
  return queryOptions({
    queryKey: [...driveThroughKey(cnpj), 'available', placeId, timestamp],
    queryFn: ({ signal }) =>
      api.request('/totem/getAvailable', {
        headers: { cnpj, timestamp, place: placeId },
        schema: driveThroughAvailabilitySchema,
        signal,
      }),
    // Another operator's reservation shows within seconds.
    refetchInterval: 10_000,
  });
}

/** GET totem/getSchedule (header day, yyyy-mm-dd): every place's times with patients and holders. */
export function dayScheduleQueryOptions(api: ApiClient, cnpj: string, day: string) {
  return queryOptions({
    queryKey: [...driveThroughKey(cnpj), 'schedule', day],
    queryFn: ({ signal }) =>
      api.request('/totem/getSchedule', { headers: { cnpj, day }, schema: driveThroughDaySchema, signal }),
    refetchInterval: 15_000,
  });
}

export const reserveTimes = (api: ApiClient, cnpj: string, body: DriveThroughReserveBody) =>
  api.request('/totem/reserve', {
    method: 'PUT',
    headers: { cnpj },
    body,
    schema: driveThroughReservedSchema,
  });

export const getHold = (api: ApiClient, cnpj: string, id: string) =>
  api.request(`/totem/holds/${id}`, { headers: { cnpj }, schema: driveThroughHoldSchema });

export const releaseHold = (api: ApiClient, cnpj: string, id: string) =>
  api.request(`/totem/holds/${id}`, { method: 'DELETE', headers: { cnpj }, schema: driveThroughHoldSchema });

export const createPlace = (api: ApiClient, cnpj: string, body: DriveThroughPlaceBody) =>
  api.request('/totem/places', { method: 'POST', headers: { cnpj }, body, schema: driveThroughPlaceSchema });

export const updatePlace = (api: ApiClient, cnpj: string, id: string, body: DriveThroughPlaceBody) =>
  api.request(`/totem/places/${id}`, {
    method: 'PUT',
    headers: { cnpj },
    body,
    schema: driveThroughPlaceSchema,
  });
