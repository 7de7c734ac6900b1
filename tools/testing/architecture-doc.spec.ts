import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { owners, root } from './table-owners';

/**
 * docs/ARCHITECTURE.md and docs/GLOSSARY.md state facts the code decides; this spec reads both sides so the
 * docs cannot drift: the contexts (libs/contexts/src/contexts.ts), the tables each owns (./table-owners.ts, the
 * map table-ownership.spec.ts enforces), the reaches between contexts (`contextReaches` in eslint.config.js),
 * and the glossary's core terms.
 */
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** The lines of a `## ` section whose heading starts with `heading`. */
export function section(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`## ${heading}`));
  if (start < 0) throw new Error(`no section "## ${heading}"`);
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The top-level `- ` items of a piece of markdown, each with its continuation lines joined. */
function listItems(markdown: string): string[] {
  const items: string[] = [];
  for (const line of markdown.split('\n')) {
    if (line.startsWith('- ')) items.push(line.slice(2));
    else if (line.startsWith('  ') && items.length && line.trim()) items[items.length - 1] += ` ${line.trim()}`;
  }
  return items;
}

/** Each owner the doc's contexts section lists (`- **name**…; tables: `a`, `b`.`) with its tables. */
export function docTables(markdown: string): Map<string, string[]> {
  const owned = new Map<string, string[]>();
  for (const item of listItems(section(markdown, 'The contexts, their nouns and their tables'))) {
    const name = /^\*\*([a-z-]+)\*\*/.exec(item)?.[1];
    const tables = /\btables: (.*)$/.exec(item)?.[1];
    if (!name || tables === undefined) throw new Error(`a context item without a name or "tables:": ${item}`);
    owned.set(name, [...(owned.get(name) ?? []), ...[...tables.matchAll(/`([a-z_][a-z0-9_]*)`/g)].map((m) => m[1])]);
  }
  return owned;
}

/** The reaches the doc states, `- a → b, c`, right after "The reaches between contexts". */
export function docReaches(markdown: string): Record<string, string[]> {
  const after = markdown.slice(markdown.indexOf('The reaches between contexts'));
  const block = after.split('\n\n')[1] ?? '';
  return Object.fromEntries(
    listItems(block).map((item) => {
      const [from, to] = item.split('→').map((side) => side.trim());
      return [from, sorted(to.split(',').map((name) => name.trim()))];
    }),
  );
}

/** `contextReaches` as eslint.config.js declares it (an object literal of string arrays). */
export function lintReaches(config: string): Record<string, string[]> {
  const literal = /const contextReaches = (\{[\s\S]*?\});/.exec(config)?.[1];
  if (!literal) throw new Error('eslint.config.js declares no `const contextReaches = {…};`');
  const reaches = new Function(`return ${literal}`)() as Record<string, string[]>;
  return Object.fromEntries(Object.entries(reaches).map(([from, to]) => [from, sorted(to)]));
}

/** The contexts the composition root lists: each `<name>Context(` call in `contextEntries`. */
export function compositionContexts(source: string): string[] {
  const entries = /export const contextEntries[\s\S]*?\n\];/.exec(source)?.[0] ?? '';
  return sorted([...entries.matchAll(/\b([a-z]+)Context\(/g)].map((m) => m[1]));
}

/** The terms a glossary table defines (first column), each with a non-empty meaning. */
export function glossaryTerms(markdown: string): string[] {
  return markdown
    .split('\n')
    .map((line) => /^\|\s*([^|]+?)\s*\|\s*([^|]*?)\s*\|/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && m[2] !== '' && !/^-+$/.test(m[2]) && m[1] !== 'term')
    .map((m) => m[1].toLowerCase());
}

export const CORE_TERMS = [
  'quest',
  'signature quest',
  'community quest',
  'current quest',
  'plan',
  'milestone',
  'step',
  'check-in',
  'streak',
  'reminder',
  'reflection',
  'occupation',
];

describe('docs/ARCHITECTURE.md against the code', () => {
  const doc = read('docs/ARCHITECTURE.md');
  const tables = docTables(doc);

  it('lists the contexts of libs/contexts/src/contexts.ts, which are the libs/<context> folders with domain and nest', () => {
    const composed = compositionContexts(read('libs/contexts/src/contexts.ts'));
    const folders = composed.filter(
      (name) => existsSync(join(root, 'libs', name, 'domain')) && existsSync(join(root, 'libs', name, 'nest')),
    );
    expect(composed.length).toBeGreaterThanOrEqual(7);
    expect(folders).toEqual(composed);
    expect(sorted([...tables.keys()].filter((owner) => owner !== 'platform'))).toEqual(composed);
  });

  it("names each table under its owner (table-ownership's map), and every owned table", () => {
    const known = owners();
    const misplaced = [...tables].flatMap(([owner, names]) =>
      names.filter((table) => known.get(table) !== owner).map((table) => `${table} under ${owner}`),
    );
    expect(misplaced).toEqual([]);
    const listed = new Set([...tables.values()].flat());
    expect([...known.keys()].filter((table) => !listed.has(table))).toEqual([]);
  });

  it('states the reaches between contexts that eslint.config.js allows', () => {
    const config = read('eslint.config.js');
    // The scope rule must still be built from contextReaches, or the list below would prove nothing.
    expect(config).toMatch(/contextReaches\[context\]/);
    expect(docReaches(doc)).toEqual(lintReaches(config));
  });
});

describe('the glossary', () => {
  it('is linked from the README and ARCHITECTURE.md', () => {
    expect(read('README.md')).toContain('(docs/GLOSSARY.md)');
    expect(read('docs/ARCHITECTURE.md')).toContain('(GLOSSARY.md)');
  });

  it('defines every core term', () => {
    const terms = new Set(glossaryTerms(read('docs/GLOSSARY.md')));
    expect(CORE_TERMS.filter((term) => !terms.has(term))).toEqual([]);
  });

  it('names every context the composition root wires, and no other, where it defines "context"', () => {
    const line = read('docs/GLOSSARY.md')
      .split('\n')
      .find((l) => /^\|\s*context\s*\|/.test(l));
    const named =
      /\(([a-z, ]+)\)/
        .exec(line ?? '')?.[1]
        .split(',')
        .map((name) => name.trim()) ?? [];
    expect(sorted(named)).toEqual(compositionContexts(read('libs/contexts/src/contexts.ts')));
  });
});
