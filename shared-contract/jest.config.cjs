const { preset } = require('../tooling/jest/preset.cjs');
module.exports = preset({ dir: __dirname, environment: 'node' });
