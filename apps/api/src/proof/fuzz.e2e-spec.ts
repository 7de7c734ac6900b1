import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromIp } from '../testing/auth-flows';
import { startTestApi, type TestApi } from '../testing/test-api';
import { confirmedActor, type Actor } from './support/actor';
import { badRequests, isFuzzable, type BadRequest } from './support/bad-payloads';
import { operationsOf, type Operation } from './support/openapi';
import { diffCounts, rowCounter } from './support/row-counts';

/**
 * FUZZ_SEED replays a run; FUZZ_RUNS scales it (10,000 by default, spread over every operation);
 * FUZZ_ONLY (part of an operation's `METHOD /path`) narrows a replay to matching operations.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const NO_LIMIT = { limit: 1_000_000, windowSeconds: 60 };

let api: TestApi;
let operations: Operation[];
let fuzzed: Operation[];
let user: Actor;
let counter: Awaited<ReturnType<typeof rowCounter>>;
beforeAll(async () => {
  // High limits so a 429 does not hide what the endpoint would have done (429 still counts as a fine answer).
  const rateLimits = Object.fromEntries(
    ['login', 'signup', 'forgot', 'resend_confirmation', 'reset', 'refresh', 'change_password'].map((a) => [
      a,
      { perIp: NO_LIMIT, perAccount: NO_LIMIT },
    ]),
  );
  api = await startTestApi({
    accounts: { rateLimits, loginFailureLimits: { perAddressAndIp: NO_LIMIT, perIpDaily: NO_LIMIT } },
  });
  operations = (await operationsOf(api.app)).filter(isFuzzable);
  fuzzed = process.env.FUZZ_ONLY ? operations.filter((op) => op.key.includes(process.env.FUZZ_ONLY!)) : operations;
  user = await confirmedActor(api, 0);
  counter = await rowCounter(api.db.url);
});
afterAll(async () => {
  await counter?.close();
  await api?.close();
});

const parse = (text: string): Record<string, unknown> | undefined => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

describe(`fuzzing every operation with a body, query or path parameter (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`, () => {
  it(
    'never answers >= 500, every 4xx carries a message, and a rejected request stores nothing',
    { timeout: Math.max(300_000, RUNS * 50) },
    async () => {
      console.log(`fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} over ${operations.length} operations`);
      expect(operations.length).toBeGreaterThan(5);
      const perOp = Math.ceil(RUNS / operations.length);
      const failures: string[] = [];
      const statuses: Record<string, Record<number, number>> = {};
      const millis: Record<string, number> = {};
      let sent = 0;
      let baseline = await counter.counts();
      const started = Date.now();
      for (const op of fuzzed) {
        const index = operations.indexOf(op);
        // Optional sign-in is fuzzed signed out: each request comes from its own address, so per-user limits stay out of the way.
        const headers: Record<string, string> =
          op.bearer && !op.anonymousAllowed ? { authorization: `Bearer ${user.token}` } : {};
        const opStarted = Date.now();
        const requests = fc.sample(badRequests(op, headers), { seed: SEED + index, numRuns: perOp });
        for (const req of requests) {
          const res = await send(req);
          sent++;
          (statuses[op.key] ??= {})[res.statusCode] = ((statuses[op.key] ??= {})[res.statusCode] ?? 0) + 1;
          const label = () =>
            `${req.method} ${req.url.slice(0, 200)} [${req.kind}] ${JSON.stringify(req.headers['content-type'] ?? '')} ${JSON.stringify((req.payload ?? '').slice(0, 200))} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (res.statusCode >= 500) failures.push(`5xx: ${label()}`);
          if (res.statusCode >= 400 && res.statusCode < 500) {
            const body = parse(res.body);
            const message = body?.error ?? body?.message;
            if (typeof message !== 'string' || !message.trim()) failures.push(`4xx without a message: ${label()}`);
          }
          let counts = await counter.counts();
          if (res.statusCode >= 400 && diffCounts(baseline, counts).length) {
            // An earlier accepted request may still be writing after its answer (mail, reset tokens):
            // let the database settle, then send the rejected request again and count around it alone.
            const settled = await settle();
            const again = await send(req);
            await sleep(100);
            counts = await counter.counts();
            const changed = diffCounts(settled, counts);
            if (again.statusCode >= 400 && changed.length)
              failures.push(`stored from a rejected request (${changed.join(', ')}): ${label()}`);
          }
          baseline = counts;
        }
        millis[op.key] = Date.now() - opStarted;
      }
      console.log(`fuzz: ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; answers per operation:`);
      for (const [key, byStatus] of Object.entries(statuses))
        console.log(`  ${key.padEnd(55)} ${String(millis[key]).padStart(6)} ms ${JSON.stringify(byStatus)}`);
      if (failures.length)
        console.log(`fuzz failures (replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}):\n${dedupe(failures).join('\n')}`);
      // The fuzz user's session must survive, or every later bearer call tested only the guard.
      expect((await user.send('GET', '/me')).status).toBe(200);
      expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
      if (fuzzed === operations) expect(sent).toBeGreaterThanOrEqual(RUNS);
      expect(dedupe(failures), `replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`).toEqual([]);
    },
  );
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Row counts once two reads 50 ms apart agree (at most ~2 s). */
async function settle(): Promise<Record<string, number>> {
  let previous = await counter.counts();
  for (let i = 0; i < 40; i++) {
    await sleep(50);
    const current = await counter.counts();
    if (!diffCounts(previous, current).length) return current;
    previous = current;
  }
  return previous;
}

function send(req: BadRequest) {
  return api.app.inject({
    method: req.method as 'POST',
    url: req.url,
    headers: { ...fromIp(), ...req.headers },
    payload: req.payload,
  });
}

/** One line per distinct failure shape, with how often it happened. */
function dedupe(failures: string[]): string[] {
  const seen = new Map<string, { example: string; n: number }>();
  for (const f of failures) {
    const shape = f.replace(/ -> .*/, '').replace(/\[(.*?)\].*/, '[$1]');
    const entry = seen.get(shape) ?? { example: f, n: 0 };
    entry.n++;
    seen.set(shape, entry);
  }
  return [...seen.values()].map((e) => `${e.n}x ${e.example}`);
}
