// One webpack + Module Federation config for the shell (host) and every remote.
// Each app's webpack.config.cjs calls this with its own name and exposes.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '../..');
const rootPkg = (name) => require(require.resolve(`${name}/package.json`, { paths: [root] }));

const singleton = (name, version = rootPkg(name).version) => ({
  singleton: true,
  requiredVersion: `^${version}`,
  version,
});

/** Shared singletons (STACK.md): every subpath listed explicitly. */
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
    'react-router-dom': singleton('react-router-dom'),
    zustand: singleton('zustand'),
    '@emotion/react': singleton('@emotion/react'),
    '@emotion/react/jsx-runtime': singleton('@emotion/react', emotionVersion),
    '@emotion/react/jsx-dev-runtime': singleton('@emotion/react', emotionVersion),
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    'shared-contract': workspace('shared-contract'),
    'shared-ui': workspace('shared-ui'),
    'shared-session': workspace('shared-session'),
  };
}

/**
 * @param {{ dir: string, name: string, kind: 'host' | 'remote', exposes?: Record<string, string> }} app
 */
function federatedApp({ dir, name, kind, exposes = {} }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const hashed = production ? '.[contenthash:12]' : '';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
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
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
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
      optimization: { moduleIds: 'deterministic', chunkIds: production ? 'deterministic' : 'named' },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(kind === 'remote' ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
          shared: sharedModules(),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        ...(kind === 'host'
          ? [new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), scriptLoading: 'defer' })]
          : []),
      ],
      stats: 'errors-warnings',
    };
  };
}

module.exports = { federatedApp };
