const { preset } = require('../tooling/jest/preset.cjs');

const base = preset({ dir: __dirname, environment: 'node' });
// @fastify/static requires content-disposition, which is ESM only: compile it for Jest as well (and file-type's ESM dependencies).
const esmOnly = String(base.transformIgnorePatterns[0]).replace(
  '(?!(',
  '(?!(content-disposition|@noble|cookie|@electric-sql/pglite|oauth2-mock-server|is-plain-obj|strtok3|token-types|@tokenizer|uint8array-extras|@borewit|',
);

module.exports = {
  ...base,
  transformIgnorePatterns: [esmOnly],
  globalSetup: '<rootDir>/src/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/jest-global-teardown.ts',
  testTimeout: 30_000,
};
