/** A markdown table padded so it also reads aligned in a terminal. */
export function renderTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = headers.map((_, column) => Math.max(3, ...cells.map((row) => row[column]?.length ?? 0)));
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  const [head, ...body] = cells;
  return [line(head), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...body.map(line)].join('\n');
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
export const seconds = (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : 'n/a');
export const verdict = (ok) => (ok ? 'OK' : 'OVER');
