import { ERRORS, type ErrorCode } from 'shared-contract';

export interface IssueDetail {
  path: string;
  message: string;
}

/** An expected failure: answered with the catalogue's status and the message in the request's language. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly issues?: IssueDetail[],
    /** Values the message refers to, sent as `error.details`. */
    readonly details?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'AppError';
    this.status = ERRORS[code].status;
  }
}
