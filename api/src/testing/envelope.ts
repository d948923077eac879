import type { LightMyRequestResponse } from 'fastify';
import { failEnvelopeSchema, successEnvelope } from 'shared-contract';
import type { z } from 'zod';

/** The response's data, after checking the status and parsing the whole envelope with the contract schema. */
export function successData<S extends z.ZodType>(response: LightMyRequestResponse, schema: S): z.output<S> {
  if (response.statusCode !== 200) throw new Error(`Expected 200, got ${response.statusCode}: ${response.body}`);
  const envelope = successEnvelope(schema).parse(response.json()) as { data: z.output<S> };
  return envelope.data;
}

export function failure(response: LightMyRequestResponse) {
  const body: unknown = response.json();
  return { status: response.statusCode, ...failEnvelopeSchema.parse(body).error, raw: body as { error: { issues?: Array<{ path: string }> } } };
}
