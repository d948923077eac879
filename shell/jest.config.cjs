const { preset } = require('../tooling/jest/preset.cjs');

const base = preset({ dir: __dirname, environment: 'jsdom' });
module.exports = {
  ...base,
  // lottie-web needs a real canvas, which jsdom lacks; the player is checked in the browser (e2e).
  setupFiles: [...base.setupFiles, '<rootDir>/src/testing/setup-jsdom.ts'],
  moduleNameMapper: { '^lottie-react$': '<rootDir>/src/testing/lottie-react-stub.tsx' },
};
