import type { z } from 'zod';
import { errorMessage, formatNumber, isErrorCode, type Language } from 'shared-contract';

/**
 * A form's messages: a rule of the contract with its own catalogue code shows the catalogue's message; a rule without
 * one (a length, a range, a format) is named by a token (`studio:maxLength:60`) that the form writes in the page's
 * language; an api refusal placed on a field keeps the api's own message.
 */
const PREFIX = 'studio:';

export const FIELD_TOKENS = ['required', 'choose', 'maxLength', 'min', 'max', 'maxItems', 'number', 'amount', 'dateTime', 'invalid'] as const;
export type FieldToken = (typeof FIELD_TOKENS)[number];

export const token = (name: FieldToken, value?: number | bigint) => `${PREFIX}${name}${value === undefined ? '' : `:${String(value)}`}`;

/** The per-parse error map given to `zodResolver`: the contract's rules that carry no code of their own, as tokens. */
export const issueToken: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' ? token('required') : token('min', issue.minimum);
    case 'too_big':
      return issue.origin === 'string'
        ? token('maxLength', issue.maximum)
        : issue.origin === 'array'
          ? token('maxItems', issue.maximum)
          : token('max', issue.maximum);
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int' ? token('number') : token('invalid');
    case 'invalid_format':
      return issue.format === 'datetime' ? token('dateTime') : token('invalid');
    case 'invalid_value':
      return token('choose');
    default:
      return token('invalid');
  }
};

type Translate = (key: string, options: Record<string, unknown>) => string;

/** A field's message as the page writes it (see above). */
export function fieldErrorText(message: string | undefined, t: Translate, language: Language): string | undefined {
  if (!message) return undefined;
  if (message.startsWith(PREFIX)) {
    const [name = 'invalid', value] = message.slice(PREFIX.length).split(':');
    const known = (FIELD_TOKENS as readonly string[]).includes(name) ? name : 'invalid';
    return t(`studio.fieldErrors.${known}`, value === undefined ? {} : { value: formatNumber(Number(value), language) });
  }
  return isErrorCode(message) ? errorMessage(message, language) : message;
}
