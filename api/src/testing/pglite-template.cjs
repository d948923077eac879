const os = require('node:os');
const path = require('node:path');

/** Where the api tests keep a freshly initialised PGlite data directory (one per PGlite version). */
function pgliteTemplatePath() {
  const main = require.resolve('@electric-sql/pglite');
  const packageJson = path.join(main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
  const { version } = require(packageJson);
  return path.join(os.tmpdir(), `keys-api-pglite-template-${version}.tar`);
}

module.exports = { pgliteTemplatePath };
