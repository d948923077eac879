// One webpack + Module Federation config for the shell (host) and every remote.
// Each app's webpack.config.cjs calls this with its own name and exposes.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PreloadStartupChunksPlugin } = require('./preload-startup-chunks.cjs');
const { ReleaseInfoPlugin } = require('./release-info-plugin.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');

const root = path.resolve(__dirname, '../..');

// The animation engine's chunk: named in the split below and left without the compile hint (it loads only when a load
// is slow), so both follow this one name.
const LOTTIE_CHUNK = 'lottie';
const lottieChunkFile = new RegExp(`(^|/)${LOTTIE_CHUNK}\\.`);
const rootPkg = (name) => require(require.resolve(`${name}/package.json`, { paths: [root] }));

// The ESM build of the plugin `experiments.provideExternalRuntime` injects (its package exports only name the CJS one).
const externalRuntimeProvider = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [root] })),
  'index.js',
);

const packageFile = (name, file) => path.join(path.dirname(require.resolve(`${name}/package.json`, { paths: [root] })), file);

// react-router's package exports only its development build (warnings and checks); production builds use its own
// production build, found beside it.
const routerProductionBuild = packageFile('react-router', 'dist/production/index.mjs');

// The ESM builds the subsets below re-export from, under names of their own (their package exports do not name them
// as files, and the package's own name is the shared module).
const SUBSET_SOURCES = {
  'react-i18next-source$': packageFile('react-i18next', 'dist/es/index.js'),
  'tanstack-react-query-source$': packageFile('@tanstack/react-query', 'build/modern/index.js'),
};

const exportedNames = (file) =>
  new Set(
    /export \{([^}]*)\}/
      .exec(fs.readFileSync(file, 'utf8'))[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );

/**
 * Packages shared as a subset of what they export: `react-router-dom` as a client-only subset of react-router
 * (react-router-client.mjs), `react-i18next` as its hook and plugin (react-i18next-client.mjs), TanStack Query as
 * what the apps use of it (tanstack-query-client.mjs).
 */
const SUBSETS = new Map(
  [
    { name: 'react-router-dom', file: path.join(__dirname, 'react-router-client.mjs') },
    { name: 'react-i18next', file: path.join(__dirname, 'react-i18next-client.mjs') },
    { name: '@tanstack/react-query', file: path.join(__dirname, 'tanstack-query-client.mjs') },
  ].map((subset) => [subset.name, { ...subset, names: exportedNames(subset.file) }]),
);
const subsetFile = (name) => SUBSETS.get(name).file;

// `import { a, type b, c as d } from 'x'`, `import type { … } from 'x'` and `import * as n from 'x'`.
const IMPORT = /import\s+(type\s+)?(?:\{([^}]*)\}|\*\s+as\s+\w+)\s+from\s+['"]([^'"]+)['"]/g;

/** The value names a source file imports, with the package each comes from (`*` for a namespace import); types are left out. */
function* importedValues(source) {
  for (const [, typeOnly, names, from] of source.matchAll(IMPORT)) {
    if (typeOnly) continue;
    if (names === undefined) yield { from, name: '*' };
    else
      for (const part of names.split(',').map((text) => text.trim())) {
        const name = part.split(/\s+as\s+/)[0];
        if (name && !/^type\s/.test(part)) yield { from, name };
      }
  }
}

/** Fails the build when an app's source imports a name a shared subset does not provide. */
function checkSubsetImports(srcDir) {
  const missing = [];
  const visit = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__' && entry.name !== 'testing') visit(file);
      } else if (/\.[cm]?tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const { from, name } of importedValues(fs.readFileSync(file, 'utf8'))) {
          const subset = SUBSETS.get(from);
          if (subset && !subset.names.has(name)) missing.push(`${from} in ${path.relative(root, file)}: ${name === '*' ? '* (namespace import)' : name}`);
        }
      }
    }
  };
  visit(srcDir);
  if (missing.length) {
    const files = [...SUBSETS.values()].map((subset) => path.relative(root, subset.file)).join(', ');
    throw new Error(`Not in a shared subset (add it to its file: ${files}):\n  ${missing.join('\n  ')}`);
  }
}

const errorCatalogue = path.join(root, 'shared-contract', 'src', 'errors.ts');
const startupErrors = path.join(root, 'shared-contract', 'src', 'startup-errors.ts');

const singleton = (name, version = rootPkg(name).version) => ({
  singleton: true,
  requiredVersion: `^${version}`,
  version,
});

