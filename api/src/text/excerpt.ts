/** The start of a text on one line (whitespace runs become one space), cut with an ellipsis past `length`. */
export function oneLineExcerpt(text: string, length: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}
