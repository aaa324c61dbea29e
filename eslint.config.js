// One lint config for the whole repository (conventions 7): TypeScript rules without type
// information (fast), and the architecture's boundaries as import rules over element types.
// `npm run lint` runs it with a cache; platform/lint-boundaries.test.ts shows that each boundary holds.
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const importX = require('eslint-plugin-import-x');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

const root = __dirname;

/** The web apps: the shell and the remotes. Each is `<app>/src` (browser) plus node-side files. */
const webApps = ['shell', 'mf-jobs', 'mf-auth', 'mf-company-pages', 'mf-learning'];
/** Every app, the API included: no app imports another. */
const apps = [...webApps, 'api'];

/**
 * Element types, as folders relative to the repository root:
 * - app entry: `<app>/src/app`, `<app>/src/exposes` (a remote's public face) and `<app>/src/ssr`
 *   (the server render's entry): the only places that combine features;
 * - feature: `<app>/src/features/<name>`; imports itself, its app's other src folders and shared;
 * - app-shared: the other `<app>/src/*` folders (components, lib, api, config, locales); below the
 *   features, so they import neither features nor the app entry;
 * - app testing: `<app>/src/testing`, render helpers for the tests, may import any of its app;
 * - shared: `shared/` (browser code in `src/`, contracts in `jobs/`, `account/`, `learning/`,
 *   test helpers in `testing/`); imports no app;
 * - platform: `platform/` (@raketa/platform), the node build and deploy tooling; imports shared,
 *   never the reverse, so the browser singleton carries no tooling;
 * - node-side: `platform/`, `<app>/server`, `api/`, `e2e/`, tooling and config files;
 *   browser code never imports it.
 */
const appEntryFolders = ['app', 'exposes', 'ssr'];
const featuresOf = (app) => {
  const dir = path.join(root, app, 'src', 'features');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
};
const nodeSideFolders = ['platform', 'api', 'e2e', ...webApps.map((app) => `${app}/server`)];
const browserCode = [...webApps.map((app) => `${app}/src/**`), 'shared/src/**'];
const testFiles = ['**/*.test.{ts,tsx}', '**/testing/**', 'e2e/**'];
const tooling = ['**/*.config.{js,ts,mjs,cjs}', 'shared/testing/*.js', '**/jest.config.js'];

/** Inside one app: features, the app entry and the shared folders (for the app's own code, not its tests). */
const layerZones = [
  // A feature may not import another feature, nor its app's entry.
  ...webApps.flatMap((app) =>
    featuresOf(app).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: `A feature imports only itself, its app's shared folders and @raketa/shared: move what '${feature}' needs into ${app}/src/lib or components, or combine the features in ${app}/src/app.`,
    })),
  ),
  ...webApps.flatMap((app) =>
    appEntryFolders.map((entry) => ({
      target: `./${app}/src/!(testing|${appEntryFolders.join('|')})/**/*`,
      from: `./${app}/src/${entry}`,
      message: `Only ${app}/src/app and exposes combine features: pass what is needed down, or move it into ${app}/src/lib.`,
    })),
  ),
  // The app's shared folders sit below the features.
  ...webApps.map((app) => ({
    target: `./${app}/src/!(features|testing|${appEntryFolders.join('|')})/**/*`,
    from: `./${app}/src/features`,
    message: `${app}'s shared folders sit below its features: move the code into the feature, or what both need into ${app}/src/lib.`,
  })),
];

/** Between apps, shared and node-side code: for every file, tests included. */
const systemZones = [
  // Apps do not import each other; they meet in @raketa/shared.
  ...apps.map((app) => ({
    target: `./${app}`,
    from: apps.filter((other) => other !== app).map((other) => `./${other}`),
    message: 'Apps never import each other: share through @raketa/shared.',
  })),
  { target: './shared', from: apps.map((app) => `./${app}`), message: 'shared/ never imports an app.' },
  {
    target: './shared',
    from: './platform',
    message: 'shared/ never imports platform/: the tooling builds the singleton and reads its contracts, not the other way round.',
  },
  // Browser code does not import node-side code.
  ...[...webApps.map((app) => `./${app}/src`), './shared/src', './shared/jobs', './shared/account', './shared/learning'].map((target) => ({
    target,
    from: nodeSideFolders.map((folder) => `./${folder}`),
    message: 'Browser code never imports node-side code (servers, the tooling in platform/, the API, e2e).',
  })),
];

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      '**/*.d.ts',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      // Fixtures with violations on purpose, linted only by platform/lint-boundaries.test.ts.
      'platform/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          conditionNames: ['types', 'import', 'require', 'node', 'browser', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones, ...systemZones] }],
      // `typeof import('./x')` stays allowed: jest.requireActual<typeof import(...)> needs it.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // A leading underscore marks a value left out on purpose (a destructured field, a callback's argument).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // A test may compose its feature with others and with the app entry, as the app does (a page
    // inside the real router, a toast observed in the real toaster); apps, shared and node-side code
    // stay apart for tests too.
    files: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: systemZones }] },
  },
  {
    files: browserCode,
    ignores: testFiles,
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    // React hooks exist only in the browser code (the API has functions named use*, not hooks).
    files: [...browserCode, 'shared/testing/**'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: tooling,
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter's pattern, `{}` when none.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  // Exceptions, each for the named files only.
  {
    // Input guards that match control characters on purpose (NUL, C0 controls in URLs and XML).
    files: [
      'api/src/routes/feeds/xml.ts',
      'mf-learning/src/features/courses/lib/link-target.ts',
      'shared/src/navigation/url-guard.ts',
      'shell/server/app.test.ts',
    ],
    rules: { 'no-control-regex': 'off' },
  },
  { files: ['api/src/testing/oidc-provider.ts'], rules: { '@typescript-eslint/triple-slash-reference': 'off' } },
  { files: ['api/src/db/seed/svg.ts'], rules: { 'no-useless-escape': 'off' } },
  { files: ['platform/messages-parity.test.ts'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: [
      'mf-company-pages/src/features/contact/components/contact-page.tsx',
      'api/src/routes/api/profile/profile.test.ts',
      'mf-auth/src/features/auth-dialogs/components/register-throttle.test.tsx',
    ],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // The platform test reads two apps' federation configs to check the runtime core they share.
    files: ['platform/runtime-core-provider.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
);
