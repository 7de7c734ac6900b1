import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface LighthouseRun {
  /** 0–100 per category. */
  scores: Record<LighthouseCategory, number>;
  /** Lighthouse's display values: FCP, LCP, TBT, CLS. */
  metrics: Record<'fcp' | 'lcp' | 'tbt' | 'cls', string>;
  /** Lighthouse's measure of the host's speed just before the run; low when the machine was busy. */
  benchmarkIndex: number;
  /** Weighted audits scoring under 90, to say what pulled a score down. */
  below90: string[];
}

/**
 * Lighthouse with its default mobile preset (simulated slow 4G and 4× CPU slowdown, so the figures
 * depend on the page more than on a busy machine) on one URL, `runs` times in one Debian Chromium.
 */
export async function runLighthouse(
  url: string,
  runs: number,
  chromePath: string,
  options: { warmUp?: boolean; raisePriority?: boolean } = {},
): Promise<LighthouseRun[]> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  // Renderers start with each navigation, and Chromium lowers some itself: raised again as they come.
  const raising = options.raisePriority ? setInterval(() => raiseTreePriority(chrome.pid), 200) : undefined;
  try {
    const results: LighthouseRun[] = [];
    // A discarded first run, so a server's first answers (cold caches, JIT) count in no score.
    if (options.warmUp)
      await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    // A run Lighthouse itself reports as failed (a runtime error such as NO_FCP, no scores) is retried, twice at most.
    for (let attempt = 0; results.length < runs; attempt++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...LIGHTHOUSE_CATEGORIES],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) {
        console.warn(`Lighthouse run failed (${runtimeError.code}): ${runtimeError.message}`);
        if (attempt >= runs + 1)
          throw new Error(`Lighthouse failed ${attempt + 1 - results.length} times; last: ${runtimeError.code}`);
        continue;
      }
      const metric = (id: string) => audits[id]?.displayValue ?? 'n/a';
      results.push({
        scores: Object.fromEntries(
          LIGHTHOUSE_CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
        ) as LighthouseRun['scores'],
        metrics: {
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
        },
        benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
        below90: [
          ...new Set(
            Object.values(categories).flatMap((c) =>
              c.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9).map((ref) => ref.id),
            ),
          ),
        ],
      });
    }
    return results;
  } finally {
    clearInterval(raising);
    chrome.kill();
  }
}

/** The median score of each category over the runs. */
export function medianScores(runs: LighthouseRun[]): Record<LighthouseCategory, number> {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
  };
  return Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))])) as Record<
    LighthouseCategory,
    number
  >;
}

export function formatScores(scores: Record<LighthouseCategory, number>): string {
  return `performance ${scores.performance}  accessibility ${scores.accessibility}  best practices ${scores['best-practices']}  SEO ${scores.seo}`;
}

/** Two lines per run (three with audits under 90), as `npm run lighthouse` prints them. */
export function formatRun(run: LighthouseRun): string {
  const { fcp, lcp, tbt, cls } = run.metrics;
  return [
    `  ${formatScores(run.scores)}`,
    `  FCP ${fcp}  LCP ${lcp}  TBT ${tbt}  CLS ${cls}  (host benchmark index ${run.benchmarkIndex})`,
    ...(run.below90.length ? [`  below 90: ${run.below90.join(', ')}`] : []),
  ].join('\n');
}

/**
 * Gives Chromium (the browser and every process under it) priority over other work on the
 * machine, so other processes do not stretch the page's main-thread tasks, which Lighthouse multiplies by 4.
 * Linux only, and only where the user may raise priorities (root); elsewhere it changes nothing.
 */
function raiseTreePriority(rootPid: number): void {
  const parents = new Map<number, number>();
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    }
  } catch {
    return;
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents) if (tree.has(parent) && !tree.has(pid)) grew = tree.add(pid).size > 0;
  }
  for (const pid of tree) {
    try {
      setPriority(pid, -10);
    } catch {
      // Not permitted (not root) or gone: measure at normal priority.
    }
  }
}
