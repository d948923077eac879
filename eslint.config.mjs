// One flat config for the repo. The import boundaries (DESIGN.md section 2) live here.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mfe-market', 'mfe-cabinet', 'mfe-community', 'mfe-account', 'mfe-refund'];
const frontends = ['shell', ...remotes];
const shared = ['shared-ui', 'shared-session', 'shared-contract'];

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
    rules: banImports(
      [...frontends, 'api', 'shared-ui', 'shared-session', 'react', 'react-dom'],
      'shared-contract is used by the api too: no frontend code.',
    ),
  },
  {
    files: ['api/**/*.{ts,tsx}'],
    rules: banImports(
      [...frontends, 'shared-ui', 'shared-session', 'react', 'react-dom'],
      'The api uses shared-contract only.',
    ),
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
  // Settings are read once, in the config module; everything else gets them from the config (or the test helpers).
  {
    files: ['api/src/**/*.ts', ...frontends.map((app) => `${app}/src/**/*.{ts,tsx}`), ...shared.map((name) => `${name}/src/**/*.{ts,tsx}`)],
    ignores: ['api/src/config.ts', 'api/src/testing/**', '**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings in api/src/config.ts (or the test helpers) and pass them on.' }],
    },
  },
);
