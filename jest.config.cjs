// `npm test` runs every package's Jest project in one process (see tooling/test.mjs).
module.exports = {
  // Global option: per-project testTimeout is ignored in a multi-project run. Database set-up hooks need
  // more than the 5 s default on a loaded 2-core machine.
  testTimeout: 30_000,
  projects: ['shared-contract', 'shared-ui', 'shared-session', 'shell', 'mfe-market', 'mfe-cabinet', 'mfe-community', 'mfe-account', 'mfe-refund', 'api'].map(
    (dir) => `<rootDir>/${dir}`,
  ),
};
