import type { z } from 'zod';
import { AppError } from './app-error';

/** Parses query/body/params with a shared-contract schema; failures become 400 VALIDATION_FAILED. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new AppError(
    'VALIDATION_FAILED',
    result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
}
