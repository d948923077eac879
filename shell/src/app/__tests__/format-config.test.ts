import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The repo's Prettier settings (.prettierrc.json, .prettierignore) on texts placed in the repo: what `npm test`'s format step would say.
const root = path.resolve(__dirname, '../../../..');

interface FormatVerdict {
  ignored: boolean;
  formatted: boolean;
}

// Prettier loads its parsers as ES modules, which Jest's CommonJS runtime cannot: it runs in a plain Node process.
const runner = `
import * as prettier from 'prettier';
const verdicts = [];
for (const { filePath, code } of JSON.parse(process.argv[1])) {
  const { ignored } = await prettier.getFileInfo(filePath, { ignorePath: ['.prettierignore', '.gitignore'] });
  const options = { ...(await prettier.resolveConfig(filePath)), filepath: filePath };
  verdicts.push({ ignored, formatted: await prettier.check(code, options) });
}
process.stdout.write(JSON.stringify(verdicts));
`;

function check(cases: Array<{ filePath: string; code: string }>): FormatVerdict[] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', runner, JSON.stringify(cases)], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`Prettier did not run: ${run.stderr}`);
  return JSON.parse(run.stdout) as FormatVerdict[];
}

const at = (file: string) => path.join(root, file);

describe('the format check', () => {
  test('refuses an unformatted file and passes it once formatted', () => {
    const [unformatted, formatted] = check([
      { filePath: at('mfe-market/src/components/format-probe.ts'), code: 'export const probe = {a:1,  b: "two"}\n' },
      { filePath: at('mfe-market/src/components/format-probe.ts'), code: "export const probe = { a: 1, b: 'two' };\n" },
    ]);
    expect(unformatted).toEqual({ ignored: false, formatted: false });
    expect(formatted).toEqual({ ignored: false, formatted: true });
  });

  test('keeps lines up to 160 characters and breaks longer ones', () => {
    const long = `export const probe = [${Array.from({ length: 30 }, (_, index) => `'item${index}'`).join(', ')}];\n`;
    const fits = `export const probe = [${Array.from({ length: 14 }, (_, index) => `'item${index}'`).join(', ')}];\n`;
    expect(fits.length).toBeLessThanOrEqual(161);
    expect(
      check([
        { filePath: at('api/src/probe.ts'), code: fits },
        { filePath: at('api/src/probe.ts'), code: long },
      ]).map((verdict) => verdict.formatted),
    ).toEqual([true, false]);
  });

  test('leaves generated files alone: the lockfile, built output and the exported animations', () => {
    const verdicts = check([
      { filePath: at('package-lock.json'), code: '{}' },
      { filePath: at('shell/dist/main.js'), code: 'x' },
      { filePath: at('shared-ui/src/loading-overlay/loading-animation.json'), code: '{}' },
    ]);
    expect(verdicts.map((verdict) => verdict.ignored)).toEqual([true, true, true]);
  });
});
