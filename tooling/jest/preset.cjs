// Shared Jest settings: @swc/jest for TS/TSX, jsdom (with Node's fetch, for msw) for browser packages, node for the api.
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
    },
    module: { type: 'commonjs' },
  },
];

/** @param {{ dir: string, environment: 'jsdom' | 'node' }} options */
function preset({ dir, environment }) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jsdom-environment.cjs') : environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: { '^.+\\.[cm]?[jt]sx?$': swc },
    // ESM-only packages are compiled to CommonJS for Jest.
    transformIgnorePatterns: [
      '/node_modules/(?!(ky|lottie-react|@auth|oauth4webapi|jose|preact-render-to-string|preact|file-type|rettime|until-async|@open-draft)/)',
    ],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'setup-jsdom.cjs')] : [],
    // The DOM matchers (toBeInTheDocument, toHaveAttribute, toBeDisabled…): a failure says what the element is.
    setupFilesAfterEnv: environment === 'jsdom' ? ['@testing-library/jest-dom'] : [],
  };
}

module.exports = { preset };
