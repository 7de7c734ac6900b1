import { readFileSync, writeFileSync } from 'node:fs';
import {
  allOccupations,
  catalogueNames,
  matchJob,
  TitleIndexSearch,
  type JobMatch,
} from '@sidequest/occupations-domain';
import { typedTitles, type TypedTitle } from '@sidequest/occupations-domain/testing';

const gc = (globalThis as { gc?: () => void }).gc;
const heap = () => {
  gc?.();
  return process.memoryUsage().heapUsed;
};

/** Where a title's own occupation stands in a match: 1 for the answer, 2–6 among alternatives or choices. */
function rank(match: JobMatch, codes: ReadonlySet<string>): number {
  const list =
    match.kind === 'clear' ? [match.best, ...match.alternatives] : match.kind === 'choose' ? match.choices : [];
  const at = list.findIndex((hit) => codes.has(hit.code));
  return at < 0 ? 0 : at + 1;
}

/**
 * The start of a built api, in this fresh process: read, parse and restore the snapshot its build writes. Prints
 * the time and the heap the restored index holds, as JSON for the parent.
 */
export function restore(file: string): void {
  allOccupations();
  const before = heap();
  const started = performance.now();
  const search = new TitleIndexSearch(allOccupations(), JSON.parse(readFileSync(file, 'utf8')));
  const ms = performance.now() - started;
  console.log(JSON.stringify({ ms, held: heap() - before, size: search.size }));
}

/** Writes the whole catalogue's snapshot, as `tools/catalogue/index-snapshot.ts` does at build time. */
export function snapshot(file: string): number {
  const json = JSON.stringify(new TitleIndexSearch(allOccupations(), catalogueNames()).snapshot());
  writeFileSync(file, json);
  return json.length;
}

export function run(): void {
  allOccupations();
  const before = heap();
  const started = performance.now();
  const search = new TitleIndexSearch(allOccupations(), catalogueNames());
  const buildMs = performance.now() - started;
  const held = heap() - before;
  const set = typedTitles();
  const times: number[] = [];
  type Row = {
    n: number;
    top1: number;
    own1: number;
    ownOk: number;
    top5: number;
    ask: number;
    askHit: number;
    none: number;
  };
  const rows = new Map<string, Row>();
  const row = (key: string): Row => {
    const known = rows.get(key);
    if (known) return known;
    const fresh = { n: 0, top1: 0, own1: 0, ownOk: 0, top5: 0, ask: 0, askHit: 0, none: 0 };
    rows.set(key, fresh);
    return fresh;
  };
  const results: { title: TypedTitle; match: JobMatch }[] = [];
  // One pass untimed first, as a server that has answered for a while: compiled, its lazy counts made.
  for (const title of set) matchJob(search, title.typed);
  for (const title of set) {
    const t = performance.now();
    const match = matchJob(search, title.typed);
    times.push(performance.now() - t);
    results.push({ title, match });
    const at = rank(match, title.codes);
    const own = rank(match, new Set([title.code]));
    for (const r of [row(title.change), row('all')]) {
      r.n++;
      if (match.kind === 'clear' && at === 1) r.top1++;
      if (match.kind === 'clear' && own === 1) r.own1++;
      // As the check counts: the own occupation first, or among the first three choices of a question.
      if ((match.kind === 'clear' && own === 1) || (match.kind === 'choose' && own >= 1 && own <= 3)) r.ownOk++;
      if (at >= 1 && at <= 6) r.top5++;
      if (match.kind === 'choose') r.ask++;
      if (match.kind === 'choose' && at >= 1 && at <= 3) r.askHit++;
      if (match.kind === 'unknown') r.none++;
    }
  }
  times.sort((a, b) => a - b);
  const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`.padStart(6);
  console.log(
    `index: ${search.size} phrases, built in ${buildMs.toFixed(0)} ms at start, heap held ${(held / 1e6).toFixed(1)} MB`,
  );
  console.log(
    `search over ${times.length} typed titles, after a warm-up pass: p50 ${times[Math.floor(times.length / 2)].toFixed(3)} ms, p99 ${times[Math.floor(times.length * 0.99)].toFixed(3)} ms, max ${times.at(-1)?.toFixed(3)} ms`,
  );
  console.log(
    '\nchange     n      top-1  own-1  own-ok   top-5   asks  ask-hit  unknown\n' +
      "(top-1, top-5: an occupation that lists the title; own-1: the sampled one; own-ok: own-1, or the sampled one among a question's first 3 choices)",
  );
  for (const [key, r] of rows)
    console.log(
      `${key.padEnd(9)} ${String(r.n).padStart(5)} ${pct(r.top1, r.n)} ${pct(r.own1, r.n)} ${pct(r.ownOk, r.n)} ${pct(r.top5, r.n)} ${pct(r.ask, r.n)} ${pct(r.askHit, r.n)} ${pct(r.none, r.n)}`,
    );
  const seed = Number(process.env.BENCH_SEED ?? Date.now()) >>> 0;
  let state = seed;
  console.log(`\n20 random typed titles (BENCH_SEED=${seed}):`);
  for (let i = 0; i < 20; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const { title, match } = results[state % results.length];
    const shown =
      match.kind === 'clear'
        ? `${match.best.title} (${match.best.score})`
        : match.kind === 'choose'
          ? `asks: ${match.choices
              .slice(0, 3)
              .map((c) => c.title)
              .join(' | ')}`
          : 'unknown';
    const ok = rank(match, title.codes) === 1 && match.kind === 'clear' ? 'ok ' : '-- ';
    console.log(`${ok} ${title.typed.padEnd(42)} → ${shown}   [own: ${title.code}]`);
  }
  if (process.env.BENCH_MISSES) {
    console.log('\nmisses:');
    for (const { title, match } of results)
      if (!(match.kind === 'clear' && rank(match, title.codes) === 1))
        console.log(
          `${title.change.padEnd(8)} ${title.typed.padEnd(44)} → ${match.kind === 'clear' ? match.best.title + ' [' + match.best.matched + '] ' + match.best.score : match.kind === 'choose' ? 'asks ' + match.choices.map((c) => c.title.slice(0, 30)).join(' | ') : 'unknown'}   [own: ${title.title}]`,
        );
  }
}
