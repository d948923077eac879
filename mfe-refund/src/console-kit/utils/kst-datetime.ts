import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { KST } from 'shared-ui';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/**
 * The value of `<input type="datetime-local">` read as Korea time, as an ISO instant with the +09:00 offset
 * (`2026-05-01T20:00` → `2026-05-01T20:00:00+09:00`); '' when it is not a real date and time.
 */
export function kstLocalToIso(value: string): string {
  const match = LOCAL.exec(value.trim());
  if (!match) return '';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // 02-30 is not a day: Date.UTC would roll it over to March.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return '';
  return `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6] ?? '00'}+09:00`;
}

/** An ISO instant as the `datetime-local` value of its Korea time (`yyyy-MM-ddTHH:mm`). */
export const isoToKstLocal = (iso: string): string => format(new TZDate(Date.parse(iso), KST), "yyyy-MM-dd'T'HH:mm");
