import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerPollingJob, type PollingJob } from '../../jobs/polling-job';
import { closeDueOffers, type OfferExpiryPass } from './offer-service';

declare module 'fastify' {
  interface FastifyInstance {
    offerExpiry: PollingJob<OfferExpiryPass>;
  }
}

/** Offers past their expiry (or whose KEY moved) close with their Gold released: a durable job of every api instance. */
export function registerOfferExpiryJob(app: FastifyInstance, { database, clock, config }: AppContext) {
  const job = registerPollingJob<OfferExpiryPass>(app, {
    name: 'offer expiry',
    everySeconds: () => config.offerExpiryPollSeconds,
    pass: () => closeDueOffers(database.db, clock.now()),
    report: (pass, log) => {
      if (pass.expired + pass.lapsed > 0) log.info(pass, 'offers closed');
    },
  });
  app.decorate('offerExpiry', job);
}
