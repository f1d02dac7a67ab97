import { invoiceNumberSchema, orderStatusSchema } from '@ponto/domain';
import { z } from 'zod';

export {
  type DistributorMoveBody,
  distributorMoveBodySchema,
  type OrderableExam,
  type OrderDetail,
  type OrderPage,
  type OrderSummary,
  orderableExamsSchema,
  orderDetailSchema,
  orderPageSchema,
  type PlaceOrderBody,
  placeOrderBodySchema,
} from '@ponto/domain';

export const orderListQuerySchema = z.object({
  status: orderStatusSchema.optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderIdParamsSchema = z.object({ id: z.uuid() });

export const invoiceQuerySchema = z.object({ invoice: invoiceNumberSchema });
export const invoiceBodySchema = z.object({ invoice: invoiceNumberSchema });
