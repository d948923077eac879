import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver from a shared-contract zod schema (the SAME rules the api applies): each field
 * gets its first issue, whose message is the catalogue error code the form translates. `extra` adds the
 * values the schema needs that are not inputs (the link's ids).
 */
export function schemaResolver<TFieldValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  extra: Record<string, unknown> = {},
): Resolver<TFieldValues, unknown, TOutput> {
  return (values) => {
    const result = schema.safeParse({ ...extra, ...values });
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.') || 'root';
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TFieldValues> };
  };
}
