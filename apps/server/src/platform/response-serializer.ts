import type { FastifySchemaCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

/**
 * Answers are checked against their route's response schema and cut down to it (no field the schema does not
 * name leaves), then written as JSON. The library's own compiler does it with zod's `encode`, which for every
 * value parses twice (a first pass without checks, then the real one) and on an answer of nested objects is
 * most of a request's own work. The response schemas hold no codecs, so a parse gives the same answer.
 */
export const responseSerializerCompiler = ({
  schema,
  method,
  url,
}: Parameters<FastifySchemaCompiler<unknown>>[0]) => {
  const resolved = responseSchemaOf(schema);
  return (data: unknown): string => {
    const result = safeParse(resolved, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

function responseSchemaOf(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`A response schema must be a zod schema: ${JSON.stringify(schema)}`);
}
