import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A localised text: by locale (pt-BR, en-US, es-ES, pt-PT). */
export type Localised = Record<string, string>;