/**
 * Shared singletons (STACK.md): every subpath listed explicitly. A shared module is loaded whole, never
 * tree-shaken, so `shared-contract` (stateless schemas, codes and constants) is NOT shared: each app bundles
 * only the parts it imports (its package says `sideEffects: false`). `zod` is not shared either: shared, it would
 * be loaded whole with every locale (~850 KB raw); bundled, each app gets the tree-shaken part it uses, never on
 * the first screen.
 */
function sharedModules() {
  const emotionVersion = rootPkg('@emotion/react').version;
  const workspace = (name) => {
    const { version } = require(path.join(root, name, 'package.json'));
    return { singleton: true, requiredVersion: `^${version}`, version };
  };
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react', rootPkg('react').version),
    'react/jsx-dev-runtime': singleton('react', rootPkg('react').version),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom', rootPkg('react-dom').version),
    'react-router-dom': { ...singleton('react-router-dom'), import: subsetFile('react-router-dom') },
    zustand: singleton('zustand'),
    '@emotion/react': singleton('@emotion/react'),
    '@emotion/react/jsx-runtime': singleton('@emotion/react', emotionVersion),
    '@emotion/react/jsx-dev-runtime': singleton('@emotion/react', emotionVersion),
    i18next: singleton('i18next'),
    'react-i18next': { ...singleton('react-i18next'), import: subsetFile('react-i18next') },
    '@tanstack/react-query': { ...singleton('@tanstack/react-query'), import: subsetFile('@tanstack/react-query') },
    'shared-ui': workspace('shared-ui'),
    'shared-session': workspace('shared-session'),
    // The error catalogue (ko and en messages of every code, ~9 KB gz) is the one part of shared-contract that
    // nearly every form reaches: shared by its resolved path, so the page loads it once, not once per app. The
    // start-up needs only its few start-up messages (the api's refusals carry their own), shared the same way.
    [errorCatalogue]: { ...workspace('shared-contract'), shareKey: 'shared-contract/errors' },
    [startupErrors]: { ...workspace('shared-contract'), shareKey: 'shared-contract/startup-errors' },
  };
}

/**
 * @param {{ dir: string, name: string, kind: 'host' | 'remote', exposes?: Record<string, string> }} app
 */
function federatedApp({ dir, name, kind, exposes = {} }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    for (const srcDir of [path.join(dir, 'src'), ...['shared-ui', 'shared-session'].map((name) => path.join(root, name, 'src'))]) {
      checkSubsetImports(srcDir);
    }
    const hashed = production ? '.[contenthash:12]' : '';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index' },
      devtool: production ? false : 'cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: kind === 'host' ? '/' : 'auto',
        filename: `[name]${hashed}.js`,
        chunkFilename: `[name]${hashed}.js`,
        assetModuleFilename: `assets/[name]${hashed}[ext]`,
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: { ...SUBSET_SOURCES, ...(production ? { 'react-router$': routerProductionBuild } : {}) },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2022',
                  transform: {
                    react: { runtime: 'automatic', importSource: '@emotion/react', development: !production },
                  },
                },
              },
            },
          },
        ],
      },
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: production ? 'deterministic' : 'named',
        // The animation engine gets a name of its own, so size measurements can tell it from a page's code: it is
        // fetched only when a load lasts long enough to show the loading animation (shared-ui loading-overlay).
        splitChunks: {
          cacheGroups: {
            lottie: { test: /[\\/]node_modules[\\/](?:lottie-react|lottie-web)[\\/]/, name: LOTTIE_CHUNK, chunks: 'async', priority: 20 },
          },
        },
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(kind === 'remote' ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
          shared: sharedModules(),
          shareStrategy: 'loaded-first',
          // One federation runtime for the page: the host provides it, remotes use it (~18 KB gz less per
          // remoteEntry). The host adds the provider plugin itself, as ESM: `provideExternalRuntime: true`
          // would add its CommonJS build and with it a second copy of the runtime core (+24 KB gz).
          // asyncStartup: the entry waits for the shared modules itself, so no app needs an `import('./bootstrap')` file.
          ...(kind === 'host'
            ? { runtimePlugins: [externalRuntimeProvider], experiments: { asyncStartup: true, optimization: { target: 'web' } } }
            : { experiments: { asyncStartup: true, externalRuntime: true, optimization: { target: 'web' } } }),
          manifest: true,
          dts: false,
        }),
        new ReleaseInfoPlugin({ dir, name, kind }),
        ...(production ? [new CompileHintsPlugin({ exclude: lottieChunkFile })] : []),
        ...(kind === 'host'
          ? [new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), scriptLoading: 'defer' }), new PreloadStartupChunksPlugin()]
          : []),
      ],
      stats: 'errors-warnings',
    };
  };
}

module.exports = { federatedApp };
