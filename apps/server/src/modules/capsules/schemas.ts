import { z } from 'zod';

export {
  type Nullified,
  type NullifyBody,
  nullifiedListSchema,
  nullifiedSchema,
  nullifyBodySchema,
} from '@ponto/domain';

export const nullifiedListQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
