import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspaceAliases } from './aliases';

const root = resolve(import.meta.dirname, '../..');
const aliases = workspaceAliases(root);

/** What Vite does with an import: the first alias whose pattern matches replaces it. */
function resolveImport(specifier: string): string | undefined {
  const alias = aliases.find(({ find }) => find.test(specifier));
  return alias && specifier.replace(alias.find, alias.replacement);
}

describe('workspaceAliases', () => {
  it('resolves a context lib through the tsconfig wildcards, for any context name', () => {
    expect(resolveImport('@sidequest/plans-domain')).toBe(resolve(root, 'libs/plans/domain/src/index.ts'));
    expect(resolveImport('@sidequest/billing-nest/testing')).toBe(
      resolve(root, 'libs/billing/nest/src/testing/index.ts'),
    );
    expect(resolveImport('@sidequest/daily-loop-domain/testing')).toBe(
      resolve(root, 'libs/daily-loop/domain/src/testing/index.ts'),
    );
  });

  it('prefers an exact entry, and leaves other packages alone', () => {
    expect(resolveImport('@sidequest/platform-db/testing')).toBe(resolve(root, 'libs/platform/db/src/testing.ts'));
    expect(resolveImport('@sidequest/contexts')).toBe(resolve(root, 'libs/contexts/src/index.ts'));
    expect(resolveImport('@nestjs/common')).toBeUndefined();
    expect(resolveImport('@sidequest/plans-domain/src/model')).toBeUndefined();
  });
});
