import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { API, clientLogSchema, ERRORS, pickLanguage, successEnvelope, type ClientLog, type ErrorCode, type FailEnvelope } from 'shared-contract';
import { z } from 'zod';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One request as it reached the network: what a test asserts was sent. */
export interface ApiCall {
  method: Method;
  /** The URL's path, e.g. `/api/offers/7/accept`. */
  path: string;
  /** The search parameters, as sent (strings). */
  query: Record<string, string>;
  /** The JSON body (undefined when there is none). */
  body: unknown;
  /** The form of an upload (multipart), when it is one. */
  form: FormData | undefined;
  /** Every header sent, names in lower case (`idempotency-key`, `authorization`, `accept-language`…). */
  headers: Record<string, string>;
  /** The path pattern's parameters (`/api/offers/:id/accept` gives `{ id: '7' }`). */
  params: Record<string, string>;
}

/** One endpoint of the test network: what it is sent and what it answers are parsed with the contract's schemas. */
export interface ContractRoute<Response extends z.ZodType> {
  method: Method;
  /** A path of shared-contract (`SHOWCASE_API.mine`, `OFFER_API.accept(':id')`), or a pattern. */
  path: string | RegExp;
  /** The contract's request body schema, when it has one: a page sending anything else fails the test. */
  request?: z.ZodType;
  /** The contract's data schema: a handler answering anything else fails the test. */
  response: Response;
  /**
   * `false` for Auth.js's own routes (`AUTH_PATHS`, e.g. `GET /auth/session`), which answer their JSON as it is,
   * without the api's success envelope (still parsed with `response`). The api's routes leave it out.
   */
  envelope?: false;
  /** The answer's data, sent in the success envelope; throw `refusal(code)` to answer a catalogue error. */
  reply: (call: ApiCall) => z.input<Response> | Promise<z.input<Response>>;
}

/** The bytes a file route answers (a download), with their content type. */
export interface FileAnswer {
  body: BlobPart;
  type: string;
}

/**
 * One endpoint answering bytes instead of the JSON envelope (an attachment, a CSV): `file(call)` gives them; throw
 * `refusal(code)` to answer the api's JSON failure instead. The request is recorded in `calls` like any other.
 */
export interface FileRoute {
  method: Method;
  /** A path of shared-contract, or a pattern. */
  path: string | RegExp;
  file: (call: ApiCall) => FileAnswer | Promise<FileAnswer>;
}

type Route = ContractRoute<z.ZodType> | FileRoute;

/** A catalogue error to answer, as the api's error handler does (thrown from a `reply`). */
export class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'Refusal';
  }
}

export const refusal = (code: ErrorCode, details?: Record<string, unknown>) => new Refusal(code, details);

/** A request that never gets an answer (the connection fails), thrown from a `reply`: the client sees CONNECTION_FAILED. */
export class ConnectionLost extends Error {
  constructor() {
    super('connection lost');
    this.name = 'ConnectionLost';
  }
}

export const connectionLost = () => new ConnectionLost();

const languageOf = (request: Request) => pickLanguage(request.headers.get('accept-language')?.split(',')[0]?.trim());

/** The api's failure answer: the code's status and `{ result: 'FAIL', error: { code, message, details? } }` in the request's language. */
export function refusalResponse(request: Request, code: ErrorCode, details?: Record<string, unknown>) {
  const body: FailEnvelope = { result: 'FAIL', error: { code, message: ERRORS[code][languageOf(request)], ...(details ? { details } : {}) } };
  return HttpResponse.json(body, { status: ERRORS[code].status });
}

async function readBody(request: Request): Promise<Pick<ApiCall, 'body' | 'form'>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return { body: undefined, form: await request.formData() };
  const text = await request.text();
  if (!text) return { body: undefined, form: undefined };
  return { body: type.includes('json') ? JSON.parse(text) : text, form: undefined };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The network of one test file: a msw server answering only the routes given (anything else is an error), each
 * parsed with the contract both ways; requests go through the real shared-session client (ky, envelope, ApiError).
 * Call it once at the top of a test file; it listens for the file and resets its routes and calls after each test.
 * A contract broken either way (or an unhandled request) fails the test that caused it.
 */
