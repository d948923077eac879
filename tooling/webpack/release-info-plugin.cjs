// Writes `keys-release.json` beside `mf-manifest.json`: what the api's contract check needs to know of a build besides
// its manifest. A remote says which routes and console sections it serves; the shell says which owner each route and
// each console section has.
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const ts = require('typescript');

const root = path.resolve(__dirname, '../..');
const RELEASE_INFO_FILE = 'keys-release.json';

const versionOf = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;

/**
 * One string property of each object of an exported array literal (`export const routes = [{ path: '…' }, …]`), read
 * from the source: the module itself cannot run outside a page. Every entry must name it as a string literal.
 */
function exportedArrayStrings(file, arrayName, propertyName) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const declaration = source.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations)
    .find((candidate) => ts.isIdentifier(candidate.name) && candidate.name.text === arrayName);
  if (!declaration?.initializer || !ts.isArrayLiteralExpression(declaration.initializer)) {
    throw new Error(`${path.relative(root, file)}: no \`export const ${arrayName} = [...]\` array`);
  }
  return declaration.initializer.elements.map((element) => {
    const property = ts.isObjectLiteralExpression(element)
      ? element.properties.find((candidate) => ts.isPropertyAssignment(candidate) && candidate.name.getText(source) === propertyName)
      : undefined;
    if (!property || !ts.isStringLiteralLike(property.initializer)) {
      throw new Error(`${path.relative(root, file)}: every entry needs \`${propertyName}: '<literal>'\` (found: ${element.getText(source).slice(0, 60)})`);
    }
    return property.initializer.text;
  });
}

/** The paths of a remote's routes (src/routes.tsx). */
const remoteRoutePaths = (file) => exportedArrayStrings(file, 'routes', 'path');

/** The ids of a remote's console sections (src/console.ts, exposed as `./console`), or none. */
const remoteConsoleSections = (file) => (fs.existsSync(file) ? exportedArrayStrings(file, 'sections', 'id') : []);

/** A module of the shell that imports nothing but types, evaluated as it is. */
function evaluateShellModule(file) {
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: {} };
  vm.runInNewContext(outputText, { module, exports: module.exports });
  return module.exports;
}

/** The shell's route table (src/app/route-table.ts) as `{ path, owner }` pairs. */
const shellRouteOwners = (file) => evaluateShellModule(file).routeTable.map(({ path: routePath, owner }) => ({ path: routePath, owner }));

/** The shell's console table (src/app/console-table.ts) as `{ id, owner }` pairs, in tab order. */
const shellConsoleOwners = (file) => evaluateShellModule(file).consoleTable.map(({ id, owner }) => ({ id, owner }));

/**
 * The release info of one app: its name and version, the shared-contract version it was built against, and its
 * routes and console sections (a remote) or their owners (the shell).
 */
function releaseInfo({ dir, name, kind }) {
  const common = { name, version: versionOf(dir), sharedContract: versionOf(path.join(root, 'shared-contract')) };
  return kind === 'host'
    ? {
        ...common,
        routeOwners: shellRouteOwners(path.join(dir, 'src', 'app', 'route-table.ts')),
        consoleOwners: shellConsoleOwners(path.join(dir, 'src', 'app', 'console-table.ts')),
      }
    : {
        ...common,
        routes: remoteRoutePaths(path.join(dir, 'src', 'routes.tsx')),
        consoleSections: remoteConsoleSections(path.join(dir, 'src', 'console.ts')),
      };
}

class ReleaseInfoPlugin {
  /** @param {{ dir: string, name: string, kind: 'host' | 'remote' }} app */
  constructor(app) {
    this.app = app;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ReleaseInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ReleaseInfoPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(RELEASE_INFO_FILE, new RawSource(`${JSON.stringify(releaseInfo(this.app), null, 2)}\n`));
      });
    });
  }
}

module.exports = { ReleaseInfoPlugin, releaseInfo, RELEASE_INFO_FILE };
