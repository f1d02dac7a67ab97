import { fillPlaceholders } from 'drizzle-orm';
import { PgDialect, pgTable, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { anyOfIds, idsValue } from './any-of';

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

  it('takes the ids as one array literal, and nothing that is not a uuid', () => {
    const ids = ['00000000-0000-4000-8000-000000000001', 'ABCDEF01-0000-4000-8000-000000000002'];
    expect(idsValue(ids)).toBe(`{${ids[0]},${ids[1]}}`);
    expect(idsValue([])).toBe('{}');
    expect(() => idsValue([`${ids[0]},${ids[1]}`])).toThrow();
    expect(() => idsValue(['"x"'])).toThrow();
  });
});
