// Jest project for @raketa/api. Works standalone (`cd api && npx jest`) and as
// one of the root config's `projects` (paths are anchored on this folder).
const swc = (extra = {}) => [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    ...extra,
  },
];

const swcJs = swc({ jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' } });

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/jest-setup.ts'],
  // The databases every test database starts from (empty and migrated), made once per run (src/testing/pglite-template.ts).
  globalSetup: '<rootDir>/src/testing/pglite-template.ts',
  globalTeardown: '<rootDir>/src/testing/pglite-template-teardown.ts',
  transform: {
    '^.+\\.ts$': swc(),
    // PGlite's CommonJS build loads Node built-ins with `await import('fs')`, which Jest's
    // module sandbox only allows behind --experimental-vm-modules. Compiling those files to
    // CommonJS turns the dynamic imports into `require`, so no Node flag is needed.
    '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': swcJs,
    // openid-client (social sign-in) and oidc-provider (its local stand-in in tests) ship ESM only,
    // as do their jose and oauth4webapi; compiled to CommonJS like the packages above.
    '/node_modules/(openid-client|oauth4webapi|jose|oidc-provider)/.+\\.js$': swcJs,
    // sanitize-html (job descriptions) requires htmlparser2 10 and its dom* helpers, ESM only.
    '/node_modules/sanitize-html/node_modules/.+\\.js$': swcJs,
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(@electric-sql/pglite|openid-client|oauth4webapi|jose|oidc-provider|sanitize-html|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)',
  ],
};
