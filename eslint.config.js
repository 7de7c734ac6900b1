import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

const frameworks = ['@nestjs/*', '@mikro-orm/*', 'bullmq', 'ioredis', 'nodemailer', 'stripe', 'passport*', 'react*', 'express', 'zod'];

/** Who may import whom. Tests may also use the shared test support (servers, sinks, process helpers). */
function boundaries(forTests) {
  const extra = forTests ? ['type:test-support'] : [];
  const allow = (...tags) => [...tags, ...extra];
  return {
    allow: [],
    enforceBuildableLibDependency: false,
    depConstraints: [
      { sourceTag: 'type:kernel', onlyDependOnLibsWithTags: [] },
      { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain', 'type:kernel'], bannedExternalImports: frameworks },
      { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
      { sourceTag: 'type:platform', onlyDependOnLibsWithTags: allow('type:platform', 'type:contracts', 'type:kernel') },
      { sourceTag: 'type:adapter', onlyDependOnLibsWithTags: allow('type:domain', 'type:contracts', 'type:kernel', 'type:platform', 'type:adapter') },
      { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:contracts'] },
      { sourceTag: 'type:app', onlyDependOnLibsWithTags: allow('type:adapter', 'type:platform', 'type:domain', 'type:contracts', 'type:kernel', 'type:ui') },
      { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:platform', 'type:contracts', 'type:kernel', 'type:test-support'] },
      { sourceTag: 'type:test-support', onlyDependOnLibsWithTags: ['type:platform', 'type:kernel'] },
    ],
  };
}

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
    },
  },
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
      'no-restricted-globals': ['error', { name: 'fit', message: 'Focused test.' }, { name: 'xit', message: 'Skipped test.' }, { name: 'xdescribe', message: 'Skipped test.' }],
    },
  },
];
