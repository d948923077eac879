// Bundles the api into dist/main.mjs (or API_BUNDLE_OUTFILE, for a test that needs its own copy of the server alone),
// the file move command into dist/move-to-s3.mjs and the release publisher (run by `npm run release`) into
// dist/publish-release.mjs: dependencies stay external (installed), shared-contract is bundled.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== 'shared-contract');

const distFile = (name) => new URL(`./dist/${name}`, import.meta.url).pathname;
const entries = [
  { entry: './src/main.ts', outfile: process.env.API_BUNDLE_OUTFILE ?? distFile('main.mjs') },
  ...(process.env.API_BUNDLE_OUTFILE
    ? []
    : [
        { entry: './src/storage/move-to-s3-cli.ts', outfile: distFile('move-to-s3.mjs') },
        { entry: './src/modules/remotes/publish-release-cli.ts', outfile: distFile('publish-release.mjs') },
      ]),
];

const bundle = ({ entry, outfile }) =>
  build({
    entryPoints: [new URL(entry, import.meta.url).pathname],
    outfile,
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

await Promise.all(entries.map(bundle));
