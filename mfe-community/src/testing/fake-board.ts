import i18next from 'i18next';
import { errorMessage, ERRORS, pickLanguage, type ErrorCode } from 'shared-contract';
import { ApiError } from 'shared-session';
import type { z } from 'zod';

/** One request the remote made through shared-session's api client. */
export type BoardCall = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  query: Record<string, unknown>;
  json?: unknown;
  form?: FormData;
};

type Handler = (call: BoardCall, match: RegExpExecArray) => unknown;

/** A refusal as the api sends it: the catalogue code, its status, the message in the page's language, details. */
export const refusal = (code: ErrorCode, details?: Record<string, unknown>) =>
  new ApiError(code, ERRORS[code].status, errorMessage(code, pickLanguage(i18next.language)), details);

/**
 * The community api behind apiGet / apiSend / apiUpload (the network layer only: pages, queries and mutations are
 * real). Tests register answers by method and path; every request is recorded; an unknown route is a 404.
 */
export class FakeBoard {
  calls: BoardCall[] = [];
  private handlers: Array<{ method: BoardCall['method']; pattern: RegExp; handler: Handler }> = [];

  reset() {
    this.calls = [];
    this.handlers = [];
  }

  /** Answers `method path` (an exact path or a pattern) with the handler's result, or throws what it throws. */
  on(method: BoardCall['method'], path: string | RegExp, handler: Handler | unknown) {
    const pattern = typeof path === 'string' ? new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : path;
    const run: Handler = typeof handler === 'function' ? (handler as Handler) : () => handler;
    // The latest registration wins, so a test can override a default answer.
    this.handlers.unshift({ method, pattern, handler: run });
    return this;
  }

  /** The recorded requests as `METHOD path`, for order and count checks. */
  requests(method?: BoardCall['method'], path?: string | RegExp) {
    return this.calls.filter(
      (call) => (!method || call.method === method) && (!path || (typeof path === 'string' ? call.path === path : path.test(call.path))),
    );
  }

  private async answer(call: BoardCall, schema: z.ZodType) {
    this.calls.push(call);
    for (const { method, pattern, handler } of this.handlers) {
      if (method !== call.method) continue;
      const match = pattern.exec(call.path);
      if (match) return schema.parse(await handler(call, match));
    }
    throw refusal('ROUTE_NOT_FOUND');
  }

  get = (path: string, schema: z.ZodType, query: Record<string, unknown> = {}) => {
    const clean = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
    return this.answer({ method: 'get', path, query: clean }, schema);
  };

  send = (method: BoardCall['method'], path: string, schema: z.ZodType, json?: unknown) => this.answer({ method, path, query: {}, json }, schema);

  upload = (path: string, schema: z.ZodType, form: FormData) => this.answer({ method: 'post', path, query: {}, form }, schema);
}

export const board = new FakeBoard();
