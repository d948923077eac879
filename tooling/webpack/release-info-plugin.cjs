// Writes `keys-release.json` beside `mf-manifest.json`: what the api's contract check (issue 16) needs to know of a
// build besides its manifest. A remote says which routes it serves; the shell says which owner each route has.
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const ts = require('typescript');

const root = path.resolve(__dirname, '../..');
const RELEASE_INFO_FILE = 'keys-release.json';

const versionOf = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;

/**
 * The paths of a remote's `export const routes = [{ path: '…', … }, …]` (src/routes.tsx), read from the source: the
 * module itself cannot run outside a page. Every entry must name its path as a string literal.
 */
function remoteRoutePaths(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const routes = source.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations)
    .find((declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === 'routes');
  if (!routes?.initializer || !ts.isArrayLiteralExpression(routes.initializer)) {
    throw new Error(`${path.relative(root, file)}: no \`export const routes = [...]\` array`);
  }
  return routes.initializer.elements.map((element) => {
    const pathProperty = ts.isObjectLiteralExpression(element)
      ? element.properties.find((property) => ts.isPropertyAssignment(property) && property.name.getText(source) === 'path')
      : undefined;
    if (!pathProperty || !ts.isStringLiteralLike(pathProperty.initializer)) {
      throw new Error(`${path.relative(root, file)}: every route needs \`path: '<literal>'\` (found: ${element.getText(source).slice(0, 60)})`);
    }
    return pathProperty.initializer.text;
  });
}

/** The shell's route table (src/app/route-table.ts, which imports nothing) as `{ path, owner }` pairs. */
function shellRouteOwners(file) {
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: {} };
  vm.runInNewContext(outputText, { module, exports: module.exports });
  return module.exports.routeTable.map(({ path: routePath, owner }) => ({ path: routePath, owner }));
}

/** The release info of one app: its name and version, the shared-contract version it was built against, and its routes. */
function releaseInfo({ dir, name, kind }) {
  const common = { name, version: versionOf(dir), sharedContract: versionOf(path.join(root, 'shared-contract')) };
  return kind === 'host'
    ? { ...common, routeOwners: shellRouteOwners(path.join(dir, 'src', 'app', 'route-table.ts')) }
    : { ...common, routes: remoteRoutePaths(path.join(dir, 'src', 'routes.tsx')) };
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
