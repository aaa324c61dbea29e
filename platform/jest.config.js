// Jest project for @raketa/platform: node tooling only, so every test runs in node. Works
// standalone (`cd platform && npx jest`) and as one of the root config's `projects`.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'platform',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/lint-fixtures/'],
  transform: {
    '^.+\\.[cm]?[jt]sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
};
