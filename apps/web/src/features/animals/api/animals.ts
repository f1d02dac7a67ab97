import { type Animal, animalSchema } from '@ponto/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';

export const animalRecordSchema = z.object({
  id: z.string(),
  animal: animalSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the tutor's data was erased (docs/patient-data-rights.md): the record keeps the animal only. */
  anonymisedAt: z.string().nullable().optional(),
});
export type AnimalRecord = z.infer<typeof animalRecordSchema>;

const animalSearchPageSchema = z.object({
  items: z.array(animalRecordSchema),
  nextCursor: z.string().nullable(),
});
export type AnimalSearchPage = z.infer<typeof animalSearchPageSchema>;

export const animalsQueryKey = (cnpj: string) => ['animals', cnpj] as const;

/**
 * GET /animals?search=&cursor=: name, code or tutor name, or the tutor's document prefix; at least 3
 * characters; 20 by name per page, `nextCursor` for 'load more' (§9), as GET /patients.
 */
export function searchAnimals(
  api: ApiClient,
  cnpj: string,
  search: string,
  cursor: string | null,
): Promise<AnimalSearchPage> {
  const query = new URLSearchParams({ search });
  if (cursor) query.set('cursor', cursor);
  return api.request(`/animals?${query}`, { headers: { cnpj }, schema: animalSearchPageSchema });
}

export function animalSearchQueryOptions(api: ApiClient, cnpj: string, search: string) {
  return infiniteQueryOptions({
    queryKey: [...animalsQueryKey(cnpj), 'search', search] as const,
    queryFn: ({ pageParam }) => searchAnimals(api, cnpj, search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
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
