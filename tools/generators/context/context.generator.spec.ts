import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addToContextList } from './context.generator';

const list = (entries: string) => `import { a } from 'a';
import { bContext } from '@sidequest/b-nest';

export const contextEntries: readonly ContextEntry[] = [${entries}];
`;

describe('addToContextList', () => {
  it('adds the import after the last one and the entry after the last entry', () => {
    const before = list('\n  () => bContext(),\n');
    expect(addToContextList(before, 'daily-loop', 'dailyLoop')).toBe(`import { a } from 'a';
import { bContext } from '@sidequest/b-nest';
import { dailyLoopContext } from '@sidequest/daily-loop-nest';

export const contextEntries: readonly ContextEntry[] = [
  () => bContext(),
  (_config, runtime) => dailyLoopContext(runtime.clock),
];
`);
  });

  it('adds to a list without a trailing comma, and to an empty list', () => {
    expect(addToContextList(list('() => bContext()'), 'probe', 'probe')).toContain(
      '[() => bContext(),\n  (_config, runtime) => probeContext(runtime.clock)];',
    );
    expect(addToContextList(list(''), 'probe', 'probe')).toContain(
      '[\n  (_config, runtime) => probeContext(runtime.clock),\n];',
    );
  });

  it('refuses a file without the list', () => {
    expect(() => addToContextList("import { a } from 'a';\nexport const other = [];\n", 'probe', 'probe')).toThrow(
      /contextEntries/,
    );
  });
});

describe('the templates', () => {
  const dir = join(import.meta.dirname, 'files');
  const templates = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    statSync(join(dir, file)).isFile(),
  );

  it('provide each adapter under its own class, as the hand-written contexts do, never under a Symbol', () => {
    expect(templates.length).toBeGreaterThan(10);
    const withSymbols = templates.filter((file) => /\bSymbol\(/.test(readFileSync(join(dir, file), 'utf8')));
    expect(withSymbols).toEqual([]);
    const module = readFileSync(join(dir, 'nest/src/__name__.module.ts.template'), 'utf8');
    expect(module).toContain('items: MikroOrm<%= className %>ItemRepository,');
  });
});
