import type { z } from 'zod';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiCall {
  method: Method;
  path: string;
  body: unknown;
  query: Record<string, unknown> | undefined;
  headers: Record<string, string> | undefined;
}

/** One endpoint of the in-memory api: what it answers is parsed with the contract's schema (and so is what it is sent). */
export interface ContractHandler {
  method: Method;
  /** The exact path, or a pattern for paths with ids. */
  path: string | RegExp;
  /** The contract's request body schema, when it has one: a page sending anything else fails the test. */
  request?: z.ZodType;
  /** The contract's answer schema: a handler answering anything else fails the test. */
  response: z.ZodType;
  /** The answer (throw an `ApiError` for a failure). */
  reply: (call: ApiCall) => unknown;
}

/**
 * The network of a page test: `apiGet`/`apiSend` of shared-session answered by contract-validated handlers, shared by
 * the remotes' tests (`testApi` below; see `mockSessionWithTestApi`).
 */
export function contractApi() {
  let handlers: ContractHandler[] = [];
  const calls: ApiCall[] = [];
  const handle = async (call: ApiCall) => {
    calls.push(call);
    const handler = handlers.find((candidate) => candidate.method === call.method && (typeof candidate.path === 'string' ? candidate.path === call.path : candidate.path.test(call.path)));
    if (!handler) throw new Error(`unexpected ${call.method.toUpperCase()} ${call.path}`);
    if (handler.request) handler.request.parse(call.body);
    return handler.response.parse(await handler.reply(call));
  };
  const api = {
    calls,
    /** Replaces the handlers (call it in `beforeEach`); forgets the calls. */
    reset(...next: ContractHandler[]) {
      handlers = next;
      calls.length = 0;
    },
    /** Adds handlers that take precedence over the ones before. */
    use(...more: ContractHandler[]) {
      handlers = [...more, ...handlers];
    },
    /** The shared-session functions backed by the handlers. */
    client() {
      return {
        apiGet: (path: string, _source: unknown, query?: Record<string, unknown>) => handle({ method: 'get', path, body: undefined, query, headers: undefined }),
        apiSend: (method: Method, path: string, _source: unknown, body?: unknown, options?: { headers?: Record<string, string> }) =>
          handle({ method, path, body, query: undefined, headers: options?.headers }),
      };
    },
  };
  return api;
}

/** The test file's api (one per test file: Jest gives every file its own modules). */
export const testApi = contractApi();

/**
 * The factory for `jest.mock('shared-session', () => jest.requireActual('shared-ui/src/testing/contract-api').mockSessionWithTestApi())`:
 * the real shared-session with its requests answered by `testApi`.
 */
export function mockSessionWithTestApi(): Record<string, unknown> {
  return { ...jest.requireActual<Record<string, unknown>>('shared-session'), ...testApi.client() };
}
