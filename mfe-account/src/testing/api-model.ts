import type { ErrorCode } from 'shared-contract';
import { contractHandler, refusal, type ContractRoute } from 'shared-ui/src/testing/contract-api';
import type { z } from 'zod';

/**
 * An in-memory api model behind the msw contract layer: a subclass keeps the api's rules over its state and answers
 * through `handlers()` (contract routes, parsed both ways by `setupContractApi`); a request may be planned to fail once.
 */
export abstract class ApiModel {
  /** The next request of this `METHOD path` (e.g. `GET /api/alarm/settings`) is refused with this code (once). */
  failNext: Record<string, ErrorCode> = {};

  /** The routes of this model, for `testApi.reset(...model.handlers())`. */
  abstract handlers(): Array<ContractRoute<z.ZodType>>;

  /** A contract route whose reply first honours `failNext`. */
  protected route<Response extends z.ZodType>(route: ContractRoute<Response>): ContractRoute<z.ZodType> {
    return contractHandler({
      ...route,
      reply: (call) => {
        const request = `${call.method.toUpperCase()} ${call.path}`;
        const planned = this.failNext[request];
        if (planned) {
          delete this.failNext[request];
          throw refusal(planned);
        }
        return route.reply(call);
      },
    });
  }
}
