import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const serializerOf = (schema: unknown) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);

describe('response serializer', () => {
  it('writes only the fields the schema names', () => {
    const write = serializerOf(
      z.object({ id: z.string(), at: z.date(), items: z.array(z.object({ n: z.number() })) }),
    );
    const at = new Date('2026-11-29T10:00:00.000Z');
    const text = write({ id: 'a', at, secret: 'kept out', items: [{ n: 1, hidden: true }] });
    expect(JSON.parse(text)).toEqual({ id: 'a', at: at.toISOString(), items: [{ n: 1 }] });
  });

  it('refuses an answer that does not fit the schema', () => {
    const write = serializerOf(z.object({ valid: z.literal(true) }));
    let thrown: unknown;
    try {
      write({ valid: false });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('takes a schema given under properties, and refuses one that is not zod', () => {
    expect(serializerOf({ properties: z.object({ ok: z.boolean() }) })({ ok: true })).toBe('{"ok":true}');
    expect(() => serializerOf({ type: 'object' })).toThrow(/zod schema/);
  });
});
