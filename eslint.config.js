import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import { existsSync, readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const frameworks = [
  '@nestjs/*',
  '@mikro-orm/*',
  'bullmq',
  'ioredis',
  'nodemailer',
  'stripe',
  'passport*',
  'react*',
  'express',
  'zod',
];

/** The bounded contexts: every folder under libs/ with a `domain` lib (and a nest lib), tagged `scope:<context>`. */
const contexts = readdirSync(new URL('./libs', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`./libs/${entry.name}/domain`, import.meta.url)))
  .map((entry) => entry.name);

/**
 * Which other contexts a context may reach, always through that context's public index
 * ('@sidequest/<other>-domain'; its nest lib and deep paths stay banned below). None by default:
 * add e.g. `plans: ['quests']` when plans gets a port implemented against quests' domain.
 */
const contextReaches = {
  progress: ['billing', 'quests'],
  reminders: ['progress', 'accounts'],
  quests: ['plans', 'accounts', 'occupations', 'billing'],
};

/** What every context shares. */
const shared = ['type:kernel', 'type:contracts', 'type:platform'];

/**
 * The browser: apps/web and libs/web/* (tag `type:web`). It imports the api's contracts, its own libs and the pure
 * libs named here, and nothing it imports may reach a nest, platform, jobs, app or test lib, however indirectly.
 * plans-domain (scope:plans; its nest lib is an adapter, so still banned): the default plan onboarding shows
 * when generation comes back empty.
 */
const browserMayUse = ['type:web', 'type:contracts', 'scope:plans'];
const serverOnly = ['type:adapter', 'type:platform', 'type:composition', 'type:app', 'type:test-support'];
const serverFrameworks = [
  ...frameworks.filter((name) => !['react*', 'zod'].includes(name)),
  'argon2',
  'pg',
  'fastify',
  '@fastify/*',
];

