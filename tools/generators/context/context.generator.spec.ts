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
  () => dailyLoopContext(),
];
`);
  });

  it('adds to a list without a trailing comma, and to an empty list', () => {
    expect(addToContextList(list('() => bContext()'), 'probe', 'probe')).toContain(
      '[() => bContext(),\n  () => probeContext()];',
    );
    expect(addToContextList(list(''), 'probe', 'probe')).toContain('[\n  () => probeContext(),\n];');
  });

  it('refuses a file without the list', () => {
    expect(() => addToContextList("import { a } from 'a';\nexport const other = [];\n", 'probe', 'probe')).toThrow(
      /contextEntries/,
    );
  });
});
