/**
 * The occupation search, in process: top-1 and top-5 accuracy on the typed-title test set (alternate titles of
 * O*NET 29.3 as typed: exact, lower case, a typo, a short form, a level word, a plural, a sentence around),
 * search p50/p99, the index build time and the heap it holds, and 20 random typed titles with their matches; then
 * the time a built api takes to restore the index from its build's snapshot, in fresh processes.
 * Run with `npm run bench:occupations` (BENCH_MISSES=1 lists every miss). Prints numbers, no pass/fail.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { workspaceAliases } from '../vite/aliases.ts';

const root = new URL('../..', import.meta.url).pathname;
const { module } = await runnerImport<typeof import('./occupations.work.ts')>(
  new URL('./occupations.work.ts', import.meta.url).pathname,
  { configFile: false, logLevel: 'error', resolve: { alias: workspaceAliases(root) } },
);
if (process.argv[2] === '--restore') module.restore(process.argv[3]);
else {
  module.run();
  // The built api restores the index its build made: timed in fresh processes, as a start is.
  const file = join(mkdtempSync(join(tmpdir(), 'sq-index-')), 'occupation-index.json');
  const bytes = module.snapshot(file);
  const runs = [1, 2, 3].map(() => {
    const out = execFileSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), '--restore', file]);
    return JSON.parse(out.toString().trim().split('\n').at(-1) as string) as { ms: number; held: number };
  });
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    `\nrestored at start from the build's snapshot (${(bytes / 1e6).toFixed(1)} MB), 3 fresh processes: ` +
      `${ms.map((m) => m.toFixed(0)).join(' / ')} ms (median ${ms[1].toFixed(0)}), heap held ${(runs[1].held / 1e6).toFixed(1)} MB`,
  );
  rmSync(dirname(file), { recursive: true });
}
