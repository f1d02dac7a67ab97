import { describe, expect, it } from 'vitest';
import { builtOnce } from './built-once';
import type { Db } from './database';

describe('a statement built once', () => {
  it('is built on first use for each database handle, then given again', () => {
    let builds = 0;
    const statementOf = builtOnce((db) => ({ db, build: ++builds }));
    const one = {} as Db;
    const other = {} as Db;
    expect(statementOf(one)).toBe(statementOf(one));
    expect(statementOf(other).db).toBe(other);
    expect(builds).toBe(2);
  });
});
