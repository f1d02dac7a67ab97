import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { copyField, withLiterals } from './copy-rows';

// pg's own escaping, as a client offers it (quotes doubled; a backslash makes it an E'' literal).
const client = {
  escapeLiteral: (text: string) => {
    const quoted = `'${text.replaceAll("'", "''").replaceAll('\\', '\\\\')}'`;
    return text.includes('\\') ? ` E${quoted}` : quoted;
  },
} as unknown as pg.ClientBase;

describe('COPY text', () => {
  it('reads null, plain text and every escape PostgreSQL writes', () => {
    expect(copyField('\\N')).toBeNull();
    expect(copyField('')).toBe('');
    expect(copyField('São Paulo, "SP"')).toBe('São Paulo, "SP"');
    expect(copyField('a\\tb\\nc\\rd\\\\e\\bf\\fg\\vh')).toBe('a\tb\nc\rd\\e\bf\fg\vh');
    expect(copyField('\\\\N')).toBe('\\N');
  });

  it('writes strings and numbers in as literals and refuses anything else', () => {
    expect(
      withLiterals(client, { sql: 'select $1, $2, $10', params: ["O'Brien", 3, ...Array(7), 'x'] }),
    ).toBe("select 'O''Brien', 3, 'x'");
    expect(withLiterals(client, { sql: 'select $1', params: ['a\\b'] })).toBe("select  E'a\\\\b'");
    expect(() => withLiterals(client, { sql: 'select $1', params: [{}] })).toThrow(TypeError);
    expect(() => withLiterals(client, { sql: 'select $1', params: [Number.NaN] })).toThrow(TypeError);
    expect(() => withLiterals(client, { sql: 'select $1', params: [] })).toThrow(TypeError);
  });
});
