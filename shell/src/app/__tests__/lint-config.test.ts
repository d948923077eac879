import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The repo's ESLint config (eslint.config.mjs) on files placed in the real apps: what `npm test`'s lint step would say.
// The probes are linted from text, not from disk, so they are named as tests: the type-aware rules (product code only)
// need their file in a TypeScript project; the import rules under test apply to tests and product code alike.
const root = path.resolve(__dirname, '../../../..');

interface LintCase {
  filePath: string;
  /** The file's text; without it the file on disk is linted. */
  code?: string;
}
interface LintMessage {
  ruleId: string | null;
  message: string;
}

// ESLint and its plugins are ES modules, which Jest's CommonJS runtime cannot load: they run in a plain Node process.
const runner = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd(), ignore: false });
const results = [];
for (const { filePath, code } of JSON.parse(process.argv[1])) {
  const [result] = code === undefined ? await eslint.lintFiles([filePath]) : await eslint.lintText(code, { filePath });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
`;

function lint(cases: LintCase[]): LintMessage[][] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', runner, JSON.stringify(cases)], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`ESLint did not run: ${run.stderr}`);
  return JSON.parse(run.stdout) as LintMessage[][];
}

const at = (file: string) => path.join(root, file);
const ruleIds = (messages: LintMessage[] | undefined) => (messages ?? []).map((message) => message.ruleId);

describe('the lint config keeps the shape', () => {
  let results: LintMessage[][] = [];

  beforeAll(() => {
    results = lint([
      // 0: a cart file importing the purchase feature's api.
      {
        filePath: at('mfe-market/src/features/cart/components/lint-probe.test.tsx'),
        code: "import { revealAll } from '../../purchase/api/purchase-api';\n\nexport const probe = revealAll;\n",
      },
      // 1: a console section importing another section's api.
      {
        filePath: at('mfe-refund/src/features/console-refunds/components/lint-probe.test.tsx'),
        code: "import { exportAuditCsv } from '../../console-audit/api/export-audit-csv';\n\nexport const probe = exportAuditCsv;\n",
      },
      // 2: the shell's layout importing the session feature's texts.
      {
        filePath: at('shell/src/features/layout/lint-probe.test.ts'),
        code: "import { sessionText } from '../session/text';\n\nexport const probe = sessionText;\n",
      },
      // 3: a cart file importing its own feature and the remote's shared folders.
      {
        filePath: at('mfe-market/src/features/cart/components/lint-probe.test.tsx'),
        code: [
          "import { getCart } from '../../../api/get-cart';",
          "import { RefundConsent } from '../../../components/refund-consent';",
          "import { checkoutCart } from '../api/checkout-cart';",
          '',
          'export const probe = [getCart, RefundConsent, checkoutCart];',
          '',
        ].join('\n'),
      },
      // 4: a console section importing the console kit.
      {
        filePath: at('mfe-refund/src/features/console-refunds/components/lint-probe.test.tsx'),
        code: "import { formatMoney } from '../../../console-kit/utils/format-money';\n\nexport const probe = formatMoney;\n",
      },
      // 5: a page composing two features.
      {
        filePath: at('mfe-market/src/pages/lint-probe.test.tsx'),
        code: [
          "import { checkoutCart } from '../features/cart/api/checkout-cart';",
          "import { revealAll } from '../features/purchase/api/purchase-api';",
          '',
          'export const probe = [checkoutCart, revealAll];',
          '',
        ].join('\n'),
      },
      // 6: two files importing each other.
      { filePath: at('shell/src/app/__tests__/lint-fixtures/cycle-a.ts') },
      // 7: a frontend test replacing the api client instead of answering its requests.
      {
        filePath: at('mfe-cabinet/src/pages/__tests__/lint-probe.test.tsx'),
        code: "jest.mock('shared-session', () => ({ apiGet: jest.fn() }));\n\ntest('probe', () => undefined);\n",
      },
      // 8: an api service building a query itself.
      {
        filePath: at('api/src/modules/cart/lint-probe.test.ts'),
        code: [
          "import type { Kysely } from 'kysely';",
          "import type { Database } from '../../db/schema';",
          '',
          "export const probe = (db: Kysely<Database>) => db.selectFrom('cart_item').selectAll().execute();",
          '',
        ].join('\n'),
      },
      // 9: an api route writing raw SQL.
      {
        filePath: at('api/src/modules/cart/lint-probe.test.ts'),
        code: "import { sql } from 'kysely';\n\nexport const probe = sql`select 1`;\n",
      },
      // 10: a module's repository, as it is on disk.
      { filePath: at('api/src/modules/cart/cart-repository.ts') },
    ]);
  }, 180_000);

  test.each([
    ['a remote feature importing another feature', 0],
    ['a console section importing another section', 1],
    ["the shell's layout importing the session feature", 2],
  ])('%s is an error that says where shared code goes', (_name, index) => {
    const messages = results[index] ?? [];
    expect(ruleIds(messages)).toEqual(['import-x/no-restricted-paths']);
    expect(messages[0]?.message).toContain('A feature never imports another feature: move what two features share to src/components');
  });

  test.each([
    ["a feature importing its own files and the remote's shared folders", 3],
    ['a console section importing the console kit', 4],
    ['a page composing two features', 5],
  ])('%s passes', (_name, index) => {
    expect(results[index]).toEqual([]);
  });

  test('a two-file import cycle is an error', () => {
    expect(ruleIds(results[6])).toEqual(['import-x/no-cycle']);
  });

  test('a frontend test mocking the api client is an error that names the msw layer', () => {
    const messages = results[7] ?? [];
    expect(ruleIds(messages)).toEqual(['no-restricted-syntax']);
    expect(messages[0]?.message).toContain('contractHandler');
  });

  test.each([
    ['an api service building a query', 8],
    ['an api file importing the sql template', 9],
  ])('%s is an error that says where queries go', (_name, index) => {
    const messages = results[index] ?? [];
    expect(ruleIds(messages)).toEqual(['no-restricted-syntax']);
    expect(messages[0]?.message).toContain("Queries belong in the module's <domain>-repository.ts");
  });

  test("a module's repository holds its queries", () => {
    expect(results[10]).toEqual([]);
  });
});
