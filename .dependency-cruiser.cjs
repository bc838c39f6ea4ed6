/**
 * Architecture boundaries of the modular monolith, checked in `npm test`
 * (`npx depcruise src frontend/src --config .dependency-cruiser.cjs`).
 *
 * Contexts live in src/modules/<context>/{domain,application,adapters} with one
 * public door, src/modules/<context>/index.ts, and for other contexts' adapters its
 * published language, src/modules/<context>/published-language/index.ts (HTTP shapes
 * of its data that others serve too). The shared kernel is
 * src/shared-kernel/{domain,application,infrastructure}.
 *
 * Every dependency is resolved to a file on disk before the rules run, so type-only
 * imports count too (tsPreCompilationDeps). dependency-cruiser retries an unresolvable
 * `./x.js` as `./x.ts`/`./x.tsx` (tsc's nodenext convention) by itself; the
 * no-unresolvable-relative-imports rule below makes sure that really happened.
 */

/** Packages a domain layer must never touch (matched resolved or unresolved). */
const INFRASTRUCTURE_PACKAGES = [
  '@nestjs/',
  '@mikro-orm/',
  'stripe',
  '@stripe/',
  '@aws-sdk/',
  'express',
  'express-session',
  'passport',
  'passport-[^/]+',
  'pg',
  'connect-pg-simple',
]
  .map((name) => (name.endsWith('/') ? name : `${name}(/|$)`))
  .map((name) => `^(node_modules/)?${name}`);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'context-only-through-index',
      severity: 'error',
      comment:
        'A bounded context may use another context only through that context\'s public ' +
        'index.ts (facade and integration-event types). Import from ' +
        "'../../<other>/index.js' instead of reaching into its domain/, application/ or adapters/.",
      from: { path: '^src/modules/([^/]+)/' },
      to: {
        path: '^src/modules/[^/]+/',
        pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$', '^src/modules/[^/]+/published-language/index\\.ts$'],
      },
    },
    {
      name: 'published-language-only-to-adapters',
      severity: 'error',
      comment:
        "A context's published language (published-language/index.ts: the HTTP shapes of its data that others serve " +
        'too, declared once) is for the adapters of other contexts; their domain/ and application/ stay free of HTTP DTOs.',
      from: { path: '^src/modules/([^/]+)/', pathNot: ['^src/modules/[^/]+/adapters/'] },
      to: { path: '^src/modules/[^/]+/published-language/', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'context-core-not-to-other-contexts',
      severity: 'error',
      comment:
        "A context's domain/ and application/ never import another context, not even its index.ts. " +
        'React to its integration events, or read through a port declared in application/ whose adapter ' +
        'lives in adapters/<other-context>/.',
      from: { path: '^src/modules/([^/]+)/(domain|application)/' },
      to: { path: '^src/modules/', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'index-not-to-adapters',
      severity: 'error',
      comment:
        "index.ts is a context's public door: its module, application facades and integration-event types. " +
        'It never re-exports adapters (controllers, DTOs, schemas, migrations).',
      from: { path: '^src/modules/[^/]+/index\\.ts$' },
      to: { path: '^src/modules/[^/]+/adapters/' },
    },
    {
      name: 'no-orphans',
      severity: 'error',
      comment: 'A file nothing imports is dead code (entry points and declarations excepted): delete it or use it.',
      from: {
        orphan: true,
        pathNot: [
          '(^|/)[^/]+\\.d\\.ts$',
          '^src/main\\.ts$',
          '^src/bin/',
          '^frontend/src/main\\.tsx$',
          '(^|/)vite\\.config\\.ts$',
        ],
      },
      to: {},
    },
    {
      name: 'domain-stays-plain',
      severity: 'error',
      comment:
        'domain/ is plain TypeScript: it must not import application/, adapters/ or ' +
        'infrastructure/ code of any context or of the shared kernel.',
      from: { path: ['^src/modules/[^/]+/domain/', '^src/shared-kernel/domain/'] },
      to: {
        path: [
          '^src/modules/[^/]+/(application|adapters|infrastructure)/',
          '^src/shared-kernel/(application|infrastructure)/',
          '^src/modules/[^/]+/[^/]+\\.module\\.ts$',
        ],
      },
    },
    {
      name: 'domain-no-frameworks',
      severity: 'error',
      comment:
        'domain/ must not import Nest, MikroORM, Stripe, the AWS SDK, Express, Passport or pg. ' +
        'Declare a port in domain/ or application/ and implement it in adapters/.',
      from: { path: ['^src/modules/[^/]+/domain/', '^src/shared-kernel/domain/'] },
      to: { path: INFRASTRUCTURE_PACKAGES },
    },
    {
      name: 'application-not-to-adapters',
      severity: 'error',
      comment:
        'Use cases depend on ports, never on adapters: application/ must not import any adapters/.',
      from: { path: ['^src/modules/[^/]+/application/', '^src/shared-kernel/application/'] },
      to: { path: '^src/modules/[^/]+/adapters/' },
    },
    {
      name: 'shared-kernel-application-not-to-infrastructure',
      severity: 'error',
      comment:
        'shared-kernel/application holds ports (UnitOfWork, IntegrationEventBus); their ' +
        'implementations live in shared-kernel/infrastructure and are never imported back.',
      from: { path: '^src/shared-kernel/application/' },
      to: { path: '^src/shared-kernel/infrastructure/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Circular dependency. In ESM with decorators a cycle means a class can be undefined ' +
        'when Nest reads its metadata; break it with a port, an event or by moving a type.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'frontend-not-to-server',
      severity: 'error',
      comment:
        'The frontend talks to the server over HTTP only; types come from the generated ' +
        'frontend/src/api/schema.d.ts, never from src/.',
      from: { path: '^frontend/' },
      to: { path: '^src/' },
    },
    {
      name: 'server-not-to-frontend',
      severity: 'error',
      comment: 'The server never imports frontend code.',
      from: { path: '^src/' },
      to: { path: '^frontend/' },
    },
    {
      name: 'no-unresolvable-relative-imports',
      severity: 'error',
      comment:
        'A relative import that cannot be resolved is invisible to every rule above ' +
        '(and will fail at run time): fix the path.',
      from: {},
      to: { couldNotResolve: true, path: '^\\.\\.?/' },
    },
  ],

  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: {
      path: ['(^|/)schema\\.d\\.ts$', '(^|/)dist/', '(^|/)\\.data/'],
    },
    moduleSystems: ['es6', 'cjs'],
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
