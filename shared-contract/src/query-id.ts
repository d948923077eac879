// Zod-free on purpose: pages read ids from their URL on the first render.

/** Ids are PostgreSQL int4: 1 to 2^31-1. */
export const INT4_MAX = 2_147_483_647;

/** A whole number in a query string or a path parameter: plain decimal digits, no sign, exponent or spaces. */
export const QUERY_DIGITS = /^\d{1,16}$/;

/** An id from a URL (the rule `queryId` enforces at the api), or null when missing or invalid. */
export function parseQueryId(raw: string | null | undefined): number | null {
  if (raw == null || !QUERY_DIGITS.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= INT4_MAX ? id : null;
}
