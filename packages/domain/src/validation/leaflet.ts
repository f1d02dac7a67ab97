import { LEAFLET_CODE_LENGTH, LEAFLET_CODE_SUFFIX_LENGTH } from '../constants/business';

/** §9: the 3 digits before the last 6 of a lot code select its leaflet; null when the lot is too short. */
export function leafletCodeFromLot(lot: string): string | null {
  const code = lot.trim();
  const end = code.length - LEAFLET_CODE_SUFFIX_LENGTH;
  const start = end - LEAFLET_CODE_LENGTH;
  if (start < 0) return null;
  const leaflet = code.slice(start, end);
  return /^\d{3}$/.test(leaflet) ? leaflet : null;
}
