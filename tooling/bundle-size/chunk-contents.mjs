// What each emitted JS file of an app holds, by package: the bench prints it beside the files /main loads.
// Builds the app again with its own webpack config into a temporary folder; content hashes are deterministic, so
// the file names are the ones the server sends.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const require = createRequire(path.join(repoRoot, 'package.json'));

/** `../node_modules/@scope/name/...` -> `@scope/name`; `../shared-contract/src/x.ts` -> `shared-contract`; else the app. */
export function packageOf(moduleName, app) {
  const inModules = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(moduleName);
  if (inModules) return inModules[1].replace('\\', '/');
  const workspace = /^\.\.[\\/](shared-[a-z]+)[\\/]/.exec(moduleName);
  if (workspace) return workspace[1];
  return `${app} (own code)`;
}

/** The modules a (possibly concatenated) module holds; a nested group without names counts as its parent. */
const leafModules = (module) => {
  const named = (module.modules ?? []).flatMap(leafModules).filter((inner) => inner.name);
  return named.length > 0 ? named : [module];
};

/** `470.73d345ef3da1.js` -> `470.js`: an entry's hash can depend on the output folder, a chunk's id does not. */
export const withoutHash = (fileName) => fileName.replace(/\.[0-9a-f]{8,}\.js$/, '.js');

/** file name without its hash -> [{ name, share }] (largest first, raw bytes before minification). */
export async function chunkContents(app) {
  const webpack = require('webpack');
  const configOf = require(path.join(repoRoot, app, 'webpack.config.cjs'));
  const config = configOf({}, { mode: 'production' });
  const outputDir = mkdtempSync(path.join(tmpdir(), `keys-chunks-${app}-`));
  config.output = { ...config.output, path: outputDir };
  try {
    const stats = await new Promise((resolve, reject) => webpack(config, (error, result) => (error ? reject(error) : resolve(result))));
    const json = stats.toJson({
      all: false,
      chunks: true,
      chunkModules: true,
      nestedModules: true,
      chunkModulesSpace: Infinity,
      nestedModulesSpace: Infinity,
      dependentModules: true,
      groupModulesByType: false,
    });
    const contents = new Map();
    for (const chunk of json.chunks) {
      const bySource = new Map();
      for (const module of (chunk.modules ?? []).flatMap(leafModules)) {
        if (!module.name) continue;
        const name = packageOf(module.name, app);
        bySource.set(name, (bySource.get(name) ?? 0) + (module.size ?? 0));
      }
      const total = [...bySource.values()].reduce((sum, size) => sum + size, 0) || 1;
      const parts = [...bySource].map(([name, size]) => ({ name, share: size / total })).sort((a, b) => b.share - a.share);
      for (const file of chunk.files ?? []) if (file.endsWith('.js')) contents.set(withoutHash(path.basename(file)), parts);
    }
    return contents;
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
}

/** `react-dom 100%`, `shell (own code) 61%, shared-ui 20%, ...` (parts of at least 5%). */
export const describeContents = (parts = []) =>
  parts
    .filter((part) => part.share >= 0.05)
    .slice(0, 4)
    .map((part) => `${part.name} ${Math.round(part.share * 100)}%`)
    .join(', ');
