import {
  isErrorCode,
  WATCH_API,
  WATCH_MAX_PER_MEMBER,
  watchCreateRequestSchema,
  watchListSchema,
  watchRemoveResultSchema,
  watchSchema,
  watchUpdateRequestSchema,
  type ErrorCode,
  type Watch,
  type WatchTarget,
} from 'shared-contract';
import { contractHandler, refusal, type ApiCall } from 'shared-ui/src/testing/contract-api';

/** A body checked with the api's own schema: its first coded issue is the refusal. */
type SafeParser<T> = { safeParse: (body: unknown) => { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } } };
const parsed = <T>(schema: SafeParser<T>, body: unknown): T => {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const code = result.error.issues.map((issue) => issue.message).find(isErrorCode);
  throw refusal(code ?? 'VALIDATION_FAILED');
};

export const designTarget = (keyDesignId: number, name = { ko: `봄 ${keyDesignId}`, en: `Spring ${keyDesignId}` }): WatchTarget => ({
  kind: 'design',
  keyDesignId,
  projectId: 1,
  name,
  rarity: 'rare',
});
export const projectTarget = (projectId: number, name = { ko: `기사단 ${projectId}`, en: `Knights ${projectId}` }): WatchTarget => ({
  kind: 'project',
  projectId,
  name,
});

/**
 * The watchlist api with the api's rules (one watch per target, at most 50, the price rule) over an in-memory state,
 * as contract routes for the test network (`testApi.reset(...watchlistApi.routes())`). Every request is recorded as
 * `METHOD path` with its body.
 */
export class FakeWatchlistApi {
  watches: Watch[] = [];
  /** What the api knows of each design and project (the names a new watch shows). */
  targets: WatchTarget[] = [designTarget(11), projectTarget(1)];
  /** GET answers this failure (e.g. the api is down). */
  down: ErrorCode | null = null;
  nextId = 100;
  calls: Array<{ call: string; body?: unknown }> = [];

  reset() {
    Object.assign(this, new FakeWatchlistApi());
  }

  watch(target: WatchTarget, overrides: Partial<Watch> = {}): Watch {
    const watch = watchSchema.parse({
      id: this.nextId++,
      target,
      maxPriceGold: null,
      createdAt: '2026-11-20T03:00:00.000Z',
      market: { floorGold: null, lastSale: null, listedCount: 0 },
      ...overrides,
    });
    this.watches.unshift(watch);
    return watch;
  }

  private record({ method, path, body }: ApiCall) {
    this.calls.push(method === 'get' || method === 'delete' ? { call: `${method.toUpperCase()} ${path}` } : { call: `${method.toUpperCase()} ${path}`, body });
  }

  private found(call: ApiCall) {
    const index = this.watches.findIndex((watch) => watch.id === Number(call.params.watchId));
    if (index < 0) throw refusal('WATCH_NOT_FOUND');
    return index;
  }

  routes() {
    return [
      contractHandler({
        method: 'get',
        path: WATCH_API.list,
        response: watchListSchema,
        reply: (call) => {
          this.record(call);
          if (this.down) throw refusal(this.down);
          return { items: this.watches, max: WATCH_MAX_PER_MEMBER };
        },
      }),
      contractHandler({
        method: 'post',
        path: WATCH_API.list,
        request: watchCreateRequestSchema,
        response: watchSchema,
        reply: (call) => {
          this.record(call);
          const input = parsed(watchCreateRequestSchema, call.body);
          const target = this.targets.find((one) =>
            input.keyDesignId !== undefined
              ? one.kind === 'design' && one.keyDesignId === input.keyDesignId
              : one.kind === 'project' && one.projectId === input.projectId,
          );
          if (!target) throw refusal(input.keyDesignId !== undefined ? 'KEY_NOT_FOUND' : 'PROJECT_NOT_FOUND');
          if (this.watches.some((watch) => JSON.stringify(watch.target) === JSON.stringify(target))) throw refusal('WATCH_DUPLICATE');
          if (this.watches.length >= WATCH_MAX_PER_MEMBER) throw refusal('WATCH_LIMIT_REACHED');
          return this.watch(target, { maxPriceGold: input.maxPriceGold });
        },
      }),
      contractHandler({
        method: 'patch',
        path: WATCH_API.one(':watchId'),
        request: watchUpdateRequestSchema,
        response: watchSchema,
        reply: (call) => {
          this.record(call);
          const index = this.found(call);
          const input = parsed(watchUpdateRequestSchema, call.body);
          const changed = watchSchema.parse({ ...this.watches[index], maxPriceGold: input.maxPriceGold });
          this.watches[index] = changed;
          return changed;
        },
      }),
      contractHandler({
        method: 'delete',
        path: WATCH_API.one(':watchId'),
        response: watchRemoveResultSchema,
        reply: (call) => {
          this.record(call);
          const index = this.found(call);
          const [removed] = this.watches.splice(index, 1);
          return { id: removed?.id ?? 0 };
        },
      }),
    ];
  }
}

export const watchlistApi = new FakeWatchlistApi();
