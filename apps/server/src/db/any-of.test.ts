import { fillPlaceholders } from 'drizzle-orm';
import { PgDialect, pgTable, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { anyOfIds } from './any-of';

const things = pgTable('things', { id: uuid('id').primaryKey() });

describe('a set of ids in a query', () => {
  it('is bound as one array parameter, however many ids', () => {
    const ids = Array.from(
      { length: 200 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const query = new PgDialect().sqlToQuery(anyOfIds(things.id, 'ids'));
    expect(query.sql).toBe('"things"."id" = any($1::uuid[])');
    expect(fillPlaceholders(query.params, { ids })).toEqual([ids]);
  });
});
