import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, type ErrorCode, type FailEnvelope } from 'shared-contract';
import { AppError, type IssueDetail } from './app-error';
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
  return reply.code(ERRORS[code].status).type('application/json; charset=utf-8').send(failBody(request, code, issues));
}

const codeForStatus = (status: number): ErrorCode => {
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION_FAILED';
};

/** Every error leaves as the envelope: expected ones with their code, the rest as TEMPORARY_ERROR (logged, no stack). */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .type('application/json; charset=utf-8')
        .send(failBody(request, error.code, error.issues, error.details));
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
