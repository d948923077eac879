import i18next from 'i18next';
import { errorMessage, ERRORS, pickLanguage, type ErrorCode } from 'shared-contract';
import { ApiError } from 'shared-session';
import type { z } from 'zod';

/** A refusal as the api sends it: the catalogue code, its status and the message in the page's language. */
export const refusal = (code: ErrorCode) => new ApiError(code, ERRORS[code].status, errorMessage(code, pickLanguage(i18next.language)));

/**
 * An api behind apiGet / apiSend in tests: each request is recorded as `METHOD path`, may be planned to fail once,
 * and its answer (the subclass's in-memory rules) is parsed with the contract schema the caller passes, so a page
 * cannot rely on anything the api does not answer.
 */
export abstract class FakeApi {
  /** The next request of this `METHOD path` fails with this code (once). */
  failNext: Record<string, ErrorCode> = {};
  calls: string[] = [];

  /** The api's answer to one request (a refusal is thrown); `body` is what a send carried. */
  protected abstract answer(method: string, path: string, body?: unknown): unknown;

  private async respond(method: string, path: string, schema: z.ZodType, body?: unknown) {
    const request = `${method} ${path}`;
    this.calls.push(request);
    const planned = this.failNext[request];
    if (planned) {
      delete this.failNext[request];
      throw refusal(planned);
    }
    return schema.parse(await this.answer(method, path, body));
  }

  get(path: string, schema: z.ZodType) {
    return this.respond('GET', path, schema);
  }

  send(method: string, path: string, schema: z.ZodType, body?: unknown) {
    return this.respond(method.toUpperCase(), path, schema, body);
  }
}
