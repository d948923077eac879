import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { fileAnswer } from './openapi';

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading apostrophe (OWASP CSV injection). */
const neutralise = (value: unknown): string => {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
          ? String(value)
          : JSON.stringify(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

/** RFC 4180 CSV with a header row, UTF-8 with a BOM so spreadsheet apps read Korean correctly. */
export function toCsv<Row>(rows: Row[], columns: { header: string; value: (row: Row) => unknown }[]): string {
  const records = [columns.map((column) => column.header), ...rows.map((row) => columns.map((column) => neutralise(column.value(row))))];
  return `\uFEFF${stringify(records, { record_delimiter: '\r\n' })}`;
}

/** The documented answer of a CSV export. */
export const CSV_ANSWER = { 200: fileAnswer('A CSV file (UTF-8 with a byte order mark), as a download', ['text/csv']) };

/** Sends CSV as a download that no cache keeps. */
export const sendCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
