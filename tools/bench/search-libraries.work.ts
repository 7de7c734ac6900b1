import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { create, insertMultiple, search as oramaSearch, type Results } from '@orama/orama';
import { Charset, Index } from 'flexsearch';
import MiniSearch from 'minisearch';
import pg from 'pg';
import {
  allOccupations,
  catalogueNames,
  indexWords,
  TitleIndexSearch,
  typedWords,
} from '@sidequest/occupations-domain';
import { typedTitles } from '@sidequest/occupations-domain/testing';

const gc = (globalThis as { gc?: () => void }).gc;
const heap = () => {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed;
};
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
/** Every nth typed title only (1: all of them), for a quick run that proves the bench works. */
const SAMPLE = Number(process.env.BENCH_SAMPLE ?? 1);
const WARMUP = 500;
const TOP = 5;

/** One distinct phrase of the catalogue, as TitleIndexSearch keeps it: index words and the codes that name it. */
interface Doc {
  readonly id: number;
  readonly text: string;
  readonly codes: ReadonlySet<string>;
}

/** One typed title, read as the index's words, and the codes that list the title. */
interface Query {
  readonly typed: string;
  readonly text: string;
  readonly codes: ReadonlySet<string>;
}

/** The same phrases TitleIndexSearch indexes: known codes, ", all other" dropped, 1–12 index words, one per text. */
function documents(): Doc[] {
  const known = new Set(allOccupations().map((o) => o.code));
  const byKey = new Map<string, Set<string>>();
  for (const { code, text } of catalogueNames()) {
    if (!known.has(code)) continue;
    const words = indexWords(text.replace(/,?\s*all other\b/i, ''));
    if (words.length === 0 || words.length > 12) continue;
    const key = words.join(' ');
    const codes = byKey.get(key) ?? new Set<string>();
    byKey.set(key, codes.add(code));
  }
  return [...byKey].map(([text, codes], id) => ({ id, text, codes }));
}

/** The typed-title set as each library is asked it: `typedWords(...).withoutLevel`, as TitleIndexSearch searches. */
function queries(docs: readonly Doc[]): Query[] {
  const vocabulary = new Set(docs.flatMap((doc) => doc.text.split(' ')));
  return typedTitles().map((title) => ({
    typed: title.typed,
    text: typedWords(title.typed.slice(0, 200), (word) => vocabulary.has(word)).withoutLevel.join(' '),
    codes: title.codes,
  }));
}

/** A library under test: builds its index over the documents and returns its search, ids best first. */
interface Library {
  readonly name: string;
  readonly config: string;
  /** Asked every n-th typed title only, when the whole set would take too long. */
  readonly every?: number;
  build(docs: readonly Doc[]): (query: string) => readonly number[];
}

/** MiniSearch's own per-term fuzziness: 1 edit from 4 letters, 2 from 7 (as TitleIndexSearch corrects). */
const typoBudget = (term: string): number | false => (term.length >= 7 ? 2 : term.length >= 4 ? 1 : false);

const LIBRARIES: readonly Library[] = [
  {
    name: 'MiniSearch 7',
    config:
      "fields ['text'], split on ' ', terms as given; search OR, prefix: true, fuzzy: 1 edit from 4 letters / 2 from 7, default BM25+ and weights (fuzzy 0.45, prefix 0.375)",
    build(docs) {
      const mini = new MiniSearch<{ id: number; text: string }>({
        fields: ['text'],
        tokenize: (text) => text.split(' '),
        processTerm: (term) => term || null,
      });
      mini.addAll(docs.map(({ id, text }) => ({ id, text })));
      return (query) =>
        mini
          .search(query, { prefix: true, fuzzy: typoBudget, combineWith: 'OR' })
          .slice(0, TOP)
          .map((hit) => hit.id as number);
    },
  },
  {
    name: 'FlexSearch 0.8 tolerant',
    config:
      "Index, tokenize 'tolerant' (each term also indexed with a letter swapped or dropped), encoder Charset.LatinBalance, resolution 9; search limit 5, suggest: true",
    build(docs) {
      const index = new Index({ tokenize: 'tolerant', encoder: Charset.LatinBalance, resolution: 9 });
      for (const { id, text } of docs) index.add(id, text);
      return (query) => index.search(query, { limit: TOP, suggest: true }) as number[];
    },
  },
  {
    name: 'FlexSearch 0.8 forward',
    config:
      "Index, tokenize 'forward' (every prefix of a term), encoder Charset.LatinBalance, resolution 9; search limit 5, suggest: true",
    build(docs) {
      const index = new Index({ tokenize: 'forward', encoder: Charset.LatinBalance, resolution: 9 });
      for (const { id, text } of docs) index.add(id, text);
      return (query) => index.search(query, { limit: TOP, suggest: true }) as number[];
    },
  },
  ...[1, 2].map((tolerance): Library => ({
    name: `Orama 3 tolerance ${tolerance}${tolerance === 2 ? ' (1/10)' : ''}`,
    // Tolerance 2 runs at tens of ms a query here: every 10th typed title keeps the run under ten minutes.
    every: tolerance === 2 ? 10 : undefined,
    config: `schema { text: 'string' }, default tokenizer (no stemming, no stop words); search properties ['text'], tolerance ${tolerance} (Levenshtein, whole query), prefix on (exact: false), threshold 1 (OR), BM25 defaults, limit 5`,
    build(docs) {
      const db = create({ schema: { text: 'string' } as const });
      const inserted = insertMultiple(
        db,
        docs.map(({ id, text }) => ({ id: String(id), text })),
      );
      if (inserted instanceof Promise) throw new Error('Orama insertMultiple went async');
      return (query) => {
        const results = oramaSearch(db, { term: query, properties: ['text'], tolerance, limit: TOP, threshold: 1 });
        if (results instanceof Promise) throw new Error('Orama search went async');
        return (results as Results<{ id: string }>).hits.map((hit) => Number(hit.id));
      };
    },
  })),
];

