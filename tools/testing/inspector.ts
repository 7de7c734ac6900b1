/**
 * The live heap of a process started with `--inspect=127.0.0.1:0`, read through its inspector: a full
 * garbage collection, then `heapUsed`. Unlike RSS, this figure does not move with the machine's load or
 * with the heap size V8 chose for it: what is left after a full collection is what the program keeps.
 */
export interface HeapProbe {
  /** MiB of live heap after forced full collections. */
  liveHeapMiB(): Promise<number>;
  close(): void;
}

/** Connects to the inspector whose address the process printed ("Debugger listening on ws://…"). */
export async function heapProbe(output: () => string, timeoutMs = 10_000): Promise<HeapProbe> {
  const started = Date.now();
  let url: string | undefined;
  while (!(url = /Debugger listening on (ws:\/\/\S+)/.exec(output())?.[1])) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`no inspector address in the output:\n${output().slice(0, 2000)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const ws = new WebSocket(url);
  await new Promise<void>((ready, fail) => {
    ws.addEventListener('open', () => ready(), { once: true });
    ws.addEventListener('error', () => fail(new Error(`inspector ${url} refused the connection`)), { once: true });
  });
  let nextId = 1;
  const waiting = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();
  ws.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((done, fail) => {
      const id = nextId++;
      waiting.set(id, (m) => (m.error ? fail(new Error(`${method}: ${m.error.message}`)) : done(m.result)));
      ws.send(JSON.stringify({ id, method, params }));
    });
  return {
    async liveHeapMiB() {
      // Twice: objects freed by the first collection's finalizers go in the second.
      await call('HeapProfiler.collectGarbage');
      await call('HeapProfiler.collectGarbage');
      const { result } = (await call('Runtime.evaluate', {
        expression: 'process.memoryUsage().heapUsed',
        returnByValue: true,
      })) as { result: { value: number } };
      return Math.round((result.value / 2 ** 20) * 10) / 10;
    },
    close: () => ws.close(),
  };
}
