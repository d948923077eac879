import type { FastifyRequest } from 'fastify';
import { COLORS, type Language } from 'shared-contract';

/** Internet Explorer (MSIE up to 10, Trident for 11): the spec's `isIE` flag. The app's scripts do not run there. */
export const isInternetExplorer = (request: FastifyRequest): boolean => /\b(?:MSIE |Trident\/)/.test(request.headers['user-agent'] ?? '');

const TEXT: Record<Language, { title: string; lead: string; advice: string }> = {
  ko: {
    title: '지원하지 않는 브라우저입니다',
    lead: 'KEYS는 Internet Explorer를 지원하지 않습니다.',
    advice: 'Chrome, Edge, Safari, Firefox, Samsung Internet 등 최신 브라우저로 접속해 주세요.',
  },
  en: {
    title: 'This browser is not supported',
    lead: 'KEYS does not work in Internet Explorer.',
    advice: 'Please open this page in a current browser such as Chrome, Edge, Safari, Firefox or Samsung Internet.',
  },
};

/**
 * What Internet Explorer gets instead of the app (which would stay blank there): both languages, the visitor's
 * first; plain HTML and CSS that IE renders; no script.
 */
export function unsupportedBrowserPage(language: Language): string {
  const order: Language[] = language === 'ko' ? ['ko', 'en'] : ['en', 'ko'];
  const sections = order
    .map((lang, index) => {
      const text = TEXT[lang];
      const heading = index === 0 ? `<h1>${text.title}</h1>` : `<h2>${text.title}</h2>`;
      return `<section lang="${lang}">${heading}<p>${text.lead}</p><p>${text.advice}</p></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${language}" data-is-ie="true">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>KEYS: ${TEXT[order[0] ?? 'ko'].title}</title>
<style>
body{margin:0;background:${COLORS.white};color:${COLORS.gray900};font-family:"Malgun Gothic","Segoe UI",Arial,sans-serif}
main{max-width:560px;margin:0 auto;padding:48px 24px;line-height:1.6}
.brand{font-size:24px;font-weight:bold;color:${COLORS.pink};margin:0 0 24px}
h1,h2{font-size:20px;margin:0 0 8px}
section{margin:0 0 28px}
p{margin:0 0 8px;color:${COLORS.gray700}}
</style>
</head>
<body>
<main>
<p class="brand">KEYS</p>
${sections}
</main>
</body>
</html>
`;
}
