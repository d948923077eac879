const { federatedApp } = require('../tooling/webpack/federated-app.cjs');

module.exports = federatedApp({
  dir: __dirname,
  name: 'account',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
});
