/**
 * PostgreSQL type OIDs whose JS value we fix, so PGlite and pg return the same types:
 * int8 (counts, sums) and numeric become numbers, timestamps become Dates, dates stay 'YYYY-MM-DD'.
 */
export const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 } as const;

const toNumber = (value: string) => Number(value);
const toDate = (value: string) => new Date(value);
/** `timestamp without time zone` is read as UTC. */
const toUtcDate = (value: string) => new Date(`${value.replace(' ', 'T')}Z`);
const keep = (value: string) => value;

export const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  [OID.INT8]: toNumber,
  [OID.NUMERIC]: toNumber,
  [OID.DATE]: keep,
  [OID.TIMESTAMP]: toUtcDate,
  [OID.TIMESTAMPTZ]: toDate,
};