interface Measured {
  buildMs: number;
  heapMb: number;
  p50: number;
  p99: number;
  top1: number;
  top5: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

function measure(
  build: () => (query: Query) => (codes: ReadonlySet<string>) => number,
  set: readonly Query[],
): Measured {
  const before = heap();
  const started = performance.now();
  const search = build();
  const buildMs = performance.now() - started;
  const heapMb = (heap() - before) / 1e6;
  for (const query of set.slice(0, WARMUP)) search(query);
  const times: number[] = [];
  let top1 = 0;
  let top5 = 0;
  for (const query of set) {
    const t = performance.now();
    const rankOf = search(query);
    times.push(performance.now() - t);
    const at = rankOf(query.codes);
    if (at === 1) top1++;
    if (at >= 1 && at <= TOP) top5++;
  }
  times.sort((a, b) => a - b);
  return {
    buildMs,
    heapMb,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    top1: (100 * top1) / set.length,
    top5: (100 * top5) / set.length,
  };
}

/** Rank (1-based) of the first result whose codes meet the title's codes, 0 when none of the top 5 does. */
function rankIn(docs: readonly Doc[], ids: readonly number[], codes: ReadonlySet<string>): number {
  const at = ids.slice(0, TOP).findIndex((id) => [...docs[id].codes].some((code) => codes.has(code)));
  return at + 1;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export async function run(): Promise<void> {
  if (!gc) console.log('(no --expose-gc: heap numbers are noise)');
  allOccupations();
  const docs = documents();
  const set = queries(docs).filter((_, n) => n % SAMPLE === 0);
  const empty = set.filter((q) => q.text === '').length;
  console.log(
    `${docs.length} phrases, ${set.length} typed titles (${empty} read as no words), top ${TOP}, ${REPEAT} runs each (median), ${WARMUP} warm-up queries a run`,
  );
  console.log(`load average at start: ${load()}`);
  type Row = { name: string; config: string; runs: Measured[] };
  const rows: Row[] = [
    ...LIBRARIES.map((lib) => ({ name: lib.name, config: lib.config, runs: [] as Measured[] })),
    {
      name: 'reference: TitleIndexSearch',
      config:
        'the project search (MiniSearch + vocabulary typo correction, exact-phrase lookup, own scoring), raw typed text in, occupations out; build includes its own normalising',
      runs: [],
    },
  ];
  const loads: string[] = [];
  for (let rep = 0; rep < REPEAT; rep++) {
    // A different library goes first each run, so none always pays the cold start.
    const order = rows.map((_, i) => (i + rep) % rows.length);
    for (const i of order) {
      const lib = LIBRARIES[i];
      const measured = lib
        ? measure(
            () => {
              const search = lib.build(docs);
              return (query) => {
                const ids = query.text ? search(query.text) : [];
                return (codes) => rankIn(docs, ids, codes);
              };
            },
            lib.every ? set.filter((_, n) => n % (lib.every as number) === 0) : set,
          )
        : measure(() => {
            const search = new TitleIndexSearch(allOccupations(), catalogueNames());
            return (query) => {
              const hits = search.search(query.typed, TOP);
              return (codes) => hits.findIndex((hit) => codes.has(hit.code)) + 1;
            };
          }, set);
      rows[i].runs.push(measured);
      process.stderr.write(
        `  run ${rep + 1} ${rows[i].name}: build ${measured.buildMs.toFixed(0)} ms, p50 ${measured.p50.toFixed(3)} ms, top-1 ${measured.top1.toFixed(1)}%\n`,
      );
    }
    loads.push(load());
    console.log(`run ${rep + 1} done, load average ${loads.at(-1)}`);
  }
  console.log(
    `\n${'library'.padEnd(30)} ${'build ms'.padStart(9)} ${'heap MB'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'top-1'.padStart(7)} ${'top-5'.padStart(7)}`,
  );
  for (const { name, runs } of rows) {
    const m = (key: keyof Measured) => median(runs.map((r) => r[key]));
    console.log(
      `${name.padEnd(30)} ${m('buildMs').toFixed(0).padStart(9)} ${m('heapMb').toFixed(1).padStart(8)} ${m('p50').toFixed(3).padStart(8)} ${m('p99').toFixed(3).padStart(8)} ${(m('top1').toFixed(1) + '%').padStart(7)} ${(m('top5').toFixed(1) + '%').padStart(7)}`,
    );
  }
  console.log('\nconfigurations:');
  for (const { name, config } of rows) console.log(`  ${name}: ${config}`);
  console.log(
    '\ntop-1 / top-5: the first / any of the first 5 results is a phrase (for the reference: an occupation) named by a code that lists the typed title. (1/10): every 10th typed title only.',
  );
  if (process.env.BENCH_PG) await postgres(docs, set);
  console.log(`\nload average at end: ${load()}`);
}

/**
 * PostgreSQL pg_trgm and full-text, for the cost of a query: a throwaway database with the phrases, a GIN trigram
 * and a GIN tsvector index, and 1,000 typed titles (every n-th of the set) asked from here over one connection.
 */
async function postgres(docs: readonly Doc[], set: readonly Query[]): Promise<void> {
  const url = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `sq_bench_trgm_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const client = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, `/${name}`) });
  try {
    await client.connect();
    await client.query('CREATE EXTENSION pg_trgm');
    await client.query(
      "CREATE TABLE phrase (id int PRIMARY KEY, text text NOT NULL, tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', text)) STORED)",
    );
    const started = performance.now();
    await client.query('INSERT INTO phrase (id, text) SELECT * FROM unnest($1::int[], $2::text[])', [
      docs.map((d) => d.id),
      docs.map((d) => d.text),
    ]);
    await client.query('CREATE INDEX phrase_trgm ON phrase USING gin (text gin_trgm_ops)');
    await client.query('CREATE INDEX phrase_tsv ON phrase USING gin (tsv)');
    await client.query('ANALYZE phrase');
    const buildMs = performance.now() - started;
    const { rows: size } = await client.query<{ mb: string }>(
      "SELECT (pg_total_relation_size('phrase') / 1e6)::numeric(8,1) AS mb",
    );
    const sample = set
      .filter((q) => q.text)
      .filter((_, i, all) => i % Math.floor(all.length / 1000) === 0)
      .slice(0, 1000);
    const kinds = [
      {
        name: 'pg_trgm similarity (%)',
        sql: 'SELECT id FROM phrase WHERE text % $1 ORDER BY similarity(text, $1) DESC, id LIMIT 5',
      },
      {
        name: 'full-text (simple, AND)',
        sql: "SELECT id FROM phrase WHERE tsv @@ plainto_tsquery('simple', $1) ORDER BY ts_rank(tsv, plainto_tsquery('simple', $1)) DESC, id LIMIT 5",
      },
    ];
    console.log(
      `\nPostgreSQL (${(await client.query<{ server_version: string }>('SHOW server_version')).rows[0].server_version}, database ${name}): ${docs.length} phrases loaded and indexed (GIN gin_trgm_ops + GIN tsvector) in ${buildMs.toFixed(0)} ms, table + indexes ${size[0].mb} MB (server side, not node heap); ${sample.length} typed titles, similarity_threshold 0.3, one connection, named prepared statements`,
    );
    for (const [k, kind] of kinds.entries()) {
      const runs: Measured[] = [];
      for (let rep = 0; rep < REPEAT; rep++) {
        for (const query of sample.slice(0, 100))
          await client.query({ name: `w${k}`, text: kind.sql, values: [query.text] });
        const times: number[] = [];
        let top1 = 0;
        let top5 = 0;
        for (const query of sample) {
          const t = performance.now();
          const { rows } = await client.query<{ id: number }>({ name: `q${k}`, text: kind.sql, values: [query.text] });
          times.push(performance.now() - t);
          const at = rankIn(
            docs,
            rows.map((r) => r.id),
            query.codes,
          );
          if (at === 1) top1++;
          if (at >= 1) top5++;
        }
        times.sort((a, b) => a - b);
        runs.push({
          buildMs,
          heapMb: 0,
          p50: percentile(times, 0.5),
          p99: percentile(times, 0.99),
          top1: (100 * top1) / sample.length,
          top5: (100 * top5) / sample.length,
        });
      }
      const m = (key: keyof Measured) => median(runs.map((r) => r[key]));
      console.log(
        `${kind.name.padEnd(30)} round trip p50 ${m('p50').toFixed(3)} ms, p99 ${m('p99').toFixed(3)} ms, top-1 ${m('top1').toFixed(1)}%, top-5 ${m('top5').toFixed(1)}% (load ${load()})`,
      );
    }
  } finally {
    await client.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
    console.log(`dropped ${name}`);
  }
}
