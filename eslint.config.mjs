// One flat config for the repo. The import boundaries (DESIGN.md section 2) live here.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jestDom from 'eslint-plugin-jest-dom';
import testingLibrary from 'eslint-plugin-testing-library';
import prettierConfig from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mfe-market', 'mfe-cabinet', 'mfe-community', 'mfe-account', 'mfe-refund'];
const frontends = ['shell', ...remotes];
const shared = ['shared-ui', 'shared-session', 'shared-contract'];

// A feature imports its own files and its app's shared folders, never another feature (STYLE.md): one zone per
// feature folder of each frontend, read from disk so a new feature is covered as soon as it exists.
const featuresOf = (app) => {
  const dir = path.join(import.meta.dirname, app, 'src/features');
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
};
const featureZones = frontends.flatMap((app) =>
  featuresOf(app).map((feature) => ({
    target: `${app}/src/features/${feature}`,
    from: `${app}/src/features`,
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what two features share to src/components, src/api, src/hooks or src/utils (or a kit folder such as src/console-kit), and compose features in src/pages.',
  })),
);

const frontendTests = [...frontends, 'shared-ui', 'shared-session'].flatMap((name) => [
  `${name}/src/**/__tests__/**/*.{ts,tsx}`,
  `${name}/src/**/*.test.{ts,tsx}`,
]);

const banImports = (names, message) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: names.map((name) =>
        name === 'api'
          ? // A gitignore-style `api` group would also ban a feature's own `api/` folder (STYLE.md).
            { regex: '^(api(/.*)?|.*/api/src(/.*)?)$', message }
          : { group: [name, `${name}/*`, `**/${name}/**`], message },
      ),
    },
  ],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/test-results/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Type-aware rules on the product code (floating and misused promises, unsafe `any`, needless assertions, …). Tests
  // are left to the rules above: their doubles and fixtures would need assertions these rules refuse, for no safety.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}', '**/testing/**', 'e2e/**', 'bench/**'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Fastify handlers and hooks are async by contract: an async function without `await` is how they answer a value.
      '@typescript-eslint/require-await': 'off',
    },
  },
  // A remote may import shared-* packages, never another remote or the shell.
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: banImports(
      [...remotes.filter((other) => other !== remote), 'shell', 'api'],
      'A remote imports only shared-* packages; cross domains by URL or the API.',
    ),
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: banImports([...remotes, 'api'], 'The shell loads remotes at runtime, never by import.'),
  },
  {
    files: shared.map((name) => `${name}/**/*.{ts,tsx}`),
    rules: banImports([...frontends, 'api'], 'shared-* packages never import apps.'),
  },
  {
    files: ['shared-contract/**/*.{ts,tsx}'],
    rules: banImports([...frontends, 'api', 'shared-ui', 'shared-session', 'react', 'react-dom'], 'shared-contract is used by the api too: no frontend code.'),
  },
  {
    files: ['api/**/*.{ts,tsx}'],
    rules: banImports([...frontends, 'shared-ui', 'shared-session', 'react', 'react-dom'], 'The api uses shared-contract only.'),
  },
  // No import cycles in the code a newcomer reads (a cycle makes module order matter and hides a missing boundary).
  {
    files: ['**/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // No cross-feature imports inside an app (featureZones above).
  { ignores: ['**/__tests__/lint-fixtures/**'] }, // Files that break these rules on purpose, linted by the config's own test.
  {
    files: frontends.map((app) => `${app}/src/features/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: featureZones }] },
  },
  // Settings are read once, in the config module; everything else gets them from the config (or the test helpers).
  {
    files: ['api/src/**/*.ts', ...frontends.map((app) => `${app}/src/**/*.{ts,tsx}`), ...shared.map((name) => `${name}/src/**/*.{ts,tsx}`)],
    ignores: ['api/src/config.ts', 'api/src/testing/**', '**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings in api/src/config.ts (or the test helpers) and pass them on.' },
      ],
    },
  },
  // SQL lives in a module's repository files (CONTRIBUTING.md): no query builder or `sql` template anywhere else in the
  // api (migrations, seeds and test helpers aside). A service composes repository functions inside its transaction.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*-repository.ts', 'api/src/db/**', 'api/src/seed/**', 'api/src/testing/**', '**/__tests__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
          message: "Queries belong in the module's <domain>-repository.ts: add a function there and call it.",
        },
        {
          selector: "ImportDeclaration[source.value='kysely'] > ImportSpecifier[imported.name='sql']",
          message: "Queries belong in the module's <domain>-repository.ts: add a function there and call it.",
        },
      ],
    },
  },
  // Frontend tests answer the network with the msw contract layer, through the real client: no fake of the client itself.
  {
    files: frontendTests,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='jest'][callee.property.name='mock'][arguments.0.value=/^(shared-session|ky)$/]",
          message: 'Answer requests with contractHandler (shared-ui/src/testing/contract-api.ts) instead of mocking the api client.',
        },
      ],
    },
  },
  // Testing Library and jest-dom in the frontend tests: find things as a user does, with matchers that say what failed.
  {
    files: frontendTests,
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Layout and landmark checks read the structure around what a user finds (the row of a cell, the section of a heading).
      'testing-library/no-node-access': 'off',
      // A second render of the same page is named for what it shows (`locked`, `second`), not `view2`.
      'testing-library/render-result-naming-convention': 'off',
      // `await act(async () => {})` lets pending effects and promises settle where no visible change can be awaited.
      'testing-library/no-unnecessary-act': 'off',
    },
  },
  {
    files: frontendTests,
    ...jestDom.configs['flat/recommended'],
    rules: {
      ...jestDom.configs['flat/recommended'].rules,
      // `expect(node.textContent).toBe(text)` holds the whole text; its fix, toHaveTextContent(text), would only look for a part.
      'jest-dom/prefer-to-have-text-content': 'off',
    },
  },
  // Formatting is Prettier's (checked by `npm test`); no lint rule argues with it.
  prettierConfig,
);
