/**
 * Just enough RFC 822 / MIME reading for the local mail sink: unfolded headers, RFC 2047 encoded
 * words (B and Q), quoted-printable and base64 bodies, nested multipart. Not a general mail parser.
 */

export interface ParsedMail {
  from: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  html: string | undefined;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

const decodeBytes = (bytes: Buffer, charset = 'utf-8') => {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
};

const quotedPrintableBytes = (value: string, underscoreIsSpace = false) => {
  const source = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    const hex = source.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else if (char === '_' && underscoreIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(char ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
};

const ENCODED_WORD = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;

/** Decodes RFC 2047 encoded words; adjacent words are joined first so split multi-byte characters survive. */
export function decodeHeaderValue(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  return joined.replace(/(?:=\?[^?\s]+\?[BbQq]\?[^?\s]*\?=)+/g, (run) => {
    const chunks: Buffer[] = [];
    let charset = 'utf-8';
    for (const [, wordCharset = 'utf-8', encoding = 'B', text = ''] of run.matchAll(ENCODED_WORD)) {
      charset = wordCharset.split('*')[0] ?? 'utf-8';
      chunks.push(encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedPrintableBytes(text, true));
    }
    return decodeBytes(Buffer.concat(chunks), charset);
  });
}

function splitPart(raw: string): Part {
  const separator = /\r?\n\r?\n/.exec(raw);
  const head = separator ? raw.slice(0, separator.index) : raw;
  const body = separator ? raw.slice(separator.index + separator[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const parameter = (header: string, name: string) => {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header);
  return match?.[1] ?? match?.[2];
};

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = parameter(part.headers.get('content-type') ?? '', 'charset') ?? 'utf-8';
  if (encoding === 'base64') return decodeBytes(Buffer.from(part.body.replace(/\s+/g, ''), 'base64'), charset);
  if (encoding === 'quoted-printable') return decodeBytes(quotedPrintableBytes(part.body), charset);
  return part.body;
}

/** The leaf parts of a message, depth first. */
function leaves(part: Part): Part[] {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /^multipart\//i.test(contentType) ? parameter(contentType, 'boundary') : undefined;
  if (!boundary) return [part];
  const delimiter = `--${boundary}`;
  const sections = part.body.split(new RegExp(`\\r?\\n?${delimiter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  // sections[0] is the preamble; a section starting with "--" is the epilogue after the closing delimiter.
  return sections
    .slice(1)
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leaves(splitPart(section.replace(/^[ \t]*\r?\n/, ''))));
}

export function parseMail(raw: string): ParsedMail {
  const message = splitPart(raw);
  const header = (name: string) => decodeHeaderValue(message.headers.get(name) ?? '');
  const parts = leaves(message);
  const ofType = (type: string) => parts.find((part) => (part.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
  const textPart = ofType('text/plain');
  const htmlPart = ofType('text/html');
  return {
    from: header('from'),
    to: header('to'),
    subject: header('subject'),
    date: header('date'),
    text: textPart ? decodeBody(textPart).replace(/\r\n/g, '\n').trimEnd() : '',
    html: htmlPart ? decodeBody(htmlPart) : undefined,
  };
}
