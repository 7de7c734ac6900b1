// The slice of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface RequestShape {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    overallRate?: number;
    requests?: (RequestShape & { setupRequest?: (req: RequestShape) => RequestShape })[];
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
