// One Jest project definition for every web package (shared, shell, remotes).
// Components run in jsdom; server tests opt into node with a `@jest-environment node`
// docblock. The node tooling (platform/) has its own project.
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** ESM-only dependencies Jest's CommonJS sandbox cannot load untransformed. */
const ESM_ONLY = ['ky', 'cookie', 'content-disposition'];

/** @returns {import('jest').Config} */
module.exports = function webProject(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'jsdom-environment.js'),
    testMatch: ['<rootDir>/{src,server,account,jobs,learning,contracts}/**/*.test.{ts,tsx}'],
    setupFiles: [path.join(__dirname, 'jest-setup.ts')],
    transform: { '^.+\\.[cm]?[jt]sx?$': swc },
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.js') },
  };
};
