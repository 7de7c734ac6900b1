import type { HeapProbe } from './inspector.ts';
import {
  COMMUNITY,
  DASHBOARD,
  GENERATE,
  hammer,
  ME,
  MILESTONE,
  pgConnections,
  rssMiB,
  type BenchUser,
} from './load.ts';

/** The mixed journey each soak connection repeats: the screens' reads, a generation and a write. */
export const JOURNEY = [ME, DASHBOARD, COMMUNITY, GENERATE, ME, MILESTONE];

export interface SoakReport {
  /** The measured phase: exactly `requests` (CI), or `seconds` at `rate` req/s (npm run soak). */
  phase: string;
  requests: number;
  /** Non-2xx answers, connection errors and timeouts during the warm-up and the measured phase. */
  failed: number;
  p99: number;
  /** Live heap after forced full collections, before and after the measured phase. */
  heapStartMiB: number;
  heapEndMiB: number;
  /** Live heap kept per 1,000 requests of the measured phase: a leak shows here, a busy machine does not. */
  heapKiBPer1000: number;
  /** RSS every 5 s of the measured phase: printed, never judged (it follows the heap size V8 picks for the load). */
  rssSamplesMiB: number[];
  pgConnectionsStart: number;
  pgConnectionsEnd: number;
}

export interface SoakOptions {
  base: string;
  apiPid: number;
  databaseUrl: string;
  users: BenchUser[];
  /** The api's inspector (started with `--inspect`). */
  heap: HeapProbe;
  warmupRequests: number;
  /** A fixed amount of work flat out (the CI test), or a duration at half the journey's measured peak. */
  measure: { requests: number } | { seconds: number };
  connections?: number;
}

/**
 * Warms the api up (caches, prepared statements, the ORM's metadata), takes the live heap, runs the
 * measured phase, and takes it again. Only what the program still holds after a full collection counts,
 * so the verdict does not depend on how fast the machine is or how large V8 let the heap grow.
 */
export async function soak(opts: SoakOptions): Promise<SoakReport> {
  const connections = opts.connections ?? 10;
  const warmup = await hammer(opts.base, JOURNEY, opts.users, { requests: opts.warmupRequests, connections });
  let phase: string;
  let rate: number | undefined;
  if ('seconds' in opts.measure) {
    const peak = (await hammer(opts.base, JOURNEY, opts.users, { seconds: 10, connections })).rps;
    rate = Math.max(1, Math.round(peak / 2));
    phase = `${opts.measure.seconds} s at ${rate} req/s (half the peak of ${Math.round(peak)})`;
  } else phase = `${opts.measure.requests} requests flat out`;
  const heapStartMiB = await opts.heap.liveHeapMiB();
  const pgConnectionsStart = await pgConnections(opts.databaseUrl);
  const samples: number[] = [];
  const sampler = setInterval(() => void rssMiB(opts.apiPid).then((mib) => samples.push(mib)), 5000);
  const run = await hammer(opts.base, JOURNEY, opts.users, {
    ...opts.measure,
    connections,
    ...(rate ? { rate } : {}),
  }).finally(() => clearInterval(sampler));
  const heapEndMiB = await opts.heap.liveHeapMiB();
  const pgConnectionsEnd = await pgConnections(opts.databaseUrl);
  return {
    phase,
    requests: run.total,
    failed: warmup.failed + run.failed,
    p99: run.p99,
    heapStartMiB,
    heapEndMiB,
    heapKiBPer1000: Math.round(((heapEndMiB - heapStartMiB) * 1024 * 1000) / Math.max(1, run.total)),
    rssSamplesMiB: samples,
    pgConnectionsStart,
    pgConnectionsEnd,
  };
}

export function describeSoak(r: SoakReport): string {
  return [
    `soak: ${r.phase}: ${r.requests} requests, ${r.failed} failed (warm-up included), p99 ${r.p99} ms`,
    `api live heap after full GC ${r.heapStartMiB} -> ${r.heapEndMiB} MiB (${r.heapKiBPer1000} KiB kept per 1,000 requests); Postgres connections ${r.pgConnectionsStart} -> ${r.pgConnectionsEnd}`,
    `api RSS every 5 s (not judged): ${r.rssSamplesMiB.join(' ')} MiB`,
  ].join('\n');
}
