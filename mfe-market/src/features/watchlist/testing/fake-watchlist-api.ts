import i18next from 'i18next';
import {
  errorMessage,
  ERRORS,
  isErrorCode,
  pickLanguage,
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
import { ApiError } from 'shared-session';
import type * as SharedSessionModule from 'shared-session';

type SharedSession = typeof SharedSessionModule;

/** A refusal as the api sends it: the catalogue code, its status and the message in the page's language. */
export const refusal = (code: ErrorCode) => new ApiError(code, ERRORS[code].status, errorMessage(code, pickLanguage(i18next.language)));

/** A body checked with the api's own schema: its first coded issue is the refusal. */
type SafeParser<T> = { safeParse: (body: unknown) => { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } } };
const parsed = <T,>(schema: SafeParser<T>, body: unknown): T => {
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
export const projectTarget = (projectId: number, name = { ko: `기사단 ${projectId}`, en: `Knights ${projectId}` }): WatchTarget => ({ kind: 'project', projectId, name });

/**
 * The watchlist api behind apiGet / apiSend with the api's rules (one watch per target, at most 50, the price rule)
 * over an in-memory state; every answer is parsed with the contract's schema. Every request is recorded as
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

  async get(path: string) {
    this.calls.push({ call: `GET ${path}` });
    if (path !== WATCH_API.list) throw refusal('ROUTE_NOT_FOUND');
    if (this.down) throw refusal(this.down);
    return watchListSchema.parse({ items: this.watches, max: WATCH_MAX_PER_MEMBER });
  }

  async send(method: string, path: string, body?: unknown) {
    const verb = method.toUpperCase();
    this.calls.push({ call: `${verb} ${path}`, body });
    if (verb === 'POST' && path === WATCH_API.list) {
      const input = parsed(watchCreateRequestSchema, body);
      const target = this.targets.find((one) =>
        input.keyDesignId !== undefined ? one.kind === 'design' && one.keyDesignId === input.keyDesignId : one.kind === 'project' && one.projectId === input.projectId,
      );
      if (!target) throw refusal(input.keyDesignId !== undefined ? 'KEY_NOT_FOUND' : 'PROJECT_NOT_FOUND');
      if (this.watches.some((watch) => JSON.stringify(watch.target) === JSON.stringify(target))) throw refusal('WATCH_DUPLICATE');
      if (this.watches.length >= WATCH_MAX_PER_MEMBER) throw refusal('WATCH_LIMIT_REACHED');
      return watchSchema.parse(this.watch(target, { maxPriceGold: input.maxPriceGold }));
    }
    const one = /^\/api\/watchlist\/(\d+)$/.exec(path);
    const index = one ? this.watches.findIndex((watch) => watch.id === Number(one[1])) : -1;
    if (one && index < 0) throw refusal('WATCH_NOT_FOUND');
    const found = this.watches[index];
    if (verb === 'PATCH' && found) {
      const input = parsed(watchUpdateRequestSchema, body);
      const changed = { ...found, maxPriceGold: input.maxPriceGold };
      this.watches[index] = changed;
      return watchSchema.parse(changed);
    }
    if (verb === 'DELETE' && found) {
      this.watches.splice(index, 1);
      return watchRemoveResultSchema.parse({ id: found.id });
    }
    throw refusal('ROUTE_NOT_FOUND');
  }
}

export const watchlistApi = new FakeWatchlistApi();

/**
 * `shared-session` with its api calls answered by `watchlistApi`, for `jest.mock`:
 * `jest.mock('shared-session', () => jest.requireActual<FakeApiModule>('../testing/fake-watchlist-api').sharedSessionOnFakeApi())`.
 */
export function sharedSessionOnFakeApi() {
  const actual = jest.requireActual<SharedSession>('shared-session');
  return {
    ...actual,
    apiGet: jest.fn((path: string) => watchlistApi.get(path)),
    apiSend: jest.fn((method: string, path: string, _schema: unknown, body?: unknown) => watchlistApi.send(method, path, body)),
  };
}
export type FakeApiModule = { sharedSessionOnFakeApi: typeof sharedSessionOnFakeApi };
