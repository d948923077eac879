// `npm test` runs every package's Jest project in one process (see tooling/test.mjs).
module.exports = {
  projects: [
    'shared-contract', 'shared-ui', 'shared-session',
    'shell', 'mfe-market', 'mfe-cabinet', 'mfe-community', 'mfe-account', 'mfe-refund',
    'api',
  ].map((dir) => `<rootDir>/${dir}`),
};
