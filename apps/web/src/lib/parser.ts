/** What checks an answer and gives it its type: a zod schema, for one, or a guard written by hand. */
export interface Parser<T> {
  parse(value: unknown): T;
}
