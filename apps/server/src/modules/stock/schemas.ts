import { z } from 'zod';

export {
  type Batch,
  type BatchList,
  batchListSchema,
  type InternalLotBody,
  internalLotBodySchema,
  type LotMovement,
  type LotMovementPage,
  lotMovementPageSchema,
  type Recall,
  recallCsvQuerySchema,
  recallQuerySchema,
  recallSchema,
  type ShelfLot,
  type StockList,
  type StockLot,
  type StockTransfer,
  type StockTransferBody,
  type StockTransferPage,
  stockListSchema,
  stockTransferBodySchema,
  stockTransferPageSchema,
  stockTransferSchema,
  type TransferDestinations,
  transferDestinationsSchema,
} from '@ponto/domain';

export const lotIdParamsSchema = z.object({ id: z.uuid() });

export const pageQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
