import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerPollingJob, type PollingJob } from '../../jobs/polling-job';
import { notifyDueDrops, type DropPass } from './watch-service';

declare module 'fastify' {
  interface FastifyInstance {
    watchDrops: PollingJob<DropPass>;
  }
}

/** Watched projects' drops (a sale opening, a new KEY on sale) notify their watchers: a durable job of every api instance. */
export function registerWatchDropJob(app: FastifyInstance, { database, clock, config }: AppContext) {
  const job = registerPollingJob<DropPass>(app, {
    name: 'watchlist drops',
    everySeconds: () => config.watchDropPollSeconds,
    pass: () => notifyDueDrops(database.db, clock.now()),
    report: (pass, log) => {
      if (pass.notified > 0) log.info(pass, 'watchlist drops notified');
    },
  });
  app.decorate('watchDrops', job);
}
