import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COIN_API, paymentProvidersByNameSchema, paymentProvidersSchema, successEnvelope } from 'shared-contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import type { PaymentProvider } from './payment-provider';
import { providerInfo, setPaymentProviders } from './payment-service';
import { SandboxCardProvider } from './sandbox-card-provider';

// Where the other modules have always found them.

/** The browser-facing origin for return URLs: PUBLIC_URL, never the request's Host header. */
export const publicOrigin = (context: AppContext, _request?: FastifyRequest) => context.config.publicUrl;

const TAGS = ['payments'];

/** Payment providers: the sandbox card processor (its hosted checkout page too) and the provider lists. */
export async function registerPaymentRoutes(fastify: FastifyInstance, context: AppContext, extra: PaymentProvider[] = []) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const providers = new Map<string, PaymentProvider>();
  if (context.config.cardSandbox) {
    const sandbox = new SandboxCardProvider(context.clock);
    sandbox.register(fastify);
    providers.set(sandbox.id, sandbox);
  }
  for (const provider of extra) providers.set(provider.id, provider);
  setPaymentProviders(context, providers);

  app.get(COIN_API.paymentProviders, { schema: { tags: TAGS, response: { 200: successEnvelope(paymentProvidersSchema) } } }, async () =>
    ok([...providers.values()].map(providerInfo)),
  );
  app.get(COIN_API.paymentProvidersByName, { schema: { tags: TAGS, response: { 200: successEnvelope(paymentProvidersByNameSchema) } } }, async () =>
    ok(Object.fromEntries([...providers.values()].map((provider) => [provider.name, providerInfo(provider)]))),
  );
}
