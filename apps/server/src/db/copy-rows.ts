import { StringDecoder } from 'node:string_decoder';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/** A statement as drizzle renders it: `$1`, `$2`… in the text, their values apart. */
export interface Statement {
  sql: string;
  params: readonly unknown[];
}

/**
 * The statement's text with its parameters written in, for COPY, which takes none: strings as literals
 * quoted by pg's own escaping, finite numbers as decimals; anything else is refused. The text must hold
 * no `$n` besides its parameters, as drizzle's rendering of a query without literal dollars does.
 */
export function withLiterals(client: pg.ClientBase, statement: Statement): string {
  return statement.sql.replace(/\$(\d+)\b/g, (_, position: string) => {
    const value = statement.params[Number(position) - 1];
    if (typeof value === 'string') return client.escapeLiteral(value);
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    throw new TypeError(`parameter $${position} is neither a string nor a finite number`);
  });
}

const ESCAPED = /\\(.)/g;
const ESCAPES: Readonly<Record<string, string>> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** One field of COPY's text format: `\N` is null; a backslash escapes a control character or itself. */
export function copyField(text: string): string | null {
  if (text === '\\N') return null;
  return text.includes('\\') ? text.replace(ESCAPED, (_, code: string) => ESCAPES[code] ?? code) : text;
}

/**
 * The rows of `COPY (query) TO STDOUT` in PostgreSQL's text format, as the fields of each row, a chunk of
 * rows at a time as they arrive. Unlike a cursor, COPY lets the planner use parallel workers, and a row
 * arrives as a line of text rather than a message of typed fields, each decoded apart. The stream's pace
 * is the consumer's. A consumer that stops early leaves the connection in the middle of the COPY: the
 * caller must then close that connection rather than hand it on.
 */
export async function* copyRows(
  client: pg.PoolClient,
  query: string,
): AsyncGenerator<Array<Array<string | null>>> {
  const stream = client.query(copyTo(`COPY (${query}) TO STDOUT`));
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of stream) {
      const text = rest + decoder.write(chunk as Buffer);
      const rows: Array<Array<string | null>> = [];
      let start = 0;
      for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
        rows.push(text.slice(start, end).split('\t').map(copyField));
        start = end + 1;
      }
      rest = text.slice(start);
      if (rows.length > 0) yield rows;
    }
  } finally {
    if (!stream.destroyed) stream.destroy();
  }
}
