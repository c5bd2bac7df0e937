// Route input validation with the shared zod schemas: the first failing field is named in the message.
import type { z } from 'zod';
import { zodErrorToHttp } from './errors.js';

export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where: 'body' | 'query' | 'params'): z.infer<S> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw zodErrorToHttp(parsed.error, where);
  return parsed.data;
}
