// The one linter (docs/architecture.md "Layers"): TypeScript, React hooks, accessibility, Next, no
// import cycles, and the house's layering: who may import whom is written here once, as zones.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const folders = (dir) =>
  readdirSync(new URL(`./${dir}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Shared server layers: they serve features and never import one. */
export const SERVER_INFRASTRUCTURE = ['api', 'db', 'jobs', 'shared', 'security', 'observability', 'messaging', 'notifications', 'uploads'];
/** The top floors: they compose features (the app itself, and the test-only routes it mounts). */
export const SERVER_TOP = ['app', 'testing'];
const serverFeatures = folders('server').filter((name) => !SERVER_INFRASTRUCTURE.includes(name) && !SERVER_TOP.includes(name));

const layerZones = [
  // app → components → lib: nothing below imports a page, and lib imports no component.
  {
    target: ['./components', './lib', './stores', './server'],
    from: './app',
    message: 'Only Next routes live in app/: move what is shared to components/ or lib/.',
  },
  { target: ['./lib', './stores', './server'], from: './components', message: 'components/ sits above lib/ and server/.' },
  // server/ is read by route handlers and server components (app/), by lib's server-only bridges to the
  // in-process API (lib/**/*.server.ts), and by the server's own scripts.
  {
    target: ['./lib', './components', './stores'],
    from: './server',
    except: ['./app/api.ts', './config.ts'],
    message: 'The browser cannot import server/: read it through the API (lib/api) or from a server component in app/.',
  },
];

const serverZones = [
  // Shared server layers never import a feature or the top floor.
  ...SERVER_INFRASTRUCTURE.map((layer) => ({
    target: `./server/${layer}`,
    from: [...serverFeatures, ...SERVER_TOP].map((name) => `./server/${name}`),
    message: `server/${layer} is shared: hand it what it needs from server/app (a registry, a parameter) instead of importing a feature.`,
  })),
  // A feature reads another feature only through its public face, server/<feature>/index.ts.
  ...serverFeatures.map((feature) => ({
    target: `./server/!(${feature}|${SERVER_TOP.join('|')})/**/*`,
    from: `./server/${feature}`,
    except: ['./index.ts'],
    message: `Import server/${feature}'s public functions from @/server/${feature} (its index.ts), not its internals.`,
  })),
];

/** lib/**\/*.server.ts may bridge to server/ (the in-process API, the settings); other lib files may not. */
const browserLibZone = {
  target: ['./lib/**/!(*.server).ts', './lib/**/!(*.server).tsx'],
  from: './server',
  message: 'Only lib/**/*.server.ts may read server/ (they run during a server render).',
};

export default tseslint.config(
  {
    ignores: [
      '**/.next/**',
      '.next-*/**',
      'node_modules/**',
      'public/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'eslint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@next/next': nextPlugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...serverZones, browserLibZone] }],
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.flatConfigs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      // Tutors' own intro videos come without caption files; what they say is in the profile's text.
      'jsx-a11y/media-has-caption': 'off',
      // `interface AxiosRequestConfig extends CallOptions {}` is how a library's types are augmented.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // A feature's reads run at once through together(db, …), which runs them one after another
    // inside a transaction (one connection, one statement at a time). Only start-up and
    // infrastructure code that reads no `db` of a caller's may use Promise.all.
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/db/together.ts', 'server/jobs/runner.ts', 'server/page-cache/**', 'server/uploads/**', 'server/health/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Promise'][callee.property.name='all']",
          message: 'Read with together(db, [...]) from server/db/together.ts: it runs the reads one after another when db is a transaction.',
        },
      ],
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Tests and their fixtures set up several features at once; the layers above still hold for them.
    files: ['**/*.test.{ts,tsx}', '**/test-helpers.ts', '**/tus-test-helpers.ts', 'tests/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
);
