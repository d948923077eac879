import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COIN_API, type PaymentProviderInfo } from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import type { PaymentProvider } from './payment-provider';
import { SandboxCardProvider } from './sandbox-card-provider';

const registries = new WeakMap<AppContext, Map<string, PaymentProvider>>();

/** The configured card providers of this app (the sandbox card processor only with CARD_SANDBOX=1). */
export function paymentProvidersOf(context: AppContext): Map<string, PaymentProvider> {
  const providers = registries.get(context);
  if (!providers) throw new Error('payment routes are not registered');
  return providers;
}

/** The provider with this id, or PAYMENT_PROVIDER_NOT_FOUND. */
export function paymentProvider(context: AppContext, id: string): PaymentProvider {
  const provider = paymentProvidersOf(context).get(id);
  if (!provider) throw new AppError('PAYMENT_PROVIDER_NOT_FOUND');
  return provider;
}

/** The browser-facing origin for return URLs: PUBLIC_URL, never the request's Host header. */
export const publicOrigin = (context: AppContext, _request?: FastifyRequest) => context.config.publicUrl;

const infoOf = (provider: PaymentProvider): PaymentProviderInfo => ({
  id: provider.id,
  name: provider.name,
  label: provider.label,
  method: 'CARD',
  currency: 'USD',
  sandbox: provider.sandbox,
});

/** Payment providers: the sandbox card processor (its hosted checkout page too) and the provider lists. */
export async function registerPaymentRoutes(app: FastifyInstance, context: AppContext, extra: PaymentProvider[] = []) {
  const providers = new Map<string, PaymentProvider>();
  if (context.config.cardSandbox) {
    const sandbox = new SandboxCardProvider(context.clock);
    sandbox.register(app);
    providers.set(sandbox.id, sandbox);
  }
  for (const provider of extra) providers.set(provider.id, provider);
  registries.set(context, providers);

  app.get(COIN_API.paymentProviders, async () => ok([...providers.values()].map(infoOf)));
  app.get(COIN_API.paymentProvidersByName, async () => ok(Object.fromEntries([...providers.values()].map((provider) => [provider.name, infoOf(provider)]))));
}
