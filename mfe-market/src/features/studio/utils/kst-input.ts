const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * What staff type in a `datetime-local` field is a Korea time (the platform's one zone, whatever the browser's):
 * `2026-05-01T20:00` becomes `2026-05-01T20:00:00+09:00`. Anything else (empty, partial, 30 February) gives ''.
 */
export function kstInputToIso(value: string): string {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return '';
  const [, year = '', month = '', day = '', hour = '', minute = '', second = '00'] = match;
  const at = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)));
  const real =
    at.getUTCFullYear() === Number(year) &&
    at.getUTCMonth() === Number(month) - 1 &&
    at.getUTCDate() === Number(day) &&
    at.getUTCHours() === Number(hour) &&
    at.getUTCMinutes() === Number(minute) &&
    at.getUTCSeconds() === Number(second);
  return real ? `${year}-${month}-${day}T${hour}:${minute}:${second}+09:00` : '';
}

/** An instant as the `datetime-local` value of its Korea time (`2026-05-01T20:00`), for a field that edits it. */
export const isoToKstInput = (iso: string): string => new Date(Date.parse(iso) + KST_OFFSET_MS).toISOString().slice(0, 16);

/** Whether two instants are the same (however their offsets are written); null only equals null. */
export const sameInstant = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Date.parse(a) === Date.parse(b));
