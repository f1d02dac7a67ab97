import { z } from 'zod';
import { examStateSchema } from '../machines/exam-state';

const localisedText = z.record(z.string(), z.string());
const workplaceRef = z.object({ cnpj: z.string(), name: z.string() });

export const lotFlagSchema = z.enum(['ok', 'expiringSoon', 'expired']);

/** §3 stock: one lot of an exam at the workplace, with its §9 flag and the days it has left. */
export const stockLotSchema = z.object({
  id: z.string(),
  examCode: z.string(),
  examName: localisedText,
  lotNumber: z.string(),
  /** The workplace's own number for the lot; '' until it is given one. */
  internalLot: z.string(),
  manufacturedOn: z.string(),
  expiresOn: z.string(),
  quantity: z.number().int(),
  flag: lotFlagSchema,
  daysLeft: z.number().int(),
});
export type StockLot = z.infer<typeof stockLotSchema>;

/** GET /stock: by exam, then the lot that expires first. */
export const stockListSchema = z.object({ lots: z.array(stockLotSchema) });
export type StockList = z.infer<typeof stockListSchema>;

/** Every change of a lot's quantity (the stock_movements ledger). */
export const stockMovementKinds = [
  'arrival',
  'examStart',
  'nullified',
  'transferOut',
  'transferIn',
  'control',
] as const;
export type StockMovementKind = (typeof stockMovementKinds)[number];

export const lotMovementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(stockMovementKinds),
  delta: z.number().int(),
  at: z.string(),
  /** Who made it: the exam's operator, whoever nullified, received or transferred. */
  by: z.string().nullable(),
  capsuleCode: z.string().nullable(),
  exam: z.object({ id: z.string(), protocolNumber: z.string() }).nullable(),
  order: z.object({ id: z.string(), number: z.number().int(), invoice: z.string().nullable() }).nullable(),
  /** The other workplace of a transfer. */
  transfer: z.object({ id: z.string(), workplace: workplaceRef }).nullable(),
});
export type LotMovement = z.infer<typeof lotMovementSchema>;

/** GET /stock/lots/:id/movements: the lot and its history, newest first ('load more'). */
export const lotMovementPageSchema = z.object({
  lot: stockLotSchema,
  items: z.array(lotMovementSchema),
  nextCursor: z.string().nullable(),
});
export type LotMovementPage = z.infer<typeof lotMovementPageSchema>;

/** What brought capsules of a lot here: an order's arrival (by its invoice) or a transfer in. */
export const batchArrivalSchema = z.object({
  source: z.enum(['order', 'transfer']),
  at: z.string(),
  quantity: z.number().int(),
  /** The internal lot the shipment named for it (an arrival), or null. */
  internalLot: z.string().nullable(),
  order: z.object({ id: z.string(), number: z.number().int(), invoice: z.string().nullable() }).nullable(),
  fromWorkplace: workplaceRef.nullable(),
});
export type BatchArrival = z.infer<typeof batchArrivalSchema>;

/**
 * §2 batches and internal lots: a manufacturer's lot number at the workplace, its internal lot, and every
 * arrival that brought capsules of it (which internal lot came with which invoice).
 */
export const batchSchema = stockLotSchema.extend({ arrivals: z.array(batchArrivalSchema) });
export type Batch = z.infer<typeof batchSchema>;

export const batchListSchema = z.object({ batches: z.array(batchSchema) });
export type BatchList = z.infer<typeof batchListSchema>;

/** PUT /stock/lots/:id/internal-lot: the workplace's own number for a lot. */
export const internalLotBodySchema = z.object({
  internalLot: z
    .string()
    .trim()
    .min(1, 'validation:required')
    .max(40, 'validation:tooLong')
    .regex(/^[A-Za-z0-9./ -]*$/, 'validation:invalid'),
});
export type InternalLotBody = z.infer<typeof internalLotBodySchema>;

/** GET /stock/transfer-destinations: the other workplaces of the network (workplaces.group). */
export const transferDestinationsSchema = z.object({
  network: z.string().nullable(),
  workplaces: z.array(workplaceRef),
});
export type TransferDestinations = z.infer<typeof transferDestinationsSchema>;

/** A transfer seen from this workplace: it sent the stock or received it. */
export const transferDirections = ['sent', 'received'] as const;

/** One transfer as the workplace sees it: sent to, or received from, another workplace of the network. */
export const stockTransferSchema = z.object({
  id: z.string(),
  direction: z.enum(transferDirections),
  workplace: workplaceRef,
  examCode: z.string(),
  examName: localisedText,
  lotNumber: z.string(),
  quantity: z.number().int(),
  at: z.string(),
  by: z.string().nullable(),
});
export type StockTransfer = z.infer<typeof stockTransferSchema>;

export const stockTransferPageSchema = z.object({
  items: z.array(stockTransferSchema),
  nextCursor: z.string().nullable(),
});
export type StockTransferPage = z.infer<typeof stockTransferPageSchema>;

/** An exam that used a capsule of the recalled lot. */
export const recallExamSchema = z.object({
  examRequestId: z.string(),
  protocolNumber: z.string(),
  patientName: z.string(),
  examCode: z.string(),
  examName: localisedText,
  capsuleCode: z.string(),
  usedAt: z.string(),
  state: examStateSchema,
  workplace: workplaceRef,
  /** Who started the run that read the capsule. */
  operator: z.string().nullable(),
});
export type RecallExam = z.infer<typeof recallExamSchema>;

export const recallNullifiedSchema = z.object({
  capsuleCode: z.string(),
  nullifiedAt: z.string(),
  by: z.string().nullable(),
  workplace: workplaceRef,
});
export type RecallNullified = z.infer<typeof recallNullifiedSchema>;

/** GET /stock/recall: every exam run with the lot, and its nullified capsules, at the user's workplaces. */
export const recallSchema = z.object({
  lot: z.string(),
  exams: z.array(recallExamSchema),
  nullified: z.array(recallNullifiedSchema),
});
export type Recall = z.infer<typeof recallSchema>;

/** The recall list's columns, in the screen's and the CSV's order (texts: stock:recall.columns.<key>). */
export const recallColumns = [
  'usedAt',
  'workplace',
  'protocolNumber',
  'patientName',
  'exam',
  'capsuleCode',
  'state',
  'operator',
] as const;
export type RecallColumn = (typeof recallColumns)[number];
