import { isErrorCode } from 'shared-contract';
import type { z } from 'zod';
import { AppError, type IssueDetail } from './app-error';

/** The refusal of input that broke a rule: the rule's own code when its message is one, else VALIDATION_FAILED. */
export function validationRefusal(issues: IssueDetail[]): AppError {
  const coded = issues.find((issue) => isErrorCode(issue.message));
  return new AppError(coded && isErrorCode(coded.message) ? coded.message : 'VALIDATION_FAILED', issues);
}

/**
 * Parses query/body/params with a shared-contract schema. A rule whose message is an error code
 * (e.g. NICKNAME_TOO_SHORT) answers that code; other failures become 400 VALIDATION_FAILED.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw validationRefusal(result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })));
}
