import { z } from 'zod';
import { LEAFLET_CODE_LENGTH, LEAFLET_CODE_SUFFIX_LENGTH, reportLanguages } from '../constants/business';
import type { FieldError } from '../errors/api-error';
import { lotNumberSchema } from '../orders/shipment';
import { leafletCodeFromLot } from '../validation/leaflet';

/** A leaflet's own code: the 3 digits a lot code carries (§9). */
export const leafletCodeSchema = z.string().regex(/^\d{3}$/, 'validation:invalid');

const lang = z.enum(reportLanguages).optional();

/** GET /leaflets?lot=: the lot code as printed on the box; `lang` overrides the interface language. */
export const leafletLotQuerySchema = z.object({ lot: lotNumberSchema, lang });
export type LeafletLotQuery = z.infer<typeof leafletLotQuerySchema>;

/** GET /leaflets/:code and its PDF. */
export const leafletCodeParamsSchema = z.object({ code: leafletCodeSchema });
export const leafletLangQuerySchema = z.object({ lang });

/** The smallest lot code that can carry a leaflet code: the code and the 6 characters after it. */
export const LEAFLET_LOT_MIN_LENGTH = LEAFLET_CODE_LENGTH + LEAFLET_CODE_SUFFIX_LENGTH;

/** Texts in @ponto/i18n under leaflets:problems.<key>. */
export const leafletMessageKeys = ['lotTooShort', 'lotWithoutLeaflet'] as const;
export type LeafletMessageKey = (typeof leafletMessageKeys)[number];

/**
 * Why a lot code selects no leaflet, as a field error (the web checks before asking, the server answers
 * the same): too short to hold 3 + 6 characters, or no 3 digits where the leaflet code goes. Null when it
 * names a leaflet code.
 */
export function leafletLotProblem(lot: string, field = 'lot'): FieldError | null {
  if (leafletCodeFromLot(lot) !== null) return null;
  const key: LeafletMessageKey =
    lot.trim().length < LEAFLET_LOT_MIN_LENGTH ? 'lotTooShort' : 'lotWithoutLeaflet';
  return { field, messageKey: `leaflets:problems.${key}`, params: { min: LEAFLET_LOT_MIN_LENGTH } };
}
