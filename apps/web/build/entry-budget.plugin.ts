import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  code?: string;
}

/** The chunks a page needs before it can render: the given ones and everything they import statically. */
export function staticClosure(bundle: Record<string, ChunkLike>, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return;
    seen.add(fileName);
    chunk.imports?.forEach(visit);
  };
  roots.forEach(visit);
  return [...seen];
}

export const gzippedBytes = (code: string): number => gzipSync(code, { level: 9 }).length;

/**
 * Prints the landing route's initial JavaScript, gzipped: the entry, the landing page's chunk (when
 * it is one) and their static imports. Fails the build above the budget, so a heavy import cannot slip into it.
 */
export function entryBudget({ budgetKb, routeModule }: { budgetKb: number; routeModule: RegExp }): Plugin {
  return {
    name: 'sidequest:entry-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = bundle as unknown as Record<string, ChunkLike>;
      const roots = Object.values(chunks)
        .filter((c) => c.type === 'chunk' && (c.isEntry || routeModule.test(c.facadeModuleId ?? '')))
        .map((c) => c.fileName);
      const files = staticClosure(chunks, roots);
      const sizes = files.map((f) => ({ file: f, gzip: gzippedBytes(chunks[f].code ?? '') }));
      const totalKb = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
      const detail = sizes.map((s) => `${s.file} ${(s.gzip / 1024).toFixed(1)} KB`).join(', ');
      const line = `landing initial JS: ${totalKb.toFixed(1)} KB gzipped (budget ${budgetKb} KB) [${detail}]`;
      if (totalKb > budgetKb) this.error(`${line}: over budget`);
      console.log(`\n${line}`);
    },
  };
}
