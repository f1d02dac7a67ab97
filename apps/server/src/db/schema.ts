/**
 * Every table of the database: each module keeps its own tables beside its code, and this file gathers them
 * for drizzle(pool, { schema }) and drizzle-kit.
 */
export * from '../modules/audit/schema';
export * from '../modules/auth/schema';
export * from '../modules/capsules/schema';
export * from '../modules/control-samples/schema';
export * from '../modules/critical-values/schema';
export * from '../modules/drive-through/schema';
export * from '../modules/exams-run/schema';
export * from '../modules/hl7/schema';
export * from '../modules/leaflets/schema';
export * from '../modules/messaging/schema';
export * from '../modules/nps/schema';
export * from '../modules/ordering/schema';
export * from '../modules/orders/schema';
export * from '../modules/password-reset/schema';
export * from '../modules/patients/schema';
export * from '../modules/photos/schema';
export * from '../modules/quality/schema';
export * from '../modules/readers/schema';
export * from '../modules/report-logo/schema';
export * from '../modules/results/schema';
export * from '../modules/rnds/schema';
export * from '../modules/schedule/schema';
export * from '../modules/stock/schema';
export * from '../modules/support/schema';
export * from '../modules/training/schema';
export * from '../modules/webhooks/schema';
export * from '../platform/rate-limit-schema';
