import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type ErrorCode, type FailEnvelope } from 'shared-contract';
import { AppError, type IssueDetail } from './app-error';
import { validationRefusal } from './validate';
import { requestLanguage } from './language';

export function failBody(
  request: FastifyRequest,
  code: ErrorCode,
  issues?: IssueDetail[],
  details?: Record<string, unknown>,
): FailEnvelope & { error: { issues?: IssueDetail[] } } {
  const message = ERRORS[code][requestLanguage(request)];
  return { result: 'FAIL', error: { code, message, ...(issues ? { issues } : {}), ...(details ? { details } : {}) } };
}

export function sendFail(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, issues?: IssueDetail[]) {
  return reply
    .code(ERRORS[code].status)
    .type('application/json; charset=utf-8')
    .send(failBody(request, code, issues));
}

const codeForStatus = (status: number): ErrorCode => {
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION_FAILED';
};

/**
 * Database errors that only bad input causes (a value out of its column's range, text PostgreSQL refuses such as NUL,
 * a statement too complex): a last line of defence behind the contract's own bounds, answered as a 400 refusal.
 * 22P02 invalid text representation, 22003 numeric out of range, 22021 invalid byte sequence (NUL), 22P05
 * untranslatable character, 22001 string too long, 22007/22008 invalid or overflowing date, 54000/54001 too complex.
 */
const INPUT_DATABASE_ERRORS = new Set(['22P02', '22003', '22021', '22P05', '22001', '22007', '22008', '54000', '54001']);
const isInputDatabaseError = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && INPUT_DATABASE_ERRORS.has(error.code);

/** Fastify's own refusals of a URL it cannot route (a malformed escape, a too long path parameter): the envelope too. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ err: error }, 'bad url');
  reply
    .code(400)
    .type('application/json; charset=utf-8')
    .send(failBody(request, 'VALIDATION_FAILED', [{ path: 'url', message: error.code }]));
}

/** Every error leaves as the envelope: expected ones with their code, the rest as TEMPORARY_ERROR (logged, no stack). */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    // A route's declared schema refused the request: the same answer as the handlers' own parsing (parseWith) gives.
    const error = hasZodFastifySchemaValidationErrors(thrown)
      ? validationRefusal(
          thrown.validation.map((issue) => ({
            // The field's own path (`nickname`, `id`), as parseWith names it: not the part of the request it came in.
            path: issue.instancePath.split('/').filter(Boolean).join('.'),
            message: issue.message ?? 'invalid',
          })),
        )
      : thrown;
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .type('application/json; charset=utf-8')
        .send(failBody(request, error.code, error.issues, error.details));
    }
    if (isInputDatabaseError(error)) {
      request.log.warn({ err: error }, 'input refused by the database');
      return sendFail(request, reply, 'VALIDATION_FAILED', [{ path: '', message: 'VALIDATION_FAILED' }]);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      const code = codeForStatus(status);
      return reply
        .code(status)
        .type('application/json; charset=utf-8')
        .send(failBody(request, code, code === 'VALIDATION_FAILED' ? [{ path: '', message: error.message }] : undefined));
    }
    request.log.error({ err: error }, 'request failed');
    return sendFail(request, reply, 'TEMPORARY_ERROR');
  });
}
