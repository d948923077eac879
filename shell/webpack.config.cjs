const { federatedApp } = require('../tooling/webpack/federated-app.cjs');

module.exports = federatedApp({ dir: __dirname, name: 'shell', kind: 'host' });
