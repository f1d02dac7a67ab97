import { type Animal, animalSchema } from '@ponto/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client';

export const animalRecordSchema = z.object({
  id: z.string(),
  animal: animalSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AnimalRecord = z.infer<typeof animalRecordSchema>;

/** The server answers at most this many animals for one search (GET /animals has no cursor). */
export const ANIMAL_SEARCH_LIMIT = 50;

export const animalsQueryKey = (cnpj: string) => ['animals', cnpj] as const;

/** GET /animals?search=: name, code or tutor name, or the tutor's document prefix; at least 3 characters. */
export function searchAnimals(api: ApiClient, cnpj: string, search: string): Promise<AnimalRecord[]> {
  return api.request(`/animals?${new URLSearchParams({ search })}`, {
    headers: { cnpj },
    schema: z.array(animalRecordSchema),
  });
}

export function animalSearchQueryOptions(api: ApiClient, cnpj: string, search: string) {
  return queryOptions({
    queryKey: [...animalsQueryKey(cnpj), 'search', search] as const,
    queryFn: () => searchAnimals(api, cnpj, search),
    retry: false,
  });
}

/** GET /animals/{id}: one veterinary patient of this workplace. */
export function getAnimal(api: ApiClient, cnpj: string, id: string): Promise<AnimalRecord> {
  return api.request(`/animals/${encodeURIComponent(id)}`, { headers: { cnpj }, schema: animalRecordSchema });
}

export function animalQueryOptions(api: ApiClient, cnpj: string, id: string) {
  return queryOptions({
    queryKey: [...animalsQueryKey(cnpj), 'one', id] as const,
    queryFn: () => getAnimal(api, cnpj, id),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** PUT /animals/{id}. */
export function updateAnimal(
  api: ApiClient,
  cnpj: string,
  id: string,
  animal: Animal,
): Promise<AnimalRecord> {
  return api.request(`/animals/${encodeURIComponent(id)}`, {
    method: 'PUT',
    headers: { cnpj },
    body: animal,
    schema: animalRecordSchema,
  });
}
