import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { krwRefundInputSchema, usdRefundInputSchema } from 'shared-contract';

type RefundSchema = typeof krwRefundInputSchema | typeof usdRefundInputSchema;

const CONSENTS_GIVEN = { agreeCopyright: true, agreePrivacy: true, agreeDelegation: true } as const;

/**
 * `zodResolver` over the shared schema the api applies (each issue's message is the catalogue code). An unticked
 * consent stops zod before the rules across fields (the bank code by bank country, the SWIFT code's country), so
 * when there are errors the schema is run once more with the consents given and those rules' errors are added:
 * the member sees every field's problem at once instead of one more after ticking the boxes.
 */
export function refundResolver<TValues extends FieldValues, TOutput>(schema: RefundSchema): Resolver<TValues, unknown, TOutput> {
  const resolve = zodResolver(schema) as unknown as Resolver<FieldValues, unknown, TOutput>;
  return async (values, context, options) => {
    const fieldOptions = options as unknown as Parameters<typeof resolve>[2];
    const result = await resolve(values, context, fieldOptions);
    if (Object.keys(result.errors).length === 0) return result as Awaited<ReturnType<Resolver<TValues, unknown, TOutput>>>;
    const crossField = await resolve({ ...values, ...CONSENTS_GIVEN }, context, fieldOptions);
    return { values: {}, errors: { ...crossField.errors, ...result.errors } } as Awaited<ReturnType<Resolver<TValues, unknown, TOutput>>>;
  };
}
