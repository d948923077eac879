import escapeHtml from 'escape-html';

/** The page shown when a frontend has not been built yet (503). */
export function buildMissingPage(what: string, command: string): string {
  const target = escapeHtml(what);
  const run = escapeHtml(command);
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>KEYS: 빌드가 필요합니다 / Build needed</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#14121f;color:#f4f2fa;font-family:system-ui,sans-serif}
main{max-width:480px;padding:32px 24px;line-height:1.6}
h1{font-size:22px;margin:0 0 16px}
code{background:#2a2640;border-radius:6px;padding:2px 8px;font-size:15px}
p{margin:0 0 14px}
.en{color:#b9b4cc}
</style>
</head>
<body>
<main>
<h1>KEYS</h1>
<p>${target} 빌드가 아직 없습니다. 저장소 루트에서 <code>${run}</code> 를 실행한 뒤 새로고침해 주세요.</p>
<p class="en" lang="en">${target} has not been built yet. Run <code>${run}</code> in the repository root, then reload this page.</p>
</main>
</body>
</html>
`;
}
