import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { SinkMail } from './mail-sink';

export const DEV_MAIL_PATH = '/dev/mail';
export const DEV_MAIL_JSON_PATH = '/dev/mail.json';

/** `/dev/mail.json` (tests and local tools only, outside /api and its envelope): the mails the sink kept, newest first. */
const devMailListSchema = z.object({
  mails: z.array(
    z.object({
      id: z.number().int(),
      receivedAt: z.string(),
      from: z.string(),
      to: z.string(),
      recipients: z.array(z.string()),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      raw: z.string(),
    }),
  ),
});
const TAGS = ['mail'];

/** Escapes the text and makes its http(s) links clickable. */
const linkify = (text: string) =>
  text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((piece, index) => (index % 2 === 1 ? `<a href="${escapeHtml(piece)}">${escapeHtml(piece)}</a>` : escapeHtml(piece)))
    .join('');

const toJson = (mail: SinkMail) => ({
  id: mail.id,
  receivedAt: mail.receivedAt.toISOString(),
  from: mail.from,
  to: mail.to,
  recipients: mail.recipients,
  subject: mail.subject,
  text: mail.text,
  html: mail.html ?? null,
  raw: mail.raw,
});

function page(mails: SinkMail[]) {
  const items = mails
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
<dl><dt>To</dt><dd>${escapeHtml(mail.to || mail.recipients.join(', '))}</dd><dt>From</dt><dd>${escapeHtml(mail.from)}</dd><dt>Received</dt><dd><time datetime="${mail.receivedAt.toISOString()}">${mail.receivedAt.toISOString()}</time></dd></dl>
<pre>${linkify(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Dev mail (${mails.length})</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; padding: 16px; max-width: 860px; color: #111; }
article { border: 1px solid #ccc; border-radius: 8px; padding: 12px 16px; margin: 16px 0; }
h2 { font-size: 1.1rem; margin: 0 0 8px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 8px; font-size: 0.9rem; }
dt { color: #555; } dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font-family: inherit; background: #f6f6f6; padding: 8px; border-radius: 4px; }
a { color: #0645ad; }
a:focus-visible { outline: 3px solid #0645ad; outline-offset: 2px; }
</style>
</head>
<body>
<h1>Mail received by the local SMTP sink</h1>
<p>Newest first; the last 200 are kept in memory until the server stops. This page exists outside production only.</p>
${items || '<p>No mail yet.</p>'}
</body>
</html>`;
}

/** Only with DEV_MAIL=1 (never in production), the local sink's mails: `/dev/mail` (HTML) and `/dev/mail.json` (for tests). */
export async function registerDevMailRoutes(fastify: FastifyInstance, { config, mailer }: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sink = mailer.sink;
  if (!config.devMail || config.nodeEnv === 'production' || !sink) return;
  app.get(DEV_MAIL_JSON_PATH, { schema: { tags: TAGS, response: { 200: devMailListSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { mails: sink.list().map(toJson) };
  });
  // An HTML page, not JSON.
  app.get(DEV_MAIL_PATH, { schema: { tags: TAGS, produces: ['text/html'] } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return page(sink.list());
  });
}