export function setupContractApi() {
  const calls: ApiCall[] = [];
  const reports: ClientLog[] = [];
  const violations: string[] = [];

  const toHandler = (route: Route, record: ApiCall[] = calls): HttpHandler =>
    http[route.method](route.path, async ({ request, params }) => {
      const url = new URL(request.url);
      const call: ApiCall = {
        method: route.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        ...(await readBody(request.clone())),
        headers: Object.fromEntries(request.headers),
        params: Object.fromEntries(Object.entries(params).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : []))),
      };
      record.push(call);
      const where = `${request.method} ${url.pathname}`;
      // A handler's answer, or what its throw stands for: a refusal, a lost connection, or (anything else) a broken test.
      const run = async <T>(handler: () => T | Promise<T>): Promise<{ answer: T } | { instead: Response }> => {
        try {
          return { answer: await handler() };
        } catch (error) {
          if (error instanceof Refusal) return { instead: refusalResponse(request, error.code, error.details) };
          if (error instanceof ConnectionLost) return { instead: HttpResponse.error() };
          violations.push(`${where} handler threw: ${messageOf(error)}`);
          return { instead: refusalResponse(request, 'TEMPORARY_ERROR') };
        }
      };
      if ('file' in route) {
        const outcome = await run(() => route.file(call));
        if ('instead' in outcome) return outcome.instead;
        const { body, type } = outcome.answer;
        return new HttpResponse(new Blob([body], { type }), { headers: { 'content-type': type } });
      }
      if (route.request) {
        const sent = route.request.safeParse(call.body);
        if (!sent.success) {
          violations.push(`${where} sent a body the contract refuses: ${sent.error.message}`);
          return refusalResponse(request, 'VALIDATION_FAILED');
        }
      }
      const outcome = await run(() => route.reply(call));
      if ('instead' in outcome) return outcome.instead;
      const answer: unknown = outcome.answer;
      if (route.envelope === false) {
        const own = route.response.safeParse(answer);
        if (!own.success) {
          violations.push(`${where} answered data the contract refuses: ${own.error.message}`);
          return refusalResponse(request, 'TEMPORARY_ERROR');
        }
        return new HttpResponse(JSON.stringify(own.data), { headers: { 'content-type': 'application/json' } });
      }
      const answered = successEnvelope(route.response).safeParse({ result: 'SUCCESS', data: answer });
      if (!answered.success) {
        violations.push(`${where} answered data the contract refuses: ${answered.error.message}`);
        return refusalResponse(request, 'TEMPORARY_ERROR');
      }
      return HttpResponse.json(answered.data);
    });

  // The client reports a 5xx or a lost connection to the api's log, as in production: kept apart from `calls`.
  const standing = [
    toHandler(
      {
        method: 'post',
        path: API.logger,
        request: clientLogSchema,
        response: z.null(),
        reply: ({ body }) => {
          reports.push(clientLogSchema.parse(body));
          return null;
        },
      },
      [],
    ),
  ];
  const server = setupServer(...standing);

  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request, print) => {
        violations.push(`unhandled ${request.method} ${request.url}`);
        print.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    calls.length = 0;
    reports.length = 0;
    const broken = takeViolations();
    if (broken.length > 0) throw new Error(`The test network saw a broken contract:\n${broken.join('\n')}`);
  });
  afterAll(() => server.close());

  /** The violations seen so far, forgotten once taken (the layer's own test reads them). */
  const takeViolations = () => violations.splice(0);

  return {
    /** Every request the routes received, in order (the error reports aside). */
    calls,
    /** The calls of one method (and path: exact, or a pattern), in order. */
    requests(method?: Method, path?: string | RegExp) {
      return calls.filter((call) => (!method || call.method === method) && (!path || (typeof path === 'string' ? call.path === path : path.test(call.path))));
    },
    /** The error reports the client sent to `POST /api/logger`. */
    reports,
    /** Replaces the routes (call it in `beforeEach`); forgets the calls. */
    reset(...routes: Route[]) {
      server.resetHandlers(...routes.map((route) => toHandler(route)), ...standing);
      calls.length = 0;
      reports.length = 0;
    },
    /** Adds routes that take precedence over the ones before, for this test. */
    use(...routes: Route[]) {
      server.use(...routes.map((route) => toHandler(route)));
    },
    takeViolations,
  };
}

/** A route that only refuses with a catalogue code: e.g. a read beside what a test looks at, left `NOT_FOUND`. */
export const refusingHandler = (method: Method, path: string | RegExp, code: ErrorCode): ContractRoute<z.ZodType> => ({
  method,
  path,
  response: z.never(),
  reply: () => {
    throw refusal(code);
  },
});

/** One route, its `reply` typed by its `response` schema, for `api.reset(...)` and `api.use(...)`. */
export const contractHandler = <Response extends z.ZodType>(route: ContractRoute<Response>): ContractRoute<z.ZodType> => route;

/** A route answering bytes (a download), for `api.reset(...)` and `api.use(...)`. */
export const fileHandler = (route: FileRoute): FileRoute => route;
