/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

// The build step that marks the app's files for eager compilation (tooling/webpack/compile-hints-plugin.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CompileHintsPlugin } = require('../../../../tooling/webpack/compile-hints-plugin.cjs') as {
  CompileHintsPlugin: new (options?: { exclude?: RegExp }) => webpack.WebpackPluginInstance;
};

const HINT = '//# allFunctionsCalledOnLoad\n';

/** Builds an entry that loads a second chunk on demand, as production builds do (minified, files named by content). */
function build(plugins: webpack.WebpackPluginInstance[]): Promise<Record<string, string>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'keys-compile-hints-'));
  writeFileSync(path.join(dir, 'entry.js'), "export const start = () => import(/* webpackChunkName: 'lottie' */ './later.js');\nstart();\n");
  writeFileSync(path.join(dir, 'later.js'), "export const later = () => 'later';\n");
  const config: Configuration = {
    mode: 'production',
    context: dir,
    entry: { main: './entry.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:12].js', chunkFilename: '[name].[contenthash:12].js' },
    plugins,
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString('errors-only')));
      const out = path.join(dir, 'dist');
      resolve(Object.fromEntries(readdirSync(out).map((file) => [file, readFileSync(path.join(out, file), 'utf8')])));
    });
  });
}

describe('compile hints in the production build', () => {
  test('every JS file starts with the hint, after minification, except the excluded ones; file names follow the new content', async () => {
    const plain = await build([]);
    const hinted = await build([new CompileHintsPlugin({ exclude: /(^|\/)lottie\./ })]);
    const mainFile = Object.keys(hinted).find((file) => file.startsWith('main.'));
    const lottieFile = Object.keys(hinted).find((file) => file.startsWith('lottie.'));
    if (!mainFile || !lottieFile) throw new Error(`built ${Object.keys(hinted).join(', ')}`);
    expect(hinted[mainFile]?.startsWith(HINT)).toBe(true);
    // Still minified: the hint is the one comment, on its own first line.
    expect(hinted[mainFile]?.slice(HINT.length)).not.toContain('\n');
    expect(hinted[lottieFile]?.startsWith(HINT)).toBe(false);
    // The main file's name changes with its content; the untouched chunk keeps its name.
    expect(Object.keys(plain)).not.toContain(mainFile);
    expect(Object.keys(plain)).toContain(lottieFile);
  });
});
