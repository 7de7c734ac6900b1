import { COMMUNITY, DASHBOARD, GENERATE, hammer, ME, MILESTONE, pgConnections, rssMiB, type BenchUser } from './load.ts';

/** The mixed journey each soak connection repeats: the screens' reads, a generation and a write. */
export const JOURNEY = [ME, DASHBOARD, COMMUNITY, GENERATE, ME, MILESTONE];

export interface SoakReport {
  /** req/s of the journey flat out, measured first. */
  peak: number;
  /** The soak's fixed rate: half the peak. */
  rate: number;
  warmupSeconds: number;
  seconds: number;
  requests: number;
  /** Non-2xx answers, connection errors and timeouts during the warm-up and the soak. */
  failed: number;
  p99: number;
  rssStartMiB: number;
  rssEndMiB: number;
  /** (end - start) / start. */
  rssGrowth: number;
  /** RSS every 5 s of the measured soak. */
  rssSamplesMiB: number[];
  pgConnectionsStart: number;
  pgConnectionsEnd: number;
}

/**
 * Measures the journey's peak for `peakSeconds`, then runs it at half that rate: `warmupSeconds`
 * (default half the soak, at most 60), on until RSS settles, and then `seconds`, reading the api's RSS
 * and its Postgres connections between the two and at the end. The warm-up lets V8 size its heap to the load: it
 * lets old-space garbage pile up to a few hundred MiB before its first full collections (the live
 * heap stays near 70 MiB), which is growth of RSS but no leak.
 */
export async function soak(opts: { base: string; apiPid: number; databaseUrl: string; users: BenchUser[]; seconds: number; warmupSeconds?: number; peakSeconds?: number }): Promise<SoakReport> {
  const peak = (await hammer(opts.base, JOURNEY, opts.users, { seconds: opts.peakSeconds ?? 10 })).rps;
  const rate = Math.max(1, Math.round(peak / 2));
  const warmupSeconds = opts.warmupSeconds ?? Math.min(60, Math.round(opts.seconds / 2));
  const warmup = await hammer(opts.base, JOURNEY, opts.users, { seconds: warmupSeconds, rate });
  let warmupFailed = warmup.failed;
  // Then on at the same rate, 10 s at a time, until RSS has settled (within 2 % over 10 s; at most 60 s more):
  // the baseline is the heap V8 chose for this load, and growth from there on is what a leak would show.
  let warmedFor = warmupSeconds;
  let rssStartMiB = await rssMiB(opts.apiPid);
  for (let extra = 0; extra < 6; extra++) {
    warmupFailed += (await hammer(opts.base, JOURNEY, opts.users, { seconds: 10, rate })).failed;
    warmedFor += 10;
    const now = await rssMiB(opts.apiPid);
    const settled = Math.abs(now - rssStartMiB) / rssStartMiB < 0.02;
    rssStartMiB = now;
    if (settled) break;
  }
  const pgConnectionsStart = await pgConnections(opts.databaseUrl);
  const samples: number[] = [];
  const sampler = setInterval(() => void rssMiB(opts.apiPid).then((mib) => samples.push(mib)), 5000);
  const run = await hammer(opts.base, JOURNEY, opts.users, { seconds: opts.seconds, rate }).finally(() => clearInterval(sampler));
  const rssEndMiB = await rssMiB(opts.apiPid);
  const pgConnectionsEnd = await pgConnections(opts.databaseUrl);
  return {
    peak: Math.round(peak),
    rate,
    warmupSeconds: warmedFor,
    seconds: opts.seconds,
    requests: run.total,
    failed: warmupFailed + run.failed,
    p99: run.p99,
    rssStartMiB,
    rssEndMiB,
    rssGrowth: (rssEndMiB - rssStartMiB) / rssStartMiB,
    rssSamplesMiB: samples,
    pgConnectionsStart,
    pgConnectionsEnd,
  };
}

export function describeSoak(r: SoakReport): string {
  return [
    `peak ${r.peak} req/s over the journey; ${r.warmupSeconds} s warm-up, then ${r.seconds} s at ${r.rate} req/s: ${r.requests} requests, ${r.failed} failed (both phases), p99 ${r.p99} ms`,
    `api RSS ${r.rssStartMiB} -> ${r.rssEndMiB} MiB (${(r.rssGrowth * 100).toFixed(1)}%, goal < 10%); Postgres connections ${r.pgConnectionsStart} -> ${r.pgConnectionsEnd} (goal: no growth)`,
    `api RSS every 5 s: ${r.rssSamplesMiB.join(' ')} MiB`,
  ].join('\n');
}
