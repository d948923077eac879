const { federatedApp } = require('../tooling/webpack/federated-app.cjs');

module.exports = federatedApp({
  dir: __dirname,
  name: 'refund',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx', './console': './src/console.ts' },
});