/** Who may import whom. Tests may also use the shared test support (servers, sinks, process helpers). */
function boundaries(forTests) {
  const extra = forTests ? ['type:test-support'] : [];
  const allow = (...tags) => [...tags, ...extra];
  return {
    allow: [],
    enforceBuildableLibDependency: false,
    depConstraints: [
      { sourceTag: 'type:kernel', onlyDependOnLibsWithTags: [] },
      {
        sourceTag: 'type:domain',
        onlyDependOnLibsWithTags: ['type:domain', 'type:kernel'],
        bannedExternalImports: frameworks,
      },
      { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
      { sourceTag: 'type:platform', onlyDependOnLibsWithTags: allow('type:platform', 'type:contracts', 'type:kernel') },
      // The reads that cross contexts (libs/read-models): statements and row types over the platform's SqlReads,
      // never a context's lib. Contexts' nest libs import it; only it may name another context's table.
      { sourceTag: 'type:read-models', onlyDependOnLibsWithTags: ['type:platform', 'type:contracts', 'type:kernel'] },
      {
        sourceTag: 'type:adapter',
        onlyDependOnLibsWithTags: allow(
          'type:domain',
          'type:contracts',
          'type:kernel',
          'type:platform',
          'type:adapter',
          'type:read-models',
        ),
      },
      { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:contracts'] },
      {
        sourceTag: 'type:web',
        onlyDependOnLibsWithTags: browserMayUse,
        notDependOnLibsWithTags: serverOnly,
        bannedExternalImports: serverFrameworks,
      },
      // The one list of contexts the apps read (libs/contexts): it composes the contexts' nest libs.
      {
        sourceTag: 'type:composition',
        onlyDependOnLibsWithTags: allow(
          'type:adapter',
          'type:platform',
          'type:domain',
          'type:contracts',
          'type:kernel',
        ),
      },
      {
        sourceTag: 'type:app',
        onlyDependOnLibsWithTags: allow(
          'type:composition',
          'type:adapter',
          'type:platform',
          'type:domain',
          'type:contracts',
          'type:kernel',
          'type:ui',
        ),
      },
      {
        sourceTag: 'type:e2e',
        onlyDependOnLibsWithTags: ['type:platform', 'type:contracts', 'type:kernel', 'type:test-support'],
      },
      { sourceTag: 'type:test-support', onlyDependOnLibsWithTags: ['type:platform', 'type:kernel'] },
      // Scopes: a context's libs import their own scope and the shared libs; another context only where allowed.
      ...contexts.map((context) => ({
        sourceTag: `scope:${context}`,
        onlyDependOnLibsWithTags: allow(
          `scope:${context}`,
          ...shared,
          'type:read-models',
          ...(contextReaches[context] ?? []).map((other) => `scope:${other}`),
        ),
      })),
      { sourceTag: 'scope:jobs', onlyDependOnLibsWithTags: allow(...shared) },
    ],
  };
}

/** Public entry points only: no deep paths into a lib, no relative path out of one. */
const deepImports = [
  {
    group: ['@sidequest/*/src', '@sidequest/*/src/**'],
    message: "Import a lib through its public index ('@sidequest/<lib>'), not a deep path.",
  },
  {
    regex: '^(\\.\\./)+([\\w.-]+/)*src(/|$)',
    message: "A relative import must stay inside its lib; use '@sidequest/<lib>'.",
  },
  {
    regex: '^(\\.\\./)+([\\w.-]+/)*(libs|apps)/',
    message: "A relative import must stay inside its lib; use '@sidequest/<lib>'.",
  },
];

/** A context never imports another context's nest lib, even where it may use its domain. */
const contextFolders = contexts.map((context) => ({
  files: [`libs/${context}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...deepImports,
          {
            group: contexts.filter((other) => other !== context).map((other) => `@sidequest/${other}-nest`),
            message:
              "Another context's adapters are private; reach it through a port of your own against its '@sidequest/<context>-domain'.",
          },
        ],
      },
    ],
  },
}));

/**
 * The web app's import rules, bulletproof-react style: app/ composes features, a feature imports
 * neither another feature nor app/, and shared code (lib/, libs/web/*) imports no feature.
 */
const webSrc = './apps/web/src';
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `${webSrc}/features/${feature}`,
    from: `${webSrc}/features`,
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move the shared part to lib/ or libs/web/*, or compose them in app/.',
  })),
  { target: [`${webSrc}/features`, `${webSrc}/lib`], from: `${webSrc}/app`, message: 'Only app/ imports app/.' },
  {
    target: [`${webSrc}/lib`, './libs/web'],
    from: `${webSrc}/features`,
    message: 'Shared code does not import features.',
  },
];

export default [
  { ignores: ['**/node_modules', '**/dist', '.data', '.nx', 'test-results', '**/vite.config.ts', 'vitest.config.ts'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': ['error', boundaries(false)],
      'no-restricted-imports': ['error', { patterns: deepImports }],
    },
  },
  ...contextFolders,
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts', '**/*.e2e-spec.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only', message: 'Do not commit focused tests.' },
        { object: 'it', property: 'skip', message: 'Do not commit skipped tests.' },
        { object: 'describe', property: 'only', message: 'Do not commit focused tests.' },
        { object: 'describe', property: 'skip', message: 'Do not commit skipped tests.' },
        { object: 'test', property: 'only', message: 'Do not commit focused tests.' },
        { object: 'test', property: 'skip', message: 'Do not commit skipped tests.' },
      ],
      '@nx/enforce-module-boundaries': ['error', boundaries(true)],
      'no-restricted-globals': [
        'error',
        { name: 'fit', message: 'Focused test.' },
        { name: 'xit', message: 'Skipped test.' },
        { name: 'xdescribe', message: 'Skipped test.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx', 'libs/web/**/*.ts', 'libs/web/**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // no-cycle follows imports into these files, so it must be able to parse them.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Last: turns off the stylistic rules that would fight Prettier, which owns formatting (`npm run lint` runs `prettier --check`).
  prettier,
];
