import { z } from 'zod';
import { queryInt } from './input';

/** Every API answer is wrapped: `{ result: 'SUCCESS', data }` or `{ result: 'FAIL', error }`. */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  /** Values the message refers to (e.g. `nextChangeAt`), when a code has any. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const successEnvelope = <T extends z.ZodType>(data: T) => z.object({ result: z.literal('SUCCESS'), data });

export const failEnvelopeSchema = z.object({ result: z.literal('FAIL'), error: errorBodySchema });
export type FailEnvelope = z.infer<typeof failEnvelopeSchema>;

export type SuccessEnvelope<T> = { result: 'SUCCESS'; data: T };
export type Envelope<T> = SuccessEnvelope<T> | FailEnvelope;

export const pageQuerySchema = z.object({
  page: queryInt(1, 10_000).default(1),
  size: queryInt(1, 100).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  });
export type Page<T> = { items: T[]; page: number; size: number; total: number };
