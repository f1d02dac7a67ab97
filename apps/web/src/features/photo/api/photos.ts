import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';
import { apiErrorFromResponse } from '@/lib/api-error';
import type { AppServices } from '@/lib/app-services';

/** The server's limits (docs/photos.md), checked here first to answer at once. */
export const PHOTO_MAX_MEGABYTES = 5;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MEGABYTES * 1024 * 1024;
export const PHOTO_ACCEPT = ['image/jpeg', 'image/png', 'image/webp'];

const storedPhotoSchema = z.object({
  id: z.string(),
  faceDetected: z.boolean(),
  contentType: z.string(),
  sizeBytes: z.number(),
});
export type StoredPhoto = z.infer<typeof storedPhotoSchema>;

/** POST /photos (multipart, field `file`): the server checks the content and the face and keeps the picture. */
export function uploadPhoto(
  api: ApiClient,
  cnpj: string,
  picture: Blob,
  filename: string,
): Promise<StoredPhoto> {
  const form = new FormData();
  form.set('file', picture, filename);
  return api.request('/photos', { method: 'POST', body: form, headers: { cnpj }, schema: storedPhotoSchema });
}

/** Where the stored photo is read (with the session's headers, so never as a plain <img src>). */
export function photoPath(photoId: string): string {
  return `/photos/${encodeURIComponent(photoId)}`;
}

/**
 * GET /photos/:id as a Blob. The API client reads JSON only, so this call sends the same session headers
 * itself, renewing the access token once when it was refused.
 */
export async function fetchPhoto(
  services: Pick<AppServices, 'store' | 'api'>,
  cnpj: string,
  path: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const attempt = () => {
    const token = services.store.get()?.accessToken;
    return fetch(path, {
      headers: { Accept: 'image/*', cnpj, ...(token && { Authorization: `Bearer ${token}` }) },
      cache: 'no-store',
      ...(signal && { signal }),
    });
  };
  let response = await attempt();
  if (response.status === 401 && services.store.get()) {
    await services.api.renew();
    response = await attempt();
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  return response.blob();
}
