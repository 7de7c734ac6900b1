import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// A plain scan of apps/web/src, independent of ESLint: every relative import, type-only ones included.
const root = resolve(import.meta.dirname);
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((p) => {
    try {
      return statSync(p).isFile();
    } catch {
      return false;
    }
  });
}

function graph(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of files(root)) {
    const source = readFileSync(file, 'utf8');
    const specs = [...source.matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'|import\('(\.[^']+)'\)/g)].map(
      (m) => m[1] ?? m[2],
    );
    edges.set(
      file,
      specs.map((spec) => resolveImport(file, spec)).filter((p): p is string => Boolean(p)),
    );
  }
  return edges;
}

function findCycle(edges: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'visiting') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'visiting');
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of edges.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

const area = (file: string) => relative(root, file).split('/').slice(0, 2).join('/');

describe('the web app import graph', () => {
  const edges = graph();

  it('has no cycle, counting type-only and lazy imports', () => {
    expect(findCycle(edges)?.map((f) => relative(root, f)) ?? null).toBeNull();
  });

  it('keeps features apart: no feature or lib/ file imports another feature or app/', () => {
    const sideways = [...edges].flatMap(([from, tos]) =>
      tos
        .filter((to) => {
          const a = area(from);
          const b = area(to);
          // Only main.tsx and app/ compose; features and lib/ look down, never sideways or up.
          if (!a.startsWith('features/') && !a.startsWith('lib/')) return false;
          return b.startsWith('app/') || (b.startsWith('features/') && a !== b);
        })
        .map((to) => `${relative(root, from)} -> ${relative(root, to)}`),
    );
    expect(sideways).toEqual([]);
  });
});
