/**
 * Four tiers, one PostgreSQL: test/support/global-setup.mjs starts an embedded PostgreSQL (unless
 * DATABASE_URL is set), applies the migrations once to a template database, and every test file
 * then works in its own copy of that template. The unit tier starts none.
 */
import { readdirSync } from 'node:fs';

// SPECS=campaigns,refunds: only the spec files whose path contains one of the words (test/support/spec-group.ts),
// and only the groups that hold one.
const specWords = (process.env.SPECS ?? '').split(',').map((word) => word.trim()).filter(Boolean);
const testRoot = new URL('./test/', import.meta.url);
const groupsWithSpecs = (name) =>
  readdirSync(new URL(`${name}/`, testRoot), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((dir) => readdirSync(new URL(`${name}/${dir.name}/`, testRoot), { recursive: true }).some((file) => file.endsWith('.spec.ts') && specWords.some((word) => `${dir.name}/${file}`.includes(word))))
    .map((dir) => `<rootDir>/test/${name}/${dir.name}.spec.ts`);

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: false },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

const tier = (name, { database = true, grouped = false, setupFilesAfterEnv = [] } = {}) => ({
  displayName: name,
  setupFilesAfterEnv,
  // The unit tier needs no database: run alone (npm run test:unit) it starts none. Projects that share the same
  // setup module run it once.
  ...(database ? { globalSetup: '<rootDir>/test/support/global-setup.mjs', globalTeardown: '<rootDir>/test/support/global-teardown.mjs' } : {}),
  // A grouped tier's jest files are test/<tier>/<folder>.spec.ts, each loading its folder's spec files into one
  // module graph (test/support/spec-group.ts): the platform is loaded once per group, not once per spec file. A
  // file named *.alone.spec.ts is a jest file of its own (it sets up Nest's process-wide logger itself).
  testMatch: !grouped
    ? [`<rootDir>/test/${name}/**/*.spec.ts`]
    : specWords.length > 0
      ? [...groupsWithSpecs(name), ...specWords.map((word) => `<rootDir>/test/${name}/**/*${word}*.alone.spec.ts`)]
      : [`<rootDir>/test/${name}/*.spec.ts`, `<rootDir>/test/${name}/**/*.alone.spec.ts`],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': swc },
  testEnvironment: 'node',
});

export default {
  // testTimeout is a global option in jest 30 (not per project): the browser tier sets the bound.
  testTimeout: 90_000,
  testSequencer: '<rootDir>/test/support/slowest-first.sequencer.mjs',
  projects: [tier('unit', { database: false }), tier('integration', { grouped: true }), tier('e2e', { grouped: true }), tier('browser', { grouped: true, setupFilesAfterEnv: ['<rootDir>/test/support/browser-after-each.ts'] })],
};
