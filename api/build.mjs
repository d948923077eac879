// Bundles the api into dist/main.mjs (or API_BUNDLE_OUTFILE, for a test that needs its own copy): dependencies stay
// external (installed), shared-contract is bundled.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== 'shared-contract');

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: process.env.API_BUNDLE_OUTFILE ?? new URL('./dist/main.mjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: [
      "import { createRequire as __createRequire } from 'node:module';",
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      "import { dirname as __pathDirname } from 'node:path';",
      'const require = __createRequire(import.meta.url);',
      'const __filename = __fileURLToPath(import.meta.url);',
      'const __dirname = __pathDirname(__filename);',
    ].join('\n'),
  },
  logLevel: process.env.API_BUNDLE_OUTFILE ? 'warning' : 'info',
});
