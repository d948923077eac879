import { z } from 'zod';
import { INT4_MAX, QUERY_DIGITS } from './query-id';

export * from './query-id';

/**
 * The building blocks of every input schema (issue 12 D): bad input is refused here, at the contract, and never
 * reaches the database. Ids are PostgreSQL int4 (1 to 2^31-1). JSON bodies carry real numbers (no coercion: "1e1",
 * [1] and true are refused); query strings and path parameters arrive as text and accept plain decimal digits only.
 * Text refuses NUL and the other control characters (multi-line text keeps tab, line feed and carriage return).
 */

/** An id in a JSON body: a positive int4. */
export const idSchema = z.number().int().positive().max(INT4_MAX);

/** A whole number in a JSON body, within its business limits. */
export const intSchema = (min: number, max: number, error?: string) =>
  z
    .number(error ? { error } : undefined)
    .int(error)
    .min(min, error)
    .max(max, error);

/**
 * A whole number in a query string or a path parameter: plain decimal digits (no sign, exponent, spaces, hex or
 * fraction), then within `min`..`max`. A number given by code (not from a URL) is taken as it is.
 */
export const queryInt = (min: number, max: number, error?: string) =>
  z.union([z.string().regex(QUERY_DIGITS).transform(Number), z.number()], error ? { error } : undefined).pipe(intSchema(min, max, error));

/** An id in a query string or a path parameter. */
export const queryId = queryInt(1, INT4_MAX);

/** `true`/`false` (or 1/0) in a query string. */
export const queryBoolean = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')]);

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The catalogue code of text with NUL or another control character. */
export const TEXT_INVALID_CHARACTERS = 'TEXT_INVALID_CHARACTERS';

/** Whether a text has no control character (with `multiline`, tab and line breaks are allowed). */
export const isPlainText = (value: string, { multiline = false } = {}) => !(multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value);

/**
 * A text without NUL or other control characters (`multiline`: tab, \n and \r allowed, e.g. post bodies).
 * Chain the field's own rules after it (`plainText().trim().min(1, 'CODE').max(…)`).
 */
export const plainText = ({ multiline = false, error }: { multiline?: boolean; error?: string } = {}) =>
  z.string(error ? { error } : undefined).refine((value) => isPlainText(value, { multiline }), { error: TEXT_INVALID_CHARACTERS });

/** Text in both languages as staff type it: each trimmed, 1 to `max` characters, plain text. */
export const localizedTextInput = (max: number, { multiline = false } = {}) =>
  z.object({ ko: plainText({ multiline }).trim().min(1).max(max), en: plainText({ multiline }).trim().min(1).max(max) });
