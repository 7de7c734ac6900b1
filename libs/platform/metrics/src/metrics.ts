import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: from a fast cached read to a slow generation or upload. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Jobs and ticks: a mail send takes tens of milliseconds, a purge or a big tick minutes. */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300];

type Labels<L extends string> = Partial<Record<L, string | number>>;

export interface GaugeSpec<L extends string> {
  name: string;
  help: string;
  labelNames?: readonly L[];
  /** Called at each scrape: `set` each series it knows; series not set this time are dropped. */
  collect: (set: (labels: Labels<L>, value: number) => void) => Promise<void> | void;
}

/**
 * One process's Prometheus registry and the metrics every part of it records into. Label values are
 * always from a closed set (route templates, job names, statuses): never ids, addresses or raw paths.
 */
export class Metrics {
  readonly registry = new Registry();

  /** Its _count is the request counter by route template and status. */
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly rateLimitRefusals: Counter<'route'>;
  /** Job attempts, by job name and outcome (completed or failed). */
  readonly jobs: Counter<'job' | 'outcome'>;
  readonly jobDuration: Histogram<'job' | 'outcome'>;

  constructor(readonly app: 'api' | 'worker') {
    this.registry.setDefaultLabels({ app });
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    this.httpDuration = new Histogram({
      name: 'sidequest_http_request_duration_seconds',
      help: 'HTTP requests by method, route template and status, and how long they took',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.rateLimitRefusals = new Counter({
      name: 'sidequest_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a rate limit, by route template',
      labelNames: ['route'],
      registers,
    });
    this.jobs = new Counter({
      name: 'sidequest_jobs_total',
      help: 'Job attempts run by this process, by job name and outcome',
      labelNames: ['job', 'outcome'],
      registers,
    });
    this.jobDuration = new Histogram({
      name: 'sidequest_job_duration_seconds',
      help: 'How long a job attempt ran, by job name and outcome',
      labelNames: ['job', 'outcome'],
      buckets: JOB_BUCKETS,
      registers,
    });
  }

  counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  histogram<L extends string>(name: string, help: string, labelNames: readonly L[] = [], buckets = JOB_BUCKETS) {
    return new Histogram<L>({ name, help, labelNames, buckets, registers: [this.registry] });
  }

  /** A gauge read at scrape time (queue depth, outbox age, pool use). A failing read leaves the gauge empty. */
  gauge<L extends string>(spec: GaugeSpec<L>): Gauge<L> {
    return new Gauge<L>({
      name: spec.name,
      help: spec.help,
      labelNames: spec.labelNames ?? [],
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          await spec.collect((labels, value) => this.set(labels as never, value));
        } catch {
          this.reset();
        }
      },
    });
  }

  /** The text exposition format, for /metrics. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
